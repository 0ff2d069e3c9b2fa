import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a CSP that allows only this origin plus the YouTube
 * embed and thumbnails the video pages use. (Rate limits: plugins/limits.ts.)
 *
 * helmet's middleware is built once here and applied to every request. (@fastify/helmet,
 * used before, builds a new one per request: parsing the CSP directives again was a fifth
 * of the cost of a refused sign-in and about a tenth of a cached public read.)
 */
export function registerSecurity(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}

/** helmet's middleware with this site's options, for Fastify's hook and the sign-in gate alike. */
export const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://img.youtube.com', 'https://i.ytimg.com'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // YouTube embeds need a referrer to play.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});
