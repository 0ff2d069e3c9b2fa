import cookie from '@fastify/cookie';
import { csrfTokenMatches } from '@manovo/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser admin's credential: an HttpOnly cookie no script can read, SameSite=Strict so no other
 * site's page sends it, Secure when the request came over HTTPS. Integrators keep bearer tokens.
 * Scoped to /api: pages and assets never carry it.
 */
export const SESSION_COOKIE = 'manovo_admin';
export const CSRF_HEADER = 'x-csrf-token';
const COOKIE_PATH = '/api';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The request's credential: a bearer token first (integrators); else the session cookie, on a write
 * only with the CSRF token that login handed out for it (double submit, bound to the cookie by an
 * HMAC). A cookie without it is ignored, so the write answers as if signed out.
 */
export function credentialOf(req: FastifyRequest, jwtKey: Uint8Array): string | null {
  // The scheme is case-insensitive (RFC 9110 §11.1): "bearer x" is as good as "Bearer x".
  const bearer = /^bearer +(\S+) *$/i.exec(req.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  const session = req.cookies?.[SESSION_COOKIE];
  if (!session) return null;
  if (SAFE_METHODS.has(req.method) || csrfTokenMatches(jwtKey, session, req.headers[CSRF_HEADER]))
    return session;
  return null;
}

/** What the tRPC transport gives the sign-in and sign-out procedures: the cookie, set and cleared. */
export function cookieSession(req: FastifyRequest, reply: FastifyReply) {
  const options = {
    httpOnly: true,
    secure: req.protocol === 'https',
    sameSite: 'strict' as const,
    path: COOKIE_PATH,
  };
  return {
    deliverSession({ token, csrfToken, expiresAt }: { token: string; csrfToken: string; expiresAt: Date }) {
      reply.setCookie(SESSION_COOKIE, token, { ...options, expires: expiresAt });
      return csrfToken;
    },
    endSession() {
      reply.clearCookie(SESSION_COOKIE, options);
    },
  };
}

/**
 * Cookie parsing, and the second CSRF check: a write carrying the session cookie from a page of
 * another origin is refused outright (403), whatever token it sends. Browsers send Origin on every
 * cross-origin write; one without Origin falls to the token check above.
 */
export async function registerAdminSession(app: FastifyInstance, opts: { publicUrl?: string }) {
  await app.register(cookie);
  const configured = opts.publicUrl ? new URL(opts.publicUrl).origin : null;
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method) || !req.cookies?.[SESSION_COOKIE]) return;
    const origin = req.headers.origin;
    if (origin === undefined) return;
    if (origin === `${req.protocol}://${req.host}` || origin === configured) return;
    return reply.code(403).send({ error: 'Cross-site request refused.' });
  });
}
