import { SEARCH_DEBOUNCE_MS, type SearchResult, SUGGESTIONS_PER_SECTION } from '@manovo/api/domain';
import { SEARCH_TEXTS } from '@manovo/content/search-texts';
import { normalizeQuery } from '@manovo/search';
import { useModalDialog } from '@manovo/ui/modal';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMessages, useTexts } from '../../lib/i18n';
import { callApi } from '../../lib/public-api';
import { useLocale, useNavigate } from '../../lib/router';
import { loadLocalIndex, searchLocal } from './local-index';
import { SearchForm } from './search-form';
import { notListedIn } from './search-results';
import './search-overlay.css';

type Suggestion = { label: string; path: string; type: string; lang: string };
const toSuggestions = (hits: readonly SearchResult[]): Suggestion[] =>
  hits.map((h) => ({ label: h.title, path: h.path, type: h.type, lang: h.lang }));
export type SearchOverlayProps = { open: boolean; onClose: () => void };

export function SearchOverlay({ open, onClose }: SearchOverlayProps) {
  const [text, setText] = useState('');
  const [local, setLocal] = useState<Suggestion[]>([]);
  const [server, setServer] = useState<Suggestion[]>([]);
  const [indexReady, setIndexReady] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const listId = useId();
  // The page's locale: suggestions in it first, then the English of what has no translation (issue #26).
  const locale = useLocale();
  const t = useTexts('search', SEARCH_TEXTS);
  const messages = useMessages();

  const close = () => {
    setText('');
    setLocal([]);
    setServer([]);
    onClose();
  };

  // A real modal (the native dialog, shown with showModal): the page behind is inert, Tab goes round
  // the overlay's controls, Escape and the backdrop close it, and focus goes back to the search button.
  const { dialogProps } = useModalDialog(close, () => inputRef.current);
  useEffect(() => {
    if (open) void loadLocalIndex(fetch, locale).then(() => setIndexReady(true));
  }, [open, locale]);
  // Debounced suggestions; each new keystroke aborts the request before it. indexReady re-runs the local
  // search once the index has loaded, so a query typed while it loads still gets its Pages section.
  // biome-ignore lint/correctness/useExhaustiveDependencies: indexReady is a deliberate re-run trigger
  useEffect(() => {
    const q = normalizeQuery(text);
    if (!open || !q) {
      setLocal([]);
      setServer([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLocal(toSuggestions(searchLocal(q, SUGGESTIONS_PER_SECTION)));
      callApi((c) =>
        c.search.query.query(
          { q, perPage: SUGGESTIONS_PER_SECTION, ...(locale === 'en' ? {} : { lang: locale }) },
          { signal: controller.signal },
        ),
      )
        .then((hits) => setServer(toSuggestions(hits.slice(0, SUGGESTIONS_PER_SECTION))))
        .catch(() => {
          // docs/product.md §7: suggestion failures are ignored silently.
          if (!controller.signal.aborted) setServer([]);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, open, indexReady, locale]);

  if (!open) return null;

  const runFullSearch = (label: string) => {
    const q = label.trim();
    if (!q) return;
    close();
    navigate(`/search?q=${encodeURIComponent(q)}`);
  };
  const choose = (s: Suggestion) => {
    if (s.path) {
      close();
      navigate(s.path);
    } else runFullSearch(s.label);
  };
  const hasQuery = normalizeQuery(text) !== '';
  const section = (title: string, items: Suggestion[]) =>
    items.length > 0 && (
      <section className="search-overlay__section" aria-label={title}>
        <h2 className="search-overlay__heading">{title}</h2>
        <ul className="search-overlay__list">
          {items.map((s) => (
            <li key={`${title}-${s.path}-${s.label}`}>
              <button type="button" className="search-overlay__item" onClick={() => choose(s)}>
                <span className="search-overlay__label" lang={s.lang === locale ? undefined : s.lang}>
                  {s.label}
                </span>
                <span className="search-overlay__type">{t.kinds[s.type] ?? s.type}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    );

  // Portalled to <body>: the header's backdrop-filter makes it the containing block of any fixed
  // descendant, which would shrink the backdrop to the header's box.
  return createPortal(
    // The dialog covers the viewport: a click on it outside the panel is a click on the backdrop.
    <dialog {...dialogProps} className="search-overlay" aria-modal="true" aria-label={t.overlay.label}>
      <div className="search-overlay__panel">
        <SearchForm
          className="search-overlay__form"
          value={text}
          onValue={setText}
          onSubmit={() => runFullSearch(text)}
          inputRef={inputRef}
          inputClassName="search-overlay__input"
          controls={listId}
        >
          <button
            type="button"
            className="search-overlay__close"
            aria-label={t.overlay.close}
            onClick={() => close()}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </SearchForm>
        <div id={listId} className="search-overlay__results" aria-live="polite">
          {section(t.overlay.pages, local)}
          {section(t.overlay.fromServer, notListedIn(server, local))}
          {hasQuery && local.length === 0 && server.length === 0 && (
            <p className="search-overlay__empty">{messages.noQuickMatches}</p>
          )}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
