import type { AppRouter } from '@manovo/api';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';

/** Runs one procedure on the server (a tRPC server-side caller: no HTTP hop). */
export type ProcedureCall = (path: string, input: unknown) => Promise<unknown>;

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
          (err: unknown) =>
            observer.error(TRPCClientError.from(err instanceof Error ? err : new Error(String(err)))),
        );
      });
}
