import { MESSAGES, SEARCH_RESULTS_PER_PAGE, type SearchResult } from '@manovo/api/domain';
import { isApiError } from '../../lib/api-errors';

/** A hit on the search page: server hits and local page hits look alike; `key` tells them apart. */
export type ListedResult = SearchResult & { key: string };

/** Server results first (they carry dates and images), then local page hits not already listed. */
export function mergeResults(
  server: readonly SearchResult[],
  local: readonly SearchResult[],
): ListedResult[] {
  const seen = new Set<string>();
  const out: ListedResult[] = [];
  const push = (hit: SearchResult, source: 's' | 'l') => {
    const k = `${hit.path}|${hit.title.toLowerCase()}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push({ ...hit, key: `${source}-${hit.id}` });
  };
  for (const hit of server) push(hit, 's');
  for (const hit of local) push(hit, 'l');
  return out;
}

/** docs/product.md §8: a non-JSON answer is 'not available'; anything else is 'failed to fetch' (in `messages`' language). */
export function searchErrorText(
  err: unknown,
  messages: Pick<typeof MESSAGES, 'searchUnavailable' | 'searchFailed'> = MESSAGES,
): string {
  if (
    isApiError(err) &&
    !err.data &&
    (err.cause instanceof SyntaxError || /JSON|Unexpected token/i.test(err.message))
  )
    return messages.searchUnavailable;
  return messages.searchFailed;
}

/** The numeric broadcast id of a server hit ('broadcast-12' → 12), for /news's openId. */
export function broadcastId(result: Pick<SearchResult, 'id'>): number | null {
  const m = /^broadcast-(\d+)$/.exec(result.id);
  return m ? Number(m[1]) : null;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SEARCH_RESULTS_PER_PAGE));
}

/** The server suggestions the Pages section does not already show (same path and title). */
export function notListedIn<T extends { path: string; label: string }>(
  server: readonly T[],
  local: readonly T[],
): T[] {
  const key = (s: T) => `${s.path}|${s.label.trim().toLowerCase()}`;
  const listed = new Set(local.map(key));
  return server.filter((s) => !listed.has(key(s)));
}
