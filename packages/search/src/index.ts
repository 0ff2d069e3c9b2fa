export {
  DEFAULT_LIMIT,
  EXCERPT_RETURNED,
  EXCERPT_STORED,
  normalizeDocument,
  normalizeQuery,
  type SearchDocument,
  type SearchDocumentInput,
  type SearchHit,
  type SearchOptions,
} from './document';
export { stemOf } from './language';
export {
  DEFAULT_LANGUAGE,
  isSearchLanguage,
  SEARCH_LANGUAGES,
  type SearchLanguage,
  searchIndexFileOf,
} from './languages';
export { createMultilingualSearch, languageOrder, type MultilingualSearch } from './multilingual';
export { createSiteSearch, type SiteSearch, type SiteSearchOptions } from './site-search';
