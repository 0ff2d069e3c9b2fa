import { createHash } from 'node:crypto';
import type { CachedResponse, SiteCache, StaleValue } from '@manovo/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stateOf } from '../request-state';
import { cachedAnswer, matchesEtag } from '../send-cached';

export { matchesEtag };

// Revalidated on every use: a 304 costs one round trip and no body, and a write shows at once.
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const CACHE_CONTROL = { cacheControl: PUBLIC_CACHE_CONTROL };

/** A cached answer differs by URL and by the tRPC response format the client asked for. */
const keyOf = (req: FastifyRequest) => `${req.url}\n${req.headers['trpc-accept'] ?? ''}`;

/**
 * Public API reads (REST or tRPC GET, any URL) are answered from memory: the first answer of a URL
 * whose every procedure call was a public query (the procedures say so through the request's call
 * trace) is kept with a strong ETag and replayed until a change to a table it read drops it. The
 * lookup happens before routing work, body parsing or any procedure runs. A matching
 * If-None-Match gets a 304.
 *
 * Stale-if-error: an answer a change dropped is kept aside, and when the database cannot answer
 * (a 5xx) the last answer of that URL goes out instead, with its ETag and an Age. Right after such a
 * failure kept answers are sent at once, with their Age, without waiting on the database again
 * (SiteCache's answerFor); once the database reports a change, reads go to it as before.
 */
export function registerPublicCache(app: FastifyInstance, cache: SiteCache) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !req.url.startsWith('/api/')) return;
    const kept = cache.answerFor(keyOf(req));
    if (kept)
      return reply.send(cachedAnswer(req, reply, kept.value, { ...CACHE_CONTROL, storedAt: kept.storedAt }));
    stateOf(req).cacheVersion = cache.responses.version;
  });

  app.addHook('onSend', async (req, reply, payload: unknown) => {
    const state = stateOf(req);
    if (state.cacheVersion === undefined) return payload;
    const status = statusOf(reply, payload);
    if (status >= 500) {
      if (status === 503) cache.noteUnavailable();
      const stale = cache.responses.getStale(keyOf(req));
      return stale ? staleAnswer(req, reply, stale) : payload;
    }
    const { trace } = state;
    if (status !== 200 || trace.calls === 0 || trace.publicReads !== trace.calls) return payload;
    let body: Buffer;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    } else if (payload instanceof Response) {
      // The tRPC adapter answers with a fetch Response: take its headers and read its (small) body.
      for (const [name, value] of payload.headers) reply.header(name, value);
      body = Buffer.from(await payload.arrayBuffer());
    } else {
      return payload; // a stream: left alone
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    cache.responses.set(keyOf(req), { body, etag, contentType }, [...trace.tables], state.cacheVersion);
    reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    if (matchesEtag(req, etag)) {
      reply.code(304);
      return '';
    }
    return body;
  });
}

function staleAnswer(req: FastifyRequest, reply: FastifyReply, stale: StaleValue<CachedResponse>) {
  // The failed answer's Retry-After would send a client back for what it is being given.
  reply.removeHeader('retry-after');
  return cachedAnswer(req, reply, stale.value, {
    cacheControl: PUBLIC_CACHE_CONTROL,
    storedAt: stale.storedAt,
  });
}

/** The status an answer will have: a fetch Response (tRPC's) sets its own when it is sent. */
export const statusOf = (reply: FastifyReply, payload: unknown) =>
  payload instanceof Response ? payload.status : reply.statusCode;
