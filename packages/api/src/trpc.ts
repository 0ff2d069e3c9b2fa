import type { Database } from '@manovo/db/queries';
import { findLiveSession, recordAudit } from '@manovo/db/queries';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { FileStorage } from './services/files';
import type { RateLimits } from './services/rate-limits';
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
};

export type AdminSession = { adminId: number; email: string; sessionId: string };

/** The first human-readable message of a validation failure, else the error's own message. */
export function publicMessage(error: TRPCError): string {
  if (error.cause instanceof ZodError) return error.cause.issues[0]?.message ?? 'Invalid input';
  if (error.code === 'INTERNAL_SERVER_ERROR') return 'Internal server error';
  return error.message;
}

const t = initTRPC.context<ApiContext>().create({
  errorFormatter({ shape, error }) {
    return { ...shape, message: publicMessage(error) };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

async function resolveSession(ctx: ApiContext): Promise<AdminSession | null> {
  if (!ctx.token) return null;
  const claims = await verifyToken(ctx.jwtKey, ctx.token);
  if (!claims) return null;
  const live = await findLiveSession(ctx.db, claims.sessionId);
  if (!live || live.adminId !== claims.adminId) return null;
  return { adminId: live.adminId, email: live.email, sessionId: live.sessionId };
}

/** Requires a valid, unexpired, unrevoked bearer token (spec §6: one admin role). */
export const adminProcedure = t.procedure.use(async ({ ctx, next }) => {
  const session = await resolveSession(ctx);
  if (!session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  const audit = (entity: string, entityId: string | number, action: string, summary = '') =>
    recordAudit(ctx.db, {
      adminId: session.adminId,
      adminEmail: session.email,
      entity,
      entityId,
      action,
      summary,
    });
  return next({ ctx: { ...ctx, session, audit } });
});

export function notFound(what: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: `${what} not found` });
}
export function badRequest(message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message });
}
export function tooManyRequests(): TRPCError {
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' });
}

/** Summarises which fields an update touched, for the audit log. */
export function changedFields(input: Record<string, unknown>, skip: string[] = ['id']): string {
  const keys = Object.keys(input).filter((k) => !skip.includes(k) && input[k] !== undefined);
  return keys.length ? `fields: ${keys.join(', ')}` : '';
}
