import { type ApiContext, createServerCaller, publicMessage, unauthorized } from '@manovo/api';
import { MESSAGES } from '@manovo/api/domain';
import { ZDecimalId, ZLang } from '@manovo/api/schemas';
import { LOCALE_CODES } from '@manovo/content/locales';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contextFor, type SharedContext } from '../../context';

export type Caller = ReturnType<typeof createServerCaller>;

/** How one route answers, beside the procedure call that makes its answer. */
export type RestHandling<T> = {
  /** Reads HTTP into the procedure's input, calls it and maps its answer to the wire shape. */
  handle: (caller: Caller, req: FastifyRequest, ctx: ApiContext) => Promise<T>;
  /** Custom answer for non-JSON results (a file download). */
  send?: (reply: FastifyReply, result: T) => FastifyReply;
  /** Extra fields of the spec's error answers, e.g. {ok:false} or {success:false}. */
  errorBody?: (message: string) => Record<string, unknown>;
};

/**
 * Adapts one REST route to the tRPC procedures: the route reads HTTP (params, query, body, multipart)
 * into a procedure's input, calls it through the server-side caller (no second implementation) and maps
 * the domain answer to the spec's wire shape. TRPC errors become {error} with the matching HTTP status.
 * An admin route checks the token before it reads any input, so a caller without one learns nothing but
 * 401; the procedure checks it again (the lookup is shared, not repeated).
 */
export function restHandler<T>(
  shared: SharedContext,
  { admin, status }: { admin: boolean; status: number },
  { handle, send, errorBody }: RestHandling<T>,
) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const ctx = contextFor(shared, req);
    try {
      if (admin && !(await ctx.signedInAdmin())) throw unauthorized();
      const result = await handle(createServerCaller(ctx), req, ctx);
      if (send) return send(reply, result);
      if (status === 204) return reply.code(204).send();
      return reply.code(status).send(result);
    } catch (err) {
      if (err instanceof TRPCError) {
        const code = getHTTPStatusCodeFromError(err);
        if (code >= 500) req.log.error({ err: err.cause ?? err }, 'procedure failed');
        const message = publicMessage(err);
        return reply.code(code).send({ ...errorBody?.(message), error: message });
      }
      throw err;
    }
  };
}

/**
 * Reads a wire value (a JSON body, a query string, path parameters) with a REST-side schema. A problem is
 * a 400 with its first message, exactly as the procedure would answer it.
 */
export function parseWire<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message: parsed.error.issues[0]?.message ?? MESSAGES.invalidInput,
  });
}

/** A route's `:id`: decimal digits of a positive 32-bit integer ('0x10', '1e3', '+1' are not ids). */
export const ZIdParams = z.object({ id: ZDecimalId });

/** A query parameter, given at most once. */
export const queryParam = (name: string) =>
  z.string({ error: `The ${name} parameter must be given once.` }).optional();

/**
 * A list size or page number from a query string: decimal digits, else the procedure's default. The spec's
 * clients always send good values; a bad one is not worth refusing the whole list for.
 */
export const queryCount = z
  .unknown()
  .transform((v) => (typeof v === 'string' && /^[1-9]\d{0,5}$/.test(v) ? Number(v) : undefined))
  .meta({
    type: 'string',
    description: 'A count in decimal digits (1–999999); any other value means the default.',
  })
  .optional();

/** Empty and absent query values mean "no filter". */
export const blankToUndefined = (v: string | undefined) => (v === '' ? undefined : v);

/** A filter from a fixed set (the procedure's own enum): blank or absent is no filter, another value a 400. */
export const queryChoice = <T extends z.ZodOptional<z.ZodEnum<Readonly<Record<string, string>>>>>(
  name: string,
  rule: T,
) =>
  queryParam(name)
    .transform(blankToUndefined)
    .pipe(rule)
    .meta({ type: 'string', enum: ['', ...rule.unwrap().options] });

/**
 * A public read's language (issue #26): `de` or `fr` answer each item's published translation, else
 * its English (marked `lang: "en"`, or left out where its kind does not fall back); absent is English.
 */
export const queryLang = queryChoice('lang', ZLang.optional()).meta({
  type: 'string',
  enum: ['', ...LOCALE_CODES],
  description:
    'The language to read in (default `en`): translated fields where a translation is published, else the English, and each item then says which in `lang`.',
});

/** A text filter, checked by the procedure's own rule here so the document shows it. */
export const queryText = <T extends z.ZodType<unknown, string | undefined>>(name: string, rule: T) => {
  let inner: z.ZodType = rule;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
  return queryParam(name)
    .pipe(rule)
    .meta({ type: 'string', ...z.globalRegistry.get(inner) });
};
