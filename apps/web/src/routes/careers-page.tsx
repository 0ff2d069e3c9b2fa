import {
  applyJobHref,
  CAREER_CATEGORIES,
  type Career,
  type CareerCategory,
  isExternalLink,
  itemPath,
  MESSAGES,
  pageHref,
  readPageParams,
} from '@manovo/api/domain';
import { CAREERS_TEXTS } from '@manovo/content/careers';
import { isModifiedClick } from '@manovo/ui/hooks';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type MouseEvent } from 'react';
import { useItemPageMeta } from '../components/layout/page-meta';
import { PageBanner } from '../components/page-banner';
import { PreviewBanner } from '../components/preview-banner';
import { Section } from '../components/section';
import { TextCard } from '../components/text-card';
import { serverErrorText } from '../lib/api-errors';
import { HtmlOrText } from '../lib/html';
import { fieldLang, itemLang, useTexts } from '../lib/i18n';
import { ITEM_QUERY_OPTIONS, isNotFoundError, useItemRoute } from '../lib/item-route';
import { useMessageText } from '../lib/message-text';
import { publicReads } from '../lib/public-api';
import { Link, useLocale, useLocalePath, useNavigate, useSearchParams } from '../lib/router';
import { pageReads } from '../page-data';
import NotFoundPage from './not-found-page';
import './careers-page.css';

