import type { AppRouter } from '@manovo/api';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { readField } from '../lib/read-field';

/** Runs one procedure on the server (a tRPC server-side caller: no HTTP hop). */
export type ProcedureCall = (path: string, input: unknown) => Promise<unknown>;

/**
 * The error the browser's client would have made of the same failure: its code under `data`, so a page
 * tells "not found" apart on both sides (and after the error went through JSON in the page).
 */
function toClientError(err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  const code = readField(err, 'code');
  return TRPCClientError.from({
    error: {
      message,
      code: -32000,
      data: { code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR' },
    },
  });
}

/** A tRPC link that answers the React hooks' calls through the server's own caller while rendering. */
export function serverLink(call: ProcedureCall): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        call(op.path, op.input).then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (err: unknown) => observer.error(toClientError(err)),
        );
      });
}
