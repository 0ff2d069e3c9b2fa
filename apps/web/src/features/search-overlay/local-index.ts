import { DEFAULT_LOCALE, type Locale } from '@manovo/content/locales';
import {
  createMultilingualSearch,
  type MultilingualSearch,
  type SearchHit,
  searchIndexFileOf,
} from '@manovo/search';

export type LocalIndexState = 'not-loaded' | 'loading' | 'ready' | 'failed';

// One index per page load, fetched on the first open of the overlay (docs/product.md §4). A page is in
// one locale (a change of language is a new page), whose file holds its translated documents and the
// English ones (issue #26): /search-index.json for English, /search-index.de.json for German.
let state: LocalIndexState = 'not-loaded';
let index: MultilingualSearch | null = null;
let indexLocale: Locale = DEFAULT_LOCALE;
let pending: Promise<void> | null = null;

export function localIndexState(): LocalIndexState {
  return state;
}

/** Loads the locale's index file once; a failure is remembered and only logged (docs/product.md §8). */
export function loadLocalIndex(
  fetchImpl: typeof fetch = fetch,
  locale: Locale = DEFAULT_LOCALE,
): Promise<void> {
  if (state === 'ready' || state === 'failed') return Promise.resolve();
  if (pending) return pending;
  state = 'loading';
  pending = (async () => {
    try {
      const res = await fetchImpl(`/${searchIndexFileOf(locale)}`, { cache: 'no-cache' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const docs = (await res.json()) as unknown[];
      if (!Array.isArray(docs)) throw new Error('not an array');
      index = createMultilingualSearch(docs);
      indexLocale = locale;
      state = 'ready';
    } catch (err) {
      console.warn('Client search load failed', err);
      state = 'failed';
    } finally {
      pending = null;
    }
  })();
  return pending;
}

/** Local matches in the page's language first, or [] while the index is not ready or on any failure. */
export function searchLocal(query: string, limit: number): SearchHit[] {
  if (!index) return [];
  try {
    return index.search(query, { limit, lang: indexLocale });
  } catch {
    return [];
  }
}

/** Test hook: forget the loaded index. */
export function resetLocalIndex(): void {
  state = 'not-loaded';
  index = null;
  indexLocale = DEFAULT_LOCALE;
  pending = null;
}
