import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, TRPCClientError } from '@trpc/client';
import { clearSession, readSession } from './session';
import { trpc } from './trpc';

/** Fired when the API answers 401 for a signed-in admin; the admin area signs out. */
export const UNAUTHORIZED_EVENT = 'manovo:unauthorized';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => {
          const status =
            err instanceof TRPCClientError
              ? (err.data as { httpStatus?: number } | undefined)?.httpStatus
              : undefined;
          return status !== undefined && status < 500 ? false : count < 1;
        },
      },
    },
  });
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/api/trpc',
        maxURLLength: 2000,
        headers() {
          const session = readSession();
          return session ? { authorization: `Bearer ${session.token}` } : {};
        },
        async fetch(url, init) {
          const res = await fetch(url, init);
          if (res.status === 401 && readSession()) {
            clearSession();
            window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
          }
          return res;
        },
      }),
    ],
  });
}

/** The spec's generic admin error: the server's message, else 'HTTP {status}'. */
export function errorText(err: unknown): string {
  if (err instanceof TRPCClientError) {
    const status = (err.data as { httpStatus?: number } | undefined)?.httpStatus;
    return err.message || (status ? `HTTP ${status}` : 'Network error');
  }
  return err instanceof Error ? err.message : String(err);
}
