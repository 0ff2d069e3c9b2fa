import { type ApiContext, createApiContext, limitsForRequest, type RateLimiters } from '@manovo/api';
import type { FastifyRequest } from 'fastify';
import { stateOf } from './request-state';

export type SharedContext = Omit<ApiContext, 'token' | 'ip' | 'limits' | 'trace' | 'signedInAdmin'> & {
  limiters: RateLimiters;
};

/** Per-request context: the shared services plus the caller's token, address and limits. */
export function contextFor(shared: SharedContext, req: FastifyRequest): ApiContext {
  // The scheme is case-insensitive (RFC 9110 §11.1): "bearer x" is as good as "Bearer x".
  const token = /^bearer +(\S+) *$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;
  const { limiters, ...services } = shared;
  const state = stateOf(req);
  const limits = limitsForRequest(limiters, {
    paidForms: state.paidForms,
    onLimited: (seconds) => {
      state.retryAfterSeconds = Math.max(state.retryAfterSeconds ?? 0, seconds);
    },
  });
  return createApiContext({ ...services, token, ip: req.ip, limits, trace: state.trace });
}
