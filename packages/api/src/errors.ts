// The product's failures as tRPC errors. Kept apart from trpc.ts so that services (uploads, image
// processing, the sign-in guard) can refuse an input without importing the procedures that use them.
import { TRPCError } from '@trpc/server';
import { MESSAGES } from './domain/messages';

export function unauthorized(): TRPCError {
  return new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
}
export function notFound(what: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.notFound(what) });
}
export function badRequest(message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message });
}
export function forbidden(message: string): TRPCError {
  return new TRPCError({ code: 'FORBIDDEN', message });
}
export function tooManyRequests(): TRPCError {
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyRequests });
}
