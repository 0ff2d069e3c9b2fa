import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from './api-errors';
import { clearSession, readSession } from './session';

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

/** A review signature's 401 is a wrong password or code, not a lost session: the dialog says so. */
const isSignature = (input: RequestInfo | URL) =>
  (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).includes('review.sign');

/** fetch for our API: a 401 while a session is stored means it was revoked or expired, so sign out. */
export async function fetchApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  if (res.status === 401 && readSession() && !isSignature(input)) {
    clearSession();
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }
  return res;
}
