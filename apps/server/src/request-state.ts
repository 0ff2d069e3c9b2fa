import { type CallTrace, createCallTrace, type PublicForm } from '@manovo/api';
import type { FastifyRequest } from 'fastify';

/** What the limit and cache hooks and the procedures of one request tell each other. */
export type RequestState = {
  /** Which procedures ran: decides whether the answer may be cached. */
  trace: CallTrace;
  /** The longest wait a limiter asked of this request, for Retry-After on its 429. */
  retryAfterSeconds?: number;
  /** Forms whose budget was taken before the body was read. */
  paidForms?: ReadonlySet<PublicForm>;
  /** The response cache's version when the request began (see TaggedCache.set). */
  cacheVersion?: number;
  /** A read of this request failed because the database could not answer (a page rendered without it). */
  databaseUnavailable?: boolean;
};

const states = new WeakMap<FastifyRequest, RequestState>();

export function stateOf(req: FastifyRequest): RequestState {
  let state = states.get(req);
  if (!state) {
    state = { trace: createCallTrace() };
    states.set(req, state);
  }
  return state;
}
