import { type ApiContext, createApiContext, limitsForRequest, type RateLimiters } from '@manovo/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieSession, credentialOf } from './plugins/admin-session';
import { stateOf } from './request-state';

export type SharedContext = Omit<
  ApiContext,
  'token' | 'ip' | 'limits' | 'trace' | 'signedInAdmin' | 'deliverSession' | 'endSession'
> & {
  limiters: RateLimiters;
};

/**
 * Per-request context: the shared services plus the caller's credential, address and limits. With
 * `reply` (the browser's tRPC transport) a sign-in is handed over as an HttpOnly cookie; without it
 * (the REST adapter) as a bearer token.
 */
export function contextFor(shared: SharedContext, req: FastifyRequest, reply?: FastifyReply): ApiContext {
  const token = credentialOf(req, shared.jwtKey);
  const { limiters, ...services } = shared;
  const state = stateOf(req);
  const limits = limitsForRequest(limiters, {
    paidForms: state.paidForms,
    onLimited: (seconds) => {
      state.retryAfterSeconds = Math.max(state.retryAfterSeconds ?? 0, seconds);
    },
  });
  return createApiContext({
    ...services,
    token,
    ip: req.ip,
    limits,
    trace: state.trace,
    ...(reply && cookieSession(req, reply)),
  });
}
