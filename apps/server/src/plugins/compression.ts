import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every text answer the server builds (HTML pages, API JSON), by the browser's
 * Accept-Encoding. The built site's files are compressed at build time and served as they are
 * (plugins/web.ts, preCompressed). @fastify/compress rather than hand-written negotiation: it handles
 * q-values, identity, streams, fetch Responses (the tRPC adapter's) and Vary.
 * Registered after the public cache so it compresses the cache's buffer, not tRPC's Response.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
