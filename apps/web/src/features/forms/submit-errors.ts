import { TRPCClientError } from '@trpc/client';

/** True when the request never got an answer from the server (offline, DNS, refused). */
export function isNetworkError(err: unknown): boolean {
  if (err instanceof TRPCClientError) return err.data == null && !(err.shape as unknown);
  return err instanceof TypeError;
}

/** The server's error text, if the server answered with one. */
export function serverErrorText(err: unknown): string | undefined {
  if (err instanceof TRPCClientError && !isNetworkError(err)) return err.message || undefined;
  return undefined;
}
