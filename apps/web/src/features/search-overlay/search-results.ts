import type { SearchHit } from '@manovo/search';
import { TRPCClientError } from '@trpc/client';

export const SEARCH_TEXTS = {
  notAvailable: 'Search service not available (unexpected response).',
  failed: 'Failed to fetch content for search.',
  none: 'No results found.',
} as const;

export const RESULTS_PER_PAGE = 8;
export const SERVER_PER_PAGE = 20;

export type SearchResult = {
  key: string;
  id: string;
  title: string;
  path: string;
  type: string;
  snippet: string;
  image: string | null;
  date: string | null;
};

type ServerItem = {
  id?: string | number;
  title: string;
  url?: string;
  path?: string;
  type?: string;
  snippet?: string;
  excerpt?: string;
  image?: string | null;
  date?: string | null;
};

/** Server results first (they carry dates and images), then local page hits not already listed. */
export function mergeResults(server: ServerItem[], local: SearchHit[]): SearchResult[] {
  const seen = new Set<string>();
  const out: SearchResult[] = [];
  const push = (r: SearchResult) => {
    const k = `${r.path}|${r.title.toLowerCase()}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push(r);
  };
  for (const s of server) {
    push({
      key: `s-${s.id ?? s.title}`,
      id: String(s.id ?? ''),
      title: s.title,
      path: s.path ?? s.url ?? '',
      type: s.type ?? 'item',
      snippet: s.snippet ?? s.excerpt ?? '',
      image: s.image ?? null,
      date: s.date ?? null,
    });
  }
  for (const h of local) {
    push({
      key: `l-${h.id}`,
      id: h.id,
      title: h.title,
      path: h.path,
      type: h.type,
      snippet: h.excerpt,
      image: h.image,
      date: h.date,
    });
  }
  return out;
}

/** Spec §8: a non-JSON answer is 'not available'; anything else is 'failed to fetch'. */
export function searchErrorText(err: unknown): string {
  if (err instanceof TRPCClientError && err.cause instanceof SyntaxError) return SEARCH_TEXTS.notAvailable;
  if (err instanceof TRPCClientError && !err.data && /JSON|Unexpected token/i.test(err.message))
    return SEARCH_TEXTS.notAvailable;
  return SEARCH_TEXTS.failed;
}

/** The numeric broadcast id of a server hit ('broadcast-12' → 12), for /news's openId. */
export function broadcastId(result: SearchResult): number | null {
  const m = /^broadcast-(\d+)$/.exec(result.id);
  return m ? Number(m[1]) : null;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / RESULTS_PER_PAGE));
}
