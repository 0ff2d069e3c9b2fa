import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers with a CSP that allows only this origin plus the YouTube
 * embed and thumbnails the video pages use; analytics hosts are added only
 * when an id is configured. (Rate limits: plugins/limits.ts.)
 *
 * helmet's middleware is built once here and applied to every request. (@fastify/helmet,
 * used before, builds a new one per request: parsing the CSP directives again was a fifth
 * of the cost of a refused sign-in and about a tenth of a cached public read.)
 */
export function registerSecurity(app: FastifyInstance, opts: { analyticsHosts?: string[] } = {}) {
  const analytics = opts.analyticsHosts ?? [];
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://img.youtube.com', 'https://i.ytimg.com', ...analytics],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...analytics],
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
  app.addHook('onRequest', (req, reply, done) => {
    applyHeaders(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
