import { PLATFORM_FILTERS, PUBLICATIONS } from '@manovo/content/publications';
import { useId, useMemo, useState } from 'react';
import { PageBanner } from '../components/page-banner';
import { Link } from '../lib/router';
import './journal-page.css';

type Filter = (typeof PLATFORM_FILTERS)[number]['id'];

export default function JournalPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const [query, setQuery] = useState('');
  const searchId = useId();

  const stats = useMemo(
    () => ({
      total: PUBLICATIONS.length,
      platforms: new Set(PUBLICATIONS.map((p) => p.platform)).size,
      latestYear: Math.max(...PUBLICATIONS.map((p) => p.year)),
    }),
    [],
  );

  const q = query.trim().toLowerCase();
  const visible = PUBLICATIONS.filter((p) => filter === 'all' || p.platform === filter).filter(
    (p) => !q || [p.title, p.venue, p.summary, ...p.tags].join(' ').toLowerCase().includes(q),
  );

  return (
    <>
      <PageBanner
        eyebrow="Research"
        title="Journal"
        lead="Publications, conference talks and preprints on articulating laparoscopic instruments."
      />
      <div className="section">
        <div className="container">
          <dl className="journal-stats">
            <div className="card">
              <dt>Total publications</dt>
              <dd>{stats.total}</dd>
            </div>
            <div className="card">
              <dt>Platforms</dt>
              <dd>{stats.platforms}</dd>
            </div>
            <div className="card">
              <dt>Latest year</dt>
              <dd>{stats.latestYear}</dd>
            </div>
          </dl>
          <div className="journal-tools">
            <fieldset className="chip-row" aria-label="Filter by platform">
              {PLATFORM_FILTERS.map((f) => (
                <button
                  key={f.id}
                  type="button"
                  className="chip"
                  aria-pressed={filter === f.id}
                  onClick={() => setFilter(f.id)}
                >
                  {f.label}
                </button>
              ))}
            </fieldset>
            <div className="field journal-search">
              <label htmlFor={searchId}>Search publications</label>
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Title, venue or topic"
              />
            </div>
          </div>
          <p className="muted" aria-live="polite">
            {visible.length} of {PUBLICATIONS.length} shown
          </p>
          <div className="grid grid--2">
            {visible.map((p) => (
              <article key={p.id} className="card journal-card">
                <p className="journal-card__meta">
                  <span className="badge">{p.platform}</span> {p.venue} · {p.year} · {p.status}
                </p>
                <h2 className="journal-card__title">{p.title}</h2>
                <p>{p.summary}</p>
                <p className="journal-card__tags">{p.tags.map((t) => `#${t}`).join(' ')}</p>
                <Link to={p.link}>Related content</Link>
              </article>
            ))}
          </div>
          {visible.length === 0 && <p>No publications match your search.</p>}
        </div>
      </div>
    </>
  );
}
