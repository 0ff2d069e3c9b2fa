import { type ApiContext, createCaller, publicMessage } from '@manovo/api';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, type SharedContext } from '../../context';

export type Caller = ReturnType<typeof createCaller>;
type ErrorBody = (message: string) => Record<string, unknown>;

export type RestOptions<T> = {
  /** Custom answer for non-JSON results (a file download). */
  send?: (reply: FastifyReply, result: T) => FastifyReply;
  /** Status of a successful answer (201 for creates, 204 for some deletes). */
  status?: number;
  /** Extra fields of the spec's error answers, e.g. {ok:false} or {success:false}. */
  errorBody?: ErrorBody;
};

/**
 * Adapts one REST route to a tRPC procedure: the route parses HTTP (params,
 * query, multipart) and calls the same procedure the app uses through
 * createCaller; there is no second implementation. TRPC errors become
 * {error} with the matching HTTP status.
 */
export function restHandler<T>(
  shared: SharedContext,
  call: (caller: Caller, req: FastifyRequest, ctx: ApiContext) => Promise<T>,
  options: RestOptions<T> = {},
) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const ctx = contextFor(shared, req);
    try {
      const result = await call(createCaller(ctx), req, ctx);
      if (options.send) return options.send(reply, result);
      if (options.status === 204) return reply.code(204).send();
      return reply.code(options.status ?? 200).send(result);
    } catch (err) {
      if (err instanceof TRPCError) {
        const status = getHTTPStatusCodeFromError(err);
        if (status >= 500) req.log.error({ err: err.cause ?? err }, 'procedure failed');
        const message = publicMessage(err);
        return reply.code(status).send({ ...options.errorBody?.(message), error: message });
      }
      throw err;
    }
  };
}

/** Route params and query strings arrive as strings; procedures coerce and validate them. */
export const params = (req: FastifyRequest) => req.params as Record<string, string>;
export const query = (req: FastifyRequest) => req.query as Record<string, string | undefined>;
export const body = (req: FastifyRequest) => (req.body ?? {}) as Record<string, unknown>;

/**
 * Raw HTTP input handed to a procedure as-is: its zod schema is the validator,
 * so the adapter does not pretend to know the types first.
 */
export const asInput = (v: Record<string, unknown>) => v as never;
