import { DEFAULT_LIMIT, type SearchDocumentInput, type SearchHit, type SearchOptions } from './document';
import { DEFAULT_LANGUAGE, isSearchLanguage, SEARCH_LANGUAGES, type SearchLanguage } from './languages';
import { createSiteSearch, type SiteSearch } from './site-search';

/**
 * The site's search in every language: one index per language (its own stemmer), each document in
 * the index of its `lang` (English when missing or unknown). A translation shares its original's id,
 * so an item is one id in several indexes. A search answers in the visitor's language first, then in
 * English for the items that have no version in the visitor's language (their `lang` tells the page to
 * mark them `lang="en"`). A third language is never shown: every item has its English.
 */
export type MultilingualSearch = {
  add(doc: SearchDocumentInput): void;
  /** Removes an id in every language (an item deleted or unpublished). */
  remove(id: string | number): void;
  /** Removes one language's version of an id (a translation withdrawn). */
  removeIn(lang: SearchLanguage, id: string | number): void;
  replaceAll(docs: readonly unknown[]): void;
  replaceAllInSlices(docs: readonly unknown[], pause: () => Promise<void>, sliceMs?: number): Promise<void>;
  search(query: string, options?: SearchOptions): SearchHit[];
  /** Documents per language. */
  sizes(): Record<SearchLanguage, number>;
};

const langOf = (doc: unknown): SearchLanguage => {
  const lang =
    typeof doc === 'object' && doc !== null ? String(Reflect.get(doc, 'lang') ?? '').toLowerCase() : '';
  return isSearchLanguage(lang) ? lang : DEFAULT_LANGUAGE;
};

function byLanguage(docs: readonly unknown[]): Record<SearchLanguage, unknown[]> {
  const out = Object.fromEntries(SEARCH_LANGUAGES.map((l) => [l, [] as unknown[]])) as Record<
    SearchLanguage,
    unknown[]
  >;
  for (const doc of Array.isArray(docs) ? docs : []) out[langOf(doc)].push(doc);
  return out;
}

/** The languages a visitor's search reads, in order: theirs, then English (the fallback). */
export function languageOrder(lang: unknown): SearchLanguage[] {
  const first = isSearchLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  return [...new Set<SearchLanguage>([first, DEFAULT_LANGUAGE])];
}

export function createMultilingualSearch(docs: readonly unknown[] = []): MultilingualSearch {
  const split = byLanguage(docs);
  const indexes = Object.fromEntries(
    SEARCH_LANGUAGES.map((lang) => [lang, createSiteSearch(split[lang], { lang })]),
  ) as Record<SearchLanguage, SiteSearch>;

  const search = (query: string, options: SearchOptions = {}): SearchHit[] => {
    try {
      const limit =
        typeof options.limit === 'number' && options.limit >= 1 ? Math.floor(options.limit) : DEFAULT_LIMIT;
      const order = languageOrder(options.lang);
      const hits: SearchHit[] = [];
      const earlier: SiteSearch[] = [];
      for (const lang of order) {
        if (hits.length >= limit) break;
        const index = indexes[lang];
        // A hit in a later language counts only for an item with no version in an earlier one.
        const isNew = (hit: SearchHit) => !earlier.some((e) => e.has(hit.id));
        for (let fetch = limit - hits.length; ; fetch *= 4) {
          const found = index.search(query, { ...options, limit: fetch });
          const fresh = found.filter(isNew);
          if (fresh.length >= limit - hits.length || found.length < fetch) {
            hits.push(...fresh.slice(0, limit - hits.length));
            break;
          }
        }
        earlier.push(index);
      }
      return hits;
    } catch {
      return [];
    }
  };

  return {
    add: (doc) => indexes[langOf(doc)].add(doc),
    remove: (id) => {
      for (const lang of SEARCH_LANGUAGES) indexes[lang].remove(id);
    },
    removeIn: (lang, id) => indexes[lang].remove(id),
    replaceAll: (next) => {
      const parts = byLanguage(next);
      for (const lang of SEARCH_LANGUAGES) indexes[lang].replaceAll(parts[lang]);
    },
    replaceAllInSlices: async (next, pause, sliceMs) => {
      const parts = byLanguage(next);
      await Promise.all(SEARCH_LANGUAGES.map((l) => indexes[l].replaceAllInSlices(parts[l], pause, sliceMs)));
    },
    search,
    sizes: () =>
      Object.fromEntries(SEARCH_LANGUAGES.map((l) => [l, indexes[l].size])) as Record<SearchLanguage, number>,
  };
}
