import type { AppRouter } from '@manovo/api';
import { createTRPCClient, httpBatchLink, httpLink, isNonJsonSerializable, splitLink } from '@trpc/client';
import { fetchApi, sessionHeaders, TRPC_URL } from './api-client';

/**
 * Forms that carry a file send FormData, which cannot be batched into one JSON body: those go one request
 * each over httpLink (multipart); everything else is batched.
 */
export function createApiLink(url = TRPC_URL) {
  const options = { url, headers: sessionHeaders, fetch: fetchApi };
  return splitLink<AppRouter>({
    condition: (op) => isNonJsonSerializable(op.input),
    true: httpLink(options),
    // The server takes at most 10 calls in one request (apps/server/src/plugins/limits.ts).
    false: httpBatchLink({ ...options, maxURLLength: 2000, maxItems: 10 }),
  });
}

export const createApiLinks = (url = TRPC_URL) => [createApiLink(url)];

/** The browser's typed client over the links above (lib/public-api.ts loads this module on first use). */
export const createApiClient = (url = TRPC_URL) =>
  createTRPCClient<AppRouter>({ links: createApiLinks(url) });
