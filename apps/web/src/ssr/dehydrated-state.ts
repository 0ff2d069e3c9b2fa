import { type DehydratedState, hydrate, type Query, type QueryClient } from '@tanstack/react-query';

import { STATE_ELEMENT_ID } from './state-element';

/** JSON safe inside a script element: no `</script>` or `<!--` can end it early. */
export const serializeState = (state: DehydratedState) =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

// Queries filled from the server's page count as fresh for this long, even those a page asks to keep
// for 0 ms: the HTML cache is dropped when content changes, so what the page carries is current.
const HYDRATED_FRESH_MS = 10_000;
const hydratedQueries = new WeakMap<Query, number>();

/**
 * Puts the server's data into the browser's cache before the first render, so hydration renders exactly
 * what the server did and nothing is fetched again on load.
 */
export function hydrateServerState(client: QueryClient): boolean {
  const el = typeof document === 'undefined' ? null : document.getElementById(STATE_ELEMENT_ID);
  if (!el?.textContent) return false;
  const state = JSON.parse(el.textContent) as DehydratedState;
  const now = Date.now();
  for (const q of state.queries) q.state.dataUpdatedAt = now;
  hydrate(client, state);
  for (const q of state.queries) {
    const query = client.getQueryCache().get(q.queryHash);
    if (query) hydratedQueries.set(query, now);
  }
  return true;
}

/** refetchOnMount for the browser: not for a query the server's page just delivered. */
export const refetchUnlessHydrated = (query: Query) => {
  const at = hydratedQueries.get(query);
  return at === undefined || Date.now() - at > HYDRATED_FRESH_MS;
};
