import type { AppRouter } from '@manovo/api';
import type { TRPCClientError } from '@trpc/client';

type ApiError = TRPCClientError<AppRouter>;

/** A failed call to our API: the error's data is typed by the server's error formatter. */
// By name, as tRPC's own isTRPCClientError also does: importing @trpc/client for it would bring the
// client into every page's first load, which makes no call.
export const isApiError = (err: unknown): err is ApiError =>
  err instanceof Error && err.name === 'TRPCClientError';

/** The HTTP status the server answered with, when it answered with a tRPC error. */
export const httpStatusOf = (err: unknown): number | undefined =>
  isApiError(err) ? err.data?.httpStatus : undefined;

/** True when the request never got an answer (offline, DNS, refused): fetch itself failed. */
export function isNetworkError(err: unknown): boolean {
  if (isApiError(err)) return !err.data && err.cause instanceof TypeError;
  return err instanceof TypeError;
}

/** The server's own error text, when the server answered with one (never a parser's or a browser's). */
export function serverErrorText(err: unknown): string | undefined {
  return isApiError(err) && err.data ? err.message || undefined : undefined;
}

/** The generic admin error (docs/product.md §8): the server's message, else 'HTTP {status}'. */
export function errorText(err: unknown): string {
  const status = httpStatusOf(err);
  return (
    serverErrorText(err) ?? (status ? `HTTP ${status}` : err instanceof Error ? err.message : String(err))
  );
}
