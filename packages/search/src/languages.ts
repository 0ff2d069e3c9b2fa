// The languages the search knows, without their stemmers: what the API's input schemas (shared with
// the browser's forms) may import without pulling the index in. The site's locales
// (@manovo/content/locales) are the same codes; a locale's search needs its entry here and in language.ts.
export const SEARCH_LANGUAGES = ['en', 'de', 'fr'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SearchLanguage = 'en';

export const isSearchLanguage = (value: unknown): value is SearchLanguage =>
  typeof value === 'string' && (SEARCH_LANGUAGES as readonly string[]).includes(value);

/** A language's static index file for the browser: search-index.json (English, the spec's), else search-index.<lang>.json. */
export const searchIndexFileOf = (lang: SearchLanguage): string =>
  lang === DEFAULT_LANGUAGE ? 'search-index.json' : `search-index.${lang}.json`;
