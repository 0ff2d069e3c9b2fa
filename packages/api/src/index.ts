export { type AppRouter, appRouter, createCaller } from './root';
export { decodeBase64, detectFileType, detectImage, type FileStorage } from './services/files';
export { hashPassword, verifyPassword } from './services/passwords';
export { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimitConfig } from './services/rate-limits';
export { sanitizeRichHtml } from './services/sanitize';
export { createSearchService, type SearchService } from './services/site-search';
export { secretKey } from './services/tokens';
export { type ApiContext, publicMessage } from './trpc';
export type { TBroadcast, TCareer, TTestimonial, TVideo } from './wire';
