import type { CachedResponse, SiteCache } from '@manovo/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachedAnswer } from '../send-cached';

// A browser revalidates every time (ETag, 304): a content change shows on the next visit.
const HTML_CACHE_CONTROL = 'no-cache';

/** A rendered page's key in the site cache: the head names the origin (canonical, og:url), so two origins are two pages. */
export const pageKey = (origin: string, url: string) => `page\n${origin}${url}`;

/** Sends a kept page; with `storedAt` when the database could not confirm it is current (then with its Age). */
export const sendKeptPage = (
  req: FastifyRequest,
  reply: FastifyReply,
  kept: { value: CachedResponse; storedAt?: number },
) =>
  reply.send(
    cachedAnswer(req, reply, kept.value, { cacheControl: HTML_CACHE_CONTROL, storedAt: kept.storedAt }),
  );

/**
 * A rendered page kept in the site cache (plugins/ssr.ts puts it there) is answered as the request
 * arrives, before the static files are looked up or anything is rendered: the page's status, ETag and
 * compressed bytes are all in its entry, so a hit costs a lookup and a write, like /healthz plus the
 * bytes. Right after a read failed for want of the database, the last page kept is answered the same
 * way, with its Age, rather than waiting on the database again.
 */
export function registerPageCache(
  app: FastifyInstance,
  opts: { cache: SiteCache; originOf: (req: FastifyRequest) => string },
) {
  const { cache } = opts;
  app.addHook('onRequest', (req, reply, done) => {
    if (req.method !== 'GET' || req.url.startsWith('/api/')) return done();
    const kept = cache.answerFor(pageKey(opts.originOf(req), req.url));
    if (!kept) return done();
    sendKeptPage(req, reply, kept);
  });
}
