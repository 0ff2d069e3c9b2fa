export { type AppRouter, appRouter, createCaller, createServerCaller } from './root';
export { startChangeFeed } from './services/change-feed';
export {
  detectFileType,
  detectImage,
  type FileStorage,
  type StagedFile,
  type StagedIfuFile,
} from './services/files';
export { HONEYPOT_FIELD } from './services/honeypot';
export { isCommonPassword, passwordProblem } from './services/password-policy';
export { hashPassword, verifyPassword } from './services/passwords';
export {
  PREVIEW_TTL_MS,
  previewGrants,
  signPreviewToken,
  verifyPreviewToken,
} from './services/preview-tokens';
export {
  consumeAll,
  createRateLimiters,
  DEFAULT_RATE_LIMITS,
  limitsForRequest,
  type PublicForm,
  type RateLimitConfig,
  RateLimited,
  type RateLimiters,
  type RateLimits,
  sweepExpiredCounters,
} from './services/rate-limits';
export { sanitizeRichHtml } from './services/sanitize';
export { signInBlockedFromHere, signInBlockedHereMs } from './services/sign-in-guard';
export {
  type CachedResponse,
  type CallTrace,
  createCallTrace,
  createSiteCache,
  type SiteCache,
  type StaleValue,
} from './services/site-cache';
export { createSearchService, type SearchService } from './services/site-search';
export { csrfTokenMatches, secretKey } from './services/tokens';
export { inLanguage, pageLocalesOf } from './services/translations';
export { currentTotpCode, qrCodeSvg } from './services/two-factor';
export { type ApiContext, createApiContext, publicMessage, unauthorized } from './trpc';
