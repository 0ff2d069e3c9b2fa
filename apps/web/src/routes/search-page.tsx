import { SEARCH_PAGE_SERVER_PER_PAGE, SEARCH_RESULTS_PER_PAGE } from '@manovo/api/domain';
import { SEARCH_TEXTS } from '@manovo/content/search-texts';
import { normalizeQuery } from '@manovo/search';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useMemo, useState } from 'react';
import { PageBanner } from '../components/page-banner';
import { loadLocalIndex, searchLocal } from '../features/search-overlay/local-index';
import { SearchForm } from '../features/search-overlay/search-form';
import {
  broadcastId,
  type ListedResult,
  mergeResults,
  pageCount,
  searchErrorText,
} from '../features/search-overlay/search-results';
import { Highlighted, shortenAtWord } from '../features/search-overlay/snippet';
import { useMessages, useTexts } from '../lib/i18n';
import { Link, useLocale, useLocalePath, useNavigate, useSearchParams } from '../lib/router';
import { pageReads } from '../page-data';
import '../features/search-overlay/search-page.css';

export default function SearchPage() {
  const t = useTexts('search', SEARCH_TEXTS);
  const messages = useMessages();
  // The type chips filter (issue #24: the spec's inert chips made to work): links to ?type=, so the
  // server renders the filtered results too and they work without JavaScript.
  const typeLabel = (type: string) => t.filters[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
  // The page's locale: its hits first, then the English of what has no translation (issue #26).
  const locale = useLocale();
  const localePath = useLocalePath();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const normalized = normalizeQuery(q);
  const [draft, setDraft] = useState(q);
  const [localReady, setLocalReady] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    setDraft(q);
  }, [q]);
  useEffect(() => {
    void loadLocalIndex(fetch, locale).then(() => setLocalReady(true));
  }, [locale]);

  const server = useQuery({
    ...pageReads.searchResults(normalized, locale),
    enabled: normalized !== '',
  });
  const results = useMemo(
    () =>
      normalized
        ? mergeResults(
            server.data ?? [],
            localReady ? searchLocal(normalized, SEARCH_PAGE_SERVER_PER_PAGE) : [],
          )
        : [],
    [normalized, server.data, localReady],
  );
  // The types among the results, each a chip; a ?type= none of them has shows them all.
  const types = [...new Set(results.map((r) => r.type))];
  const typeParam = params.get('type');
  const type = typeParam && types.includes(typeParam) ? typeParam : null;
  const filtered = type ? results.filter((r) => r.type === type) : results;
  const pages = pageCount(filtered.length);
  // The page is in the address (?page=2), so the pager is links the server renders too.
  const page = Math.min(pages, Math.max(1, Math.trunc(Number(params.get('page'))) || 1));
  const searchHref = (n: number, t: string | null) =>
    `/search?${new URLSearchParams({ q, ...(t && { type: t }), ...(n > 1 && { page: String(n) }) })}`;
  const pageHref = (n: number) => searchHref(n, type);
  const shown = filtered.slice((page - 1) * SEARCH_RESULTS_PER_PAGE, page * SEARCH_RESULTS_PER_PAGE);

  // A card is a link to the result's path (what a visitor without the app gets); the app opens a
  // broadcast in /news with its openId (docs/product.md §2).
  const open = (e: MouseEvent, r: ListedResult) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const id = broadcastId(r);
    if (r.type === 'broadcast' && id !== null) navigate('/news', { state: { openId: id } });
    else if (r.path) navigate(r.path);
  };
  const pageLink = (n: number, label: string, off: boolean) =>
    off ? (
      <span className="search-page__page-link" aria-disabled="true">
        {label}
      </span>
    ) : (
      <Link className="search-page__page-link" to={pageHref(n)}>
        {label}
      </Link>
    );

  const chip = (t: string | null, label: string) => (
    <li key={t ?? 'all'}>
      <Link
        className="search-page__chip"
        to={searchHref(1, t)}
        aria-current={type === t ? 'true' : undefined}
      >
        {label}
      </Link>
    </li>
  );

  return (
    <>
      <PageBanner title={t.title} />
      <div className="section">
        <div className="container search-page">
          {/* Without the app this GET form is the search: the server renders /search?q= with its results. */}
          <SearchForm
            className="search-page__bar"
            value={draft}
            onValue={setDraft}
            onSubmit={() => {
              if (draft.trim()) setParams({ q: draft.trim() });
            }}
          >
            <button type="submit">{t.submit}</button>
          </SearchForm>
          {types.length > 1 && (
            <nav aria-label={t.filterLabel}>
              <ul className="search-page__chips">
                {chip(null, t.all)}
                {types.map((t) => chip(t, typeLabel(t)))}
              </ul>
            </nav>
          )}
          {normalized && server.isLoading && <p className="search-page__status">{t.searching}</p>}
          {server.error && <p className="search-page__error">{searchErrorText(server.error, messages)}</p>}
          {normalized && !server.isLoading && (
            <p className="search-page__count" aria-live="polite">
              {t.count(results.length, q.trim())}
            </p>
          )}
          {normalized && !server.isLoading && results.length === 0 && (
            <p className="search-page__status">{messages.noResults}</p>
          )}
          <ol className="search-page__results">
            {shown.map((r) => (
              // Each hit says its language: the page's copy may be marked English (not translated yet) while
              // the hit is German, or the hit is the English of an item not translated yet.
              <li key={r.key} lang={locale === 'en' && r.lang === 'en' ? undefined : r.lang}>
                <a
                  href={localePath(r.path || '/search')}
                  className={`search-card search-card--${r.type}`}
                  onClick={(e) => open(e, r)}
                >
                  {r.type === 'broadcast' && r.image && (
                    <img
                      className="search-card__image"
                      src={r.image}
                      alt=""
                      width={120}
                      height={68}
                      loading="lazy"
                    />
                  )}
                  <span className="search-card__body">
                    <span className="search-card__type">{t.kinds[r.type] ?? r.type}</span>
                    <span className="search-card__title">
                      <Highlighted text={r.title} query={normalized} />
                    </span>
                    {r.excerpt && (
                      <span className="search-card__snippet">
                        <Highlighted text={shortenAtWord(r.excerpt)} query={normalized} />
                      </span>
                    )}
                    <span className="search-card__meta">
                      {r.type === 'broadcast' && r.date ? t.date(r.date.slice(0, 10)) : r.path}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ol>
          {filtered.length > SEARCH_RESULTS_PER_PAGE && (
            <nav className="search-page__pager" aria-label={t.pagerLabel}>
              {pageLink(1, t.first, page === 1)}
              {pageLink(page - 1, t.previous, page === 1)}
              <span>{t.pageOf(page, pages)}</span>
              {pageLink(page + 1, t.next, page === pages)}
              {pageLink(pages, t.last, page === pages)}
            </nav>
          )}
        </div>
      </div>
    </>
  );
}
