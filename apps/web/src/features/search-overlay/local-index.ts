import { createSiteSearch, type SearchDocumentInput, type SearchHit, type SiteSearch } from '@manovo/search';

export type LocalIndexState = 'not-loaded' | 'loading' | 'ready' | 'failed';

// One index per page load, fetched on the first open of the overlay (docs/product.md §4).
let state: LocalIndexState = 'not-loaded';
let index: SiteSearch | null = null;
let pending: Promise<void> | null = null;

export function localIndexState(): LocalIndexState {
  return state;
}

/** Loads /search-index.json once; a failure is remembered and only logged (docs/product.md §8). */
export function loadLocalIndex(fetchImpl: typeof fetch = fetch): Promise<void> {
  if (state === 'ready' || state === 'failed') return Promise.resolve();
  if (pending) return pending;
  state = 'loading';
  pending = (async () => {
    try {
      const res = await fetchImpl('/search-index.json', { cache: 'no-cache' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const docs = (await res.json()) as SearchDocumentInput[];
      if (!Array.isArray(docs)) throw new Error('not an array');
      index = createSiteSearch(docs);
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

/** Local matches, or [] while the index is not ready or on any failure. */
export function searchLocal(query: string, limit: number): SearchHit[] {
  if (!index) return [];
  try {
    return index.search(query, { limit });
  } catch {
    return [];
  }
}

/** Test hook: forget the loaded index. */
export function resetLocalIndex(): void {
  state = 'not-loaded';
  index = null;
  pending = null;
}
