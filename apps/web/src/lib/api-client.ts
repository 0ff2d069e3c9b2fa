import type { AppRouter } from '@manovo/api';
import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { httpStatusOf } from './api-errors';
import { clearSession, readSession } from './session';
import { trpc } from './trpc';

/** Fired when the API answers 401 for a signed-in admin; the admin area signs out. */
export const UNAUTHORIZED_EVENT = 'manovo:unauthorized';

export const TRPC_URL = '/api/trpc';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; a 5xx or a network failure gets one more try.
        retry: (count, err) => {
          const status = httpStatusOf(err);
          return status !== undefined && status < 500 ? false : count < 1;
        },
      },
    },
  });
}

/**
 * The signed-in admin's CSRF token, or nothing. The credential is the HttpOnly session cookie the
 * browser adds by itself; a write carrying it is refused without this header.
 */
export function sessionHeaders(): Record<string, string> {
  const session = readSession();
  return session ? { 'x-csrf-token': session.token } : {};
}

/** fetch for our API: a 401 while a session is stored means it was revoked or expired, so sign out. */
export async function fetchApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  if (res.status === 401 && readSession()) {
    clearSession();
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }
  return res;
}

/**
 * The HTTP links (api-links.ts), loaded on the first call instead of with the page: a server-rendered
 * page hydrates from the data it carries and makes no call until the visitor does something.
 */
function lazyApiLinks(): TRPCLink<AppRouter> {
  return (runtime) => {
    const link = import('./api-links').then(({ createApiLink }) => createApiLink()(runtime));
    return ({ op, next }) =>
      observable((observer) => {
        let stopped = false;
        let sub: Unsubscribable | undefined;
        link.then(
          (run) => {
            if (!stopped) sub = run({ op, next }).subscribe(observer);
          },
          (err: unknown) => observer.error(TRPCClientError.from(err as Error)),
        );
        return () => {
          stopped = true;
          sub?.unsubscribe();
        };
      });
  };
}

export function createTrpcClient() {
  return trpc.createClient({ links: [lazyApiLinks()] });
}
