import { createHash } from 'node:crypto';
import type { SiteCache } from '@manovo/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stateOf } from '../request-state';
import { sendCached } from '../send-cached';

// Revalidated on every use: a 304 costs one round trip and no body, and a write shows at once.
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** A cached answer differs by URL and by the tRPC response format the client asked for. */
const keyOf = (req: FastifyRequest) => `${req.url}\n${req.headers['trpc-accept'] ?? ''}`;

export const matchesEtag = (req: FastifyRequest, etag: string) =>
  req.headers['if-none-match']?.split(',').some((t) => t.trim() === etag) ?? false;

/**
 * Public API reads (REST or tRPC GET, any URL) are answered from memory: the first answer of a URL
 * whose every procedure call was a public query (the procedures say so through the request's call
 * trace) is kept with a strong ETag and replayed until a change to a table it read drops it. The
 * lookup happens before routing work, body parsing or any procedure runs. A matching
 * If-None-Match gets a 304.
 */
export function registerPublicCache(app: FastifyInstance, cache: SiteCache) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !req.url.startsWith('/api/')) return;
    const hit = cache.responses.get(keyOf(req));
    if (!hit) {
      stateOf(req).cacheVersion = cache.responses.version;
      return;
    }
    reply.header('etag', hit.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    if (matchesEtag(req, hit.etag)) return reply.code(304).send();
    return sendCached(req, reply, hit);
  });

  app.addHook('onSend', async (req, reply, payload: unknown) => {
    const state = stateOf(req);
    const { trace } = state;
    if (
      state.cacheVersion === undefined ||
      statusOf(reply, payload) !== 200 ||
      trace.calls === 0 ||
      trace.publicReads !== trace.calls
    )
      return payload;
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

/** The status an answer will have: a fetch Response (tRPC's) sets its own when it is sent. */
export const statusOf = (reply: FastifyReply, payload: unknown) =>
  payload instanceof Response ? payload.status : reply.statusCode;
