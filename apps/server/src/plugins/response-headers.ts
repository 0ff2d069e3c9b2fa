import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Seconds a client should wait after a 503 (database outage, draining) before retrying. */
export const RETRY_AFTER_SECONDS = 5;

// Everything a page could ask the browser for is off, except what the YouTube
// embed requests (allow="autoplay; encrypted-media; picture-in-picture" and
// allowfullscreen), granted to this origin and the two YouTube embed hosts.
const YOUTUBE = '"https://www.youtube-nocookie.com" "https://www.youtube.com"';
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self ${YOUTUBE})`,
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  `encrypted-media=(self ${YOUTUBE})`,
  `fullscreen=(self ${YOUTUBE})`,
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(self ${YOUTUBE})`,
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

// REST paths under /api/admin that anyone may call and that hold no staff data.
const PUBLIC_REST = ['/api/admin/search', '/api/admin/contact', '/api/admin/apply'];

/**
 * True when the answer to this REST request must never be stored by a browser or a proxy. (tRPC answers
 * are marked by their procedures: see plugins/trpc.ts.)
 */
export function isPrivateAnswer(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (path === '/api/admin' || path.startsWith('/api/admin/'))
    return !path.startsWith('/api/admin/public/') && !PUBLIC_REST.includes(path);
  return false;
}

/**
 * Headers every answer needs that helmet does not set: a Permissions-Policy,
 * `Cache-Control: no-store` on admin answers and sign-in (success or error), and
 * Retry-After on 503s.
 */
export function registerResponseHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  app.addHook('onSend', async (req: FastifyRequest, reply, payload) => {
    if (isPrivateAnswer(req.url)) reply.header('Cache-Control', 'no-store');
    // The tRPC adapter sends a fetch Response, whose status Fastify applies after this hook.
    const status = payload instanceof Response ? payload.status : reply.statusCode;
    if (status === 503 && !reply.hasHeader('retry-after'))
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return payload;
  });
}
