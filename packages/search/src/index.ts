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
export { createSiteSearch, type SiteSearch } from './site-search';
