import { classifyDatabaseError } from '@manovo/db';
import type { Database } from '@manovo/db/queries';
import { findLiveSession } from '@manovo/db/queries';
import { initTRPC, TRPCError } from '@trpc/server';
// The documented way for a middleware to answer without calling the resolver is to return a
// middleware result itself (trpc/trpc#4066); its marker lives in this module.
import { middlewareMarker } from '@trpc/server/unstable-core-do-not-import';
import { ZodError } from 'zod';
import { MESSAGES } from './domain/messages';
import type { DomainOf } from './domain/types';
import { badRequest, forbidden, notFound, tooManyRequests, unauthorized } from './errors';
import { isPreviewInput } from './schemas/preview';
import { adminWriter } from './services/admin-write';
import type { FileStorage } from './services/files';
import { decoyAnswer } from './services/honeypot';
import { RateLimited, type RateLimits } from './services/rate-limits';
import { type CallTrace, deepFreeze, type SiteCache, stableJson, tablesReadBy } from './services/site-cache';
import type { SearchService } from './services/site-search';
import { verifyToken } from './services/tokens';

/** What the server hands every procedure; built once per request by the HTTP layer. */
export type ApiContext = {
  db: Database;
  storage: FileStorage;
  search: SearchService;
  limits: RateLimits;
  jwtKey: Uint8Array;
  /** Bearer token from the Authorization header, if any. */
  token: string | null;
  /** The caller's address as Fastify resolved it (trustProxy off unless configured). */
  ip: string;
  /** Cache of public reads; absent means nothing is cached. */
  cache?: SiteCache;
  /** Filled in as procedures run, so the HTTP layer knows whether the whole answer is cacheable. */
  trace?: CallTrace;
  /** The admin this request's token belongs to, or null; looked up once per request. */
  signedInAdmin: () => Promise<AdminSession | null>;
  /** ADMIN_REQUIRE_2FA=1: an admin without a second factor may only reach the auth procedures. */
  requireTwoFactor?: boolean;
  /**
   * How this transport hands a new session to its caller; returns the answer's `token`. The browser's
   * tRPC transport sets an HttpOnly cookie and answers only its CSRF token; without one (the REST
   * adapter, tests) the answer carries the bearer token itself.
   */
  deliverSession?: (session: { token: string; csrfToken: string; expiresAt: Date }) => string;
  /** Takes the session back from the caller (the browser's cookie is cleared). */
  endSession?: () => void;
};

/** The per-request context: the shared services, the caller's token and address, and a memoised session lookup. */
export function createApiContext(base: Omit<ApiContext, 'signedInAdmin'>): ApiContext {
  let lookup: Promise<AdminSession | null> | undefined;
  const ctx: ApiContext = { ...base, signedInAdmin: () => (lookup ??= resolveSession(ctx)) };
  return ctx;
}

export type AdminSession = {
  adminId: number;
  email: string;
  sessionId: string;
  twoFactorEnabled: boolean;
};

/** The first human-readable message of a validation failure, else the error's own message. */
export function publicMessage(error: TRPCError): string {
  if (error.cause instanceof ZodError) return error.cause.issues[0]?.message ?? MESSAGES.invalidInput;
  if (error.code === 'INTERNAL_SERVER_ERROR') return MESSAGES.internalError;
  return error.message;
}

/**
 * `admin`: the procedure answers staff data (its HTTP answers are never cached). `keepsCache`: an admin
 * mutation that changes no content (a preview link), so the public cache stays.
 */
// Routers import the error helpers with the procedures.
export { badRequest, forbidden, notFound, tooManyRequests, unauthorized };

export type ProcedureMeta = { admin?: boolean; keepsCache?: boolean };

const t = initTRPC
  .context<ApiContext>()
  .meta<ProcedureMeta>()
  .create({
    // Answers never carry a stack (it names files and, for a failed query, its SQL); the log has it.
    errorFormatter({ shape, error }) {
      const { stack: _stack, ...data } = shape.data;
      return { ...shape, message: publicMessage(error), data };
    },
  });

export const createTRPCRouter = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/**
 * The safety net under every procedure: a query the database refused because of a
 * value the client sent is a 400, an unreachable or too slow database a 503, on
 * tRPC and REST alike. Schemas should stop such values first; this stops the rest.
 */
const databaseErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const failure = classifyDatabaseError(result.error.cause);
  if (!failure) return result;
  throw new TRPCError({
    code: failure.kind === 'input' ? 'BAD_REQUEST' : 'SERVICE_UNAVAILABLE',
    message: failure.message,
    cause: result.error.cause,
  });
});

/** A public query's cache key, or null for an input no real query has (nested too deep to serialise). */
async function cacheKey(path: string, getRawInput: () => Promise<unknown>): Promise<string | null> {
  try {
    return `${path}:${stableJson(await getRawInput())}`;
  } catch {
    return null;
  }
}

