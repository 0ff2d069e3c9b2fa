import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP that allows only this origin plus the YouTube
 * embed and thumbnails the video pages use; analytics hosts are added only
 * when an id is configured. A generous per-IP rate limit guards every API
 * route; the login and form procedures have tighter limits of their own.
 */
export async function registerSecurity(app: FastifyInstance, opts: { analyticsHosts?: string[] } = {}) {
  const analytics = opts.analyticsHosts ?? [];
  await app.register(helmet, {
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
  await app.register(rateLimit, {
    global: true,
    max: 600,
    timeWindow: '1 minute',
    // Static files (one page load fetches a dozen chunks and images) are cheap and cacheable;
    // counting them would starve real visitors' API calls and break lazily loaded pages.
    allowList: (req) => !req.url.startsWith('/api/'),
  });
}