// docs/product.md §2: shown when the list is empty.
const SAMPLE_JOB: Career = {
  id: 0,
  title: 'Software Engineer',
  category: 'fulltime',
  status: 'published',
  location: 'Remote',
  experience: '2+ years',
  salary: '',
  skills: 'TypeScript, React, Node.js',
  applyUrl: '',
  applyEmail: '',
  description:
    '<p>Build the software around our instruments: training tools, device traceability and the systems our clinical team uses every day.</p><ul><li>Ship features end to end with a small team.</li><li>Work closely with engineers and surgeons.</li></ul>',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

// The toggle's links (docs/product.md §2): ?category= for the server, landing on the openings.
const categoryHref = (category: CareerCategory) => pageHref('/careers', { category }, '#openings');

/** A job's description, facts and Apply link: in the list's expanded item and on the job's own page. */
function JobBody({ job, lang }: { job: Career; lang?: string }) {
  const t = useTexts('careers', CAREERS_TEXTS);
  // A field the translation leaves blank shows its English, marked on its element alone.
  const langOfField = (field: keyof Career) =>
    lang === undefined ? undefined : (fieldLang(job, field) ?? lang);
  return (
    <div className="job__body">
      {job.description && (
        <HtmlOrText text={job.description} className="job__description" lang={langOfField('description')} />
      )}
      <dl className="job__facts">
        {job.skills && (
          <>
            <dt>{t.skills}</dt>
            <dd lang={langOfField('skills')}>{job.skills}</dd>
          </>
        )}
        {job.salary && (
          <>
            <dt>{t.salary}</dt>
            <dd lang={langOfField('salary')}>{job.salary}</dd>
          </>
        )}
      </dl>
      {/* Links, so Apply works before and without JavaScript too; the address names
          the job, so the apply page and its form do as well. */}
      {isExternalLink(job.applyUrl) ? (
        <a href={job.applyUrl} target="_blank" rel="noopener noreferrer" className="btn btn--primary">
          {t.applyNewTab}
        </a>
      ) : (
        <Link
          to={job.id > 0 ? applyJobHref(job.id) : '/careersapply'}
          state={{ job: { id: job.id || undefined, title: job.title } }}
          className="btn btn--primary"
        >
          {t.apply}
        </Link>
      )}
    </div>
  );
}

/** A job's own address (/careers/{id}-{slug}): a page about that job, its title the h1. */
function JobPage({ job }: { job: Career }) {
  const t = useTexts('careers', CAREERS_TEXTS);
  return (
    <>
      <PageBanner
        eyebrow={t.eyebrow}
        title={job.title}
        titleLang={fieldLang(job, 'title')}
        lead={<JobFacts job={job} categories={t.categories} />}
      />
      <div className="section">
        <div className="container job-page">
          <JobBody job={job} lang={itemLang(job)} />
          <p>
            <Link to={categoryHref(job.category)}>{t.allOpenings(t.categories[job.category])}</Link>
          </p>
        </div>
      </div>
    </>
  );
}

/** A job's location, experience and type: staff's text each in its own language, the type the page's. */
function JobFacts({
  job,
  categories,
  lang = itemLang(job),
}: {
  job: Career;
  categories: Record<CareerCategory, string>;
  /** The language of the job's text (the sample job's is English on every page). */
  lang?: string;
}) {
  const facts = [
    { key: 'location', text: job.location, lang: fieldLang(job, 'location') ?? lang },
    { key: 'experience', text: job.experience, lang: fieldLang(job, 'experience') ?? lang },
    { key: 'category', text: categories[job.category], lang: undefined },
  ].filter((f) => f.text);
  return facts.map((f, i) => (
    <Fragment key={f.key}>
      {i > 0 && ' · '}
      <span lang={f.lang}>{f.text}</span>
    </Fragment>
  ));
}

export default function CareersPage() {
  const t = useTexts('careers', CAREERS_TEXTS);
  const shown = useMessageText();
  const locale = useLocale();
  const localePath = useLocalePath();
  // A job's words are content: marked with the language they show in (the sample job is the spec's English).
  const langOf = (job: Career) => (job.id > 0 ? itemLang(job) : locale === 'en' ? undefined : 'en');
  // /careers/{id}-{slug}: that job's own page (JobPage).
  const { itemId, isInvalid, preview, itemInput } = useItemRoute();
  const item = useQuery({ ...publicReads.career(itemInput), ...ITEM_QUERY_OPTIONS(itemId) });
  useItemPageMeta('careers', item.data?.title);
  // A preview link shows an unpublished job on its page.
  const previewed = preview && item.data ? item.data : null;
  const [search] = useSearchParams();
  // The address says which list shows (?category=).
  const category = readPageParams('/careers', search).category ?? 'fulltime';
  const navigate = useNavigate();
  const query = useQuery({
    ...pageReads.careerList(category, locale),
    staleTime: 0,
    enabled: itemId === null,
  });

  // docs/product.md §8: the server's error text, else 'Failed to load careers'; the sample job shows either way.
  const errorText = query.error ? (serverErrorText(query.error) ?? MESSAGES.careersFailed) : '';
  const items = query.data ?? [];
  const isLoading = query.isLoading;
  const visible = !isLoading && items.length === 0 ? [SAMPLE_JOB] : items;

  // Once the app runs the toggle switches in place (no page load), keeping the address in step.
  const chooseCategory = (next: CareerCategory, event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    navigate(categoryHref(next), { replace: true, preventScrollReset: true });
  };

  if (isInvalid || (itemId !== null && isNotFoundError(item.error))) return <NotFoundPage />;
  if (itemId !== null)
    return (
      <>
        {previewed && (
          <PreviewBanner published={previewed.status === 'published'} pending={previewed.pendingChanges} />
        )}
        {item.data ? (
          <JobPage job={item.data} />
        ) : (
          <PageBanner
            eyebrow={t.eyebrow}
            title={shown(item.error ? MESSAGES.careersFailed : MESSAGES.loading)}
          />
        )}
      </>
    );

  return (
    <>
      <PageBanner eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <Section labelledBy="expect-h" inner="grid grid--3">
        <div>
          <h2 id="expect-h">{t.expectHeading}</h2>
          <p className="muted">{t.expectText}</p>
        </div>
        <TextCard title={t.benchTitle} text={t.benchText} />
        <TextCard title={t.surgeonsTitle} text={t.surgeonsText} />
      </Section>
      <Section id="openings" labelledBy="openings-h" className="section--mint">
        <h2 id="openings-h">{t.openings}</h2>
        <nav className="chip-row careers-toggle" aria-label={t.jobType}>
          {CAREER_CATEGORIES.map((c) => (
            <a
              key={c}
              href={localePath(categoryHref(c))}
              className="chip"
              aria-current={category === c ? 'true' : undefined}
              onClick={(event) => chooseCategory(c, event)}
            >
              {t.categories[c]}
            </a>
          ))}
        </nav>
        {isLoading && <p className="loading-text">{shown(MESSAGES.loading)}</p>}
        {errorText && <p className="error-text">{shown(errorText)}</p>}
        {!isLoading && (
          <ul className="job-list">
            {visible.map((job) => (
              <li key={job.id || 'sample'} className="job card">
                <details className="job__details" id={job.id ? `job-${job.id}` : undefined}>
                  <summary className="job__summary">
                    <span className="job__title" lang={langOf(job)}>
                      {job.title}
                    </span>
                    <span className="job__meta">
                      <JobFacts job={job} categories={t.categories} lang={langOf(job)} />
                    </span>
                  </summary>
                  <JobBody job={job} lang={langOf(job)} />
                </details>
                {/* The job's own page, reachable closed too (crawlers, keyboards, a new tab). */}
                {job.id > 0 && (
                  <Link
                    to={itemPath('careers', job)}
                    className="job__page-link"
                    aria-label={t.jobPageOf(job.title)}
                  >
                    {t.jobPage}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
