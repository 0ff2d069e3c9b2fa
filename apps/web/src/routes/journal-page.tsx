import type { PublicationPlatform } from '@manovo/api/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { PageBanner } from '../components/page-banner';
import { useFactsTexts } from '../features/products/instrument-facts';
import { publicReads } from '../lib/public-api';
import { Link } from '../lib/router';
import './journal-page.css';

// The Journal (docs/product.md, "Journal"): the publications staff keep (Admin → Product facts), with
// the stats, the All / Journals / Conferences filter and a text search over them. Its words are the
// catalogue's; each publication is staff's English, marked lang="en" on another locale's page.

const FILTERS = ['all', 'journal', 'conference'] as const;
type Filter = (typeof FILTERS)[number];

const isExternal = (href: string) => /^https?:\/\//i.test(href);

export default function JournalPage() {
  const { t: facts, contentLang } = useFactsTexts();
  const t = facts.journal;
  const publications = useQuery(publicReads.publications()).data ?? [];
  const [filter, setFilter] = useState<Filter>('all');
  const [query, setQuery] = useState('');
  const searchId = useId();

  const stats = useMemo(
    () => ({
      total: publications.length,
      platforms: new Set(publications.map((p) => p.platform)).size,
      latestYear: publications.length ? Math.max(...publications.map((p) => p.year)) : '—',
    }),
    [publications],
  );

  const q = query.trim().toLowerCase();
  const visible = publications
    .filter((p) => filter === 'all' || p.platform === filter)
    .filter((p) => !q || [p.title, p.authors, p.venue, p.summary, p.doi].join(' ').toLowerCase().includes(q));
  const platformName = (p: PublicationPlatform) => t.platformNames[p];

  return (
    <>
      <PageBanner eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <div className="section">
        <div className="container">
          <dl className="journal-stats">
            <div className="card">
              <dt>{t.total}</dt>
              <dd>{stats.total}</dd>
            </div>
            <div className="card">
              <dt>{t.platforms}</dt>
              <dd>{stats.platforms}</dd>
            </div>
            <div className="card">
              <dt>{t.latestYear}</dt>
              <dd>{stats.latestYear}</dd>
            </div>
          </dl>
          <div className="journal-tools">
            <fieldset className="chip-row" aria-label={t.filterLabel}>
              {FILTERS.map((f) => (
                <button
                  key={f}
                  type="button"
                  className="chip"
                  aria-pressed={filter === f}
                  onClick={() => setFilter(f)}
                >
                  {t.filters[f]}
                </button>
              ))}
            </fieldset>
            <div className="field journal-search">
              <label htmlFor={searchId}>{t.searchLabel}</label>
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t.searchPlaceholder}
              />
            </div>
          </div>
          <p className="muted" aria-live="polite">
            {t.shown(String(visible.length), String(publications.length))}
          </p>
          <div className="grid grid--2">
            {visible.map((p) => (
              <article key={p.id} className="card journal-card">
                <p className="journal-card__meta">
                  <span className="badge">{platformName(p.platform)}</span>{' '}
                  <span lang={contentLang}>{p.venue}</span> · {p.year}
                </p>
                <h2 className="journal-card__title" lang={contentLang}>
                  {p.title}
                </h2>
                <p className="journal-card__authors">{p.authors}</p>
                {p.summary && <p lang={contentLang}>{p.summary}</p>}
                <p className="journal-card__links">
                  {p.doi && (
                    <a href={`https://doi.org/${p.doi}`} rel="noopener">
                      {t.doi} {p.doi}
                    </a>
                  )}
                  {p.link &&
                    (isExternal(p.link) ? (
                      <a href={p.link} rel="noopener">
                        {t.read}
                      </a>
                    ) : (
                      <Link to={p.link}>{t.read}</Link>
                    ))}
                </p>
              </article>
            ))}
          </div>
          {visible.length === 0 && <p>{publications.length === 0 ? t.none : t.noMatch}</p>}
        </div>
      </div>
    </>
  );
}
