import { readApplyJobId } from '@manovo/api/domain';
import { CAREERS_TEXTS } from '@manovo/content/careers';
import { useQuery } from '@tanstack/react-query';
import { PageBanner } from '../components/page-banner';
import { ApplyForm, type ApplyJob } from '../features/forms/apply-form';
import { useFormEcho } from '../features/forms/form-echo';
import { useTexts } from '../lib/i18n';
import { langOf, publicReads } from '../lib/public-api';
import { readField } from '../lib/read-field';
import { Link, useLocale, useLocation } from '../lib/router';

/** docs/product.md §2: 'Apply — {job title}', or '(General application)' without a job. */
export function applyBannerTitle(
  job: ApplyJob | null | undefined,
  words: typeof CAREERS_TEXTS.applyPage = CAREERS_TEXTS.applyPage,
): string {
  return words.title(job?.title?.trim() || words.general);
}

/** The job the careers page put in the navigation state, if it is one. */
function readJob(state: unknown): ApplyJob | null {
  const job = readField(state, 'job');
  const title = readField(job, 'title');
  const id = readField(job, 'id');
  if (typeof title !== 'string') return null;
  return { title, ...(typeof id === 'number' && id > 0 && { id }) };
}

/** The job a post without JavaScript named (the form's hidden fields), given back by the server. */
function echoedJob(values: Record<string, string>): ApplyJob | null {
  const title = values.job_title;
  if (!title) return null;
  const id = Number(values.job_id);
  return { title, ...(Number.isSafeInteger(id) && id > 0 && { id }) };
}

/**
 * The job the address names (?job=, the careers page's Apply link): what a page rendered on the server
 * (or without JavaScript) knows. An unknown or unpublished job leaves a general application.
 */
function useAddressedJob(search: string): ApplyJob | null {
  const id = readApplyJobId(search);
  const query = useQuery({
    ...publicReads.career({ id: id ?? 0, ...langOf(useLocale()) }),
    enabled: id !== undefined,
    retry: false,
    retryOnMount: false,
  });
  return id !== undefined && query.data ? { id, title: query.data.title } : null;
}

export default function CareersApplyPage() {
  const location = useLocation();
  const echo = useFormEcho('apply');
  const addressed = useAddressedJob(location.search);
  const job = readJob(location.state) ?? echoedJob(echo.values) ?? addressed;
  const careers = useTexts('careers', CAREERS_TEXTS);
  const t = careers.applyPage;
  return (
    <>
      <PageBanner eyebrow={careers.eyebrow} title={applyBannerTitle(job, t)} lead={t.lead} />
      <div className="section section--mint">
        <div className="container">
          <div className="card" style={{ maxWidth: 860, margin: '0 auto' }}>
            <ApplyForm job={job} />
          </div>
          <p style={{ textAlign: 'center', marginTop: 24 }}>
            <Link to="/careers">{t.back}</Link>
          </p>
        </div>
      </div>
    </>
  );
}