// Counts calls (a batch's) so the HTTP layer can tell a cacheable answer from a mixed one.
const baseProcedure = t.procedure.use(databaseErrors).use(({ ctx, next }) => {
  if (ctx.trace) ctx.trace.calls++;
  return next();
});

/**
 * Public queries answer from the site cache, keyed by path and input; a public query must depend on
 * nothing but its input and the database. The cache is dropped by the change feed and by admin
 * writes. Public mutations (sign-in, the forms) are never cached; a form with its honeypot filled
 * gets its usual success answer and goes no further.
 */
export const publicProcedure = baseProcedure.use(async ({ ctx, path, type, getRawInput, next }) => {
  if (type !== 'query') {
    const decoy = decoyAnswer(path, await getRawInput());
    if (decoy !== undefined) return { ok: true as const, data: decoy, marker: middlewareMarker };
    return next();
  }
  const tables = tablesReadBy(path);
  const done = () => {
    if (!ctx.trace) return;
    ctx.trace.publicReads++;
    for (const table of tables) ctx.trace.tables.add(table);
  };
  // A preview link's read answers an unpublished item to the token's holder only, until the token
  // expires: never cached, nor counted as a public read (so neither its HTTP answer nor its page is).
  if (isPreviewInput(await getRawInput().catch(() => undefined))) return next();
  const key = ctx.cache && (await cacheKey(path, getRawInput));
  if (!ctx.cache || !key) {
    const result = await next();
    if (result.ok) done();
    return result;
  }
  const hit = ctx.cache.results.get(key);
  if (hit !== undefined) {
    done();
    return { ok: true as const, data: hit, marker: middlewareMarker };
  }
  const readSince = ctx.cache.results.version;
  const result = await next();
  if (result.ok) {
    ctx.cache.results.set(key, deepFreeze(result.data), tables, readSince);
    done();
  }
  return result;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function resolveSession(ctx: Omit<ApiContext, 'signedInAdmin'>): Promise<AdminSession | null> {
  if (!ctx.token) return null;
  const claims = await verifyToken(ctx.jwtKey, ctx.token);
  // A signed token whose session id is not a UUID was never issued here: no session, not a query error.
  if (!claims || !UUID.test(claims.sessionId)) return null;
  const live = await findLiveSession(ctx.db, claims.sessionId);
  if (!live || live.adminId !== claims.adminId) return null;
  return {
    adminId: live.adminId,
    email: live.email,
    sessionId: live.sessionId,
    twoFactorEnabled: live.twoFactorEnabled,
  };
}

/**
 * Requires a valid, unexpired, unrevoked admin token (docs/product.md §6: one admin role). Each call
 * counts against its session's budget, whichever process serves it. A successful write drops this
 * process's cache of public reads at once (other processes hear of it through the change feed).
 */
export const adminProcedure = baseProcedure
  .meta({ admin: true })
  .use(async ({ ctx, type, path, meta, next }) => {
    const session = await ctx.signedInAdmin();
    if (!session) throw unauthorized();
    // Required mode: until a second factor is enrolled, only the profile's auth calls answer.
    if (ctx.requireTwoFactor && !session.twoFactorEnabled && !path.startsWith('auth.'))
      throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.twoFactorSetupRequired });
    try {
      await ctx.limits.limit([[ctx.limits.limiters.adminCalls, session.sessionId]]);
    } catch (err) {
      throw err instanceof RateLimited ? tooManyRequests() : err;
    }
    const write = adminWriter(ctx.db, { adminId: session.adminId, email: session.email });
    const result = await next({ ctx: { ...ctx, session, write } });
    if (type === 'mutation' && result.ok && !meta?.keepsCache) ctx.cache?.clear();
    return result;
  });

/** Summarises which fields an update touched, for the audit log. */
export function changedFields(input: object, skip: string[] = ['id']): string {
  const keys = Object.entries(input)
    .filter(([k, v]) => !skip.includes(k) && v !== undefined)
    .map(([k]) => k);
  return keys.length ? `fields: ${keys.join(', ')}` : '';
}

/** An ISO 8601 string for a timestamp column (domain dates are strings: they cross JSON unchanged). */
export const isoOf = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A row as the procedures answer it, every date an ISO string: a new kind's domain type is
 * `DomainOf<EventRow>` and its mapper `domainOf`, rather than both written out field by field.
 */
export function domainOf<Row extends Record<string, unknown>>(row: Row): DomainOf<Row> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) out[name] = value instanceof Date ? isoOf(value) : value;
  // Each Date became a string, each other value is as it was: what DomainOf says.
  return out as DomainOf<Row>;
}
