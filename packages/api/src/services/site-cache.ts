import type { ChangedTable } from '@manovo/db';
import { CONTENT_KINDS, CONTENT_TYPES, tablesOfKind } from '../domain/content-types';

/**
 * How long an invalidated answer is kept for stale-if-error: during a database outage a public read
 * that was answered in the last day is answered again, with its Age, rather than with a 503.
 */
const KEEP_STALE_MS = 24 * 60 * 60 * 1000;
// After a read failed for want of the database, kept answers are sent without asking it for this long
// (the Retry-After of its 503s), unless a change shows it is back first.
const RECHECK_AFTER_MS = 5000;

/** Any change at all (a table this version does not know, a lost connection, an admin write). */
const EVERYTHING = '*';

/**
 * Tables each router's public queries read. A public query of a router missing here is dropped by
 * every change, so forgetting an entry costs hits, never freshness.
 */
const TABLES_READ: Record<string, readonly ChangedTable[]> = {
  // Each content type's router is named for its kind.
  ...Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, tablesOfKind(kind)])),
  subcategories: ['video_subcategories'],
  search: [...new Set(CONTENT_KINDS.filter((k) => CONTENT_TYPES[k].inSearch).flatMap(tablesOfKind))],
};

/** The tables a procedure at `path` (e.g. `broadcasts.listPublic`) depends on. */
export function tablesReadBy(path: string): readonly string[] {
  return TABLES_READ[path.split('.')[0] ?? ''] ?? [EVERYTHING];
}

type Entry<V> = { value: V; tables: readonly string[]; bytes: number; storedAt: number; staleSince?: number };

/** A value kept after it stopped being current, for an answer when the database cannot give one. */
export type StaleValue<V> = { value: V; storedAt: number };

/**
 * A bounded least-recently-used map whose entries name the tables they were read from. Every
 * invalidation bumps `version`; a value computed from reads that began before an invalidation is
 * not stored (set() with the version seen when reading began), so a slow read can never put back
 * what a write just dropped. With `keepStaleMs`, an invalidated entry is not deleted but kept aside
 * (in the same budgets) that long: get() never returns it, getStale() does, for stale-if-error.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;
  version = 0;

  constructor(
    private readonly maxEntries: number,
    /** Optional size of a value and the most all values may take together. */
    private readonly budget?: { sizeOf: (value: V) => number; maxBytes: number },
    private readonly keepStaleMs = 0,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.staleSince !== undefined) return undefined;
    // Re-inserting moves the key to the end: Map keeps insertion order, the oldest is first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The entry at `key`, current or invalidated less than `keepStaleMs` ago, with when it was stored. */
  getStale(key: string, now = Date.now()): StaleValue<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.staleSince !== undefined && now - entry.staleSince > this.keepStaleMs) {
      this.remove(key);
      return undefined;
    }
    return { value: entry.value, storedAt: entry.storedAt };
  }

  set(key: string, value: V, tables: readonly string[], readSince: number): void {
    if (readSince !== this.version) return;
    const bytes = this.budget?.sizeOf(value) ?? 0;
    if (this.budget && bytes > this.budget.maxBytes / 10) return; // one answer never crowds out the rest
    this.remove(key);
    this.entries.set(key, { value, tables, bytes, storedAt: Date.now() });
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || (this.budget && this.bytes > this.budget.maxBytes))
      this.remove(this.entries.keys().next().value!);
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  /** Drops the entries read from any of these tables (and those that depend on everything). */
  invalidate(tables: readonly string[]): void {
    this.version++;
    const all = tables.includes(EVERYTHING);
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (all || entry.tables.includes(EVERYTHING) || entry.tables.some((t) => tables.includes(t))) {
        if (this.keepStaleMs > 0) entry.staleSince ??= now;
        else this.remove(key);
      }
    }
  }

  /** Refuses every value whose reads are under way (see set), dropping nothing. */
  refuseReadsInFlight(): void {
    this.version++;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * A public answer as sent: its bytes, validator and type, and its compressed forms once a browser has
 * asked for them (made once per entry, not once per request).
 */
export type CachedResponse = {
  body: Buffer;
  etag: string;
  contentType: string;
  /** The answer's status when not 200 (a page for an unknown path is kept as the 404 it is). */
  status?: number;
  encoded?: { br?: Buffer; gzip?: Buffer };
};

/**
 * The process's caches of public reads: procedure results (for every caller: tRPC, the REST
 * adapter, a server-side renderer through createCaller) and whole HTTP answers with their ETag.
 * Both are dropped together by the change feed (another process's write, via NOTIFY) or by a write
 * made here; a dropped HTTP answer is kept aside for stale-if-error (TaggedCache's keepStaleMs).
 */
export function createSiteCache(
  opts: { maxEntries?: number; maxResponseBytes?: number; keepStaleMs?: number } = {},
) {
  const results = new TaggedCache<unknown>(opts.maxEntries ?? 1000);
  const responses = new TaggedCache<CachedResponse>(
    opts.maxEntries ?? 1000,
    {
      // The compressed forms are a fraction of the body: counted as half of it again.
      sizeOf: (r) => Math.ceil(r.body.length * 1.5),
      maxBytes: opts.maxResponseBytes ?? 64 * 1024 * 1024,
    },
    opts.keepStaleMs ?? KEEP_STALE_MS,
  );
  // When a read last failed because the database was unavailable (0: not since the last change).
  let failedAt = 0;
  const isUnavailable = (now = Date.now()) => failedAt !== 0 && now - failedAt < RECHECK_AFTER_MS;
  const changed = (tables: readonly string[]) => {
    // Only a database that answers reports a change (a NOTIFY, a committed write, a reconnection).
    failedAt = 0;
    results.invalidate(tables);
    responses.invalidate(tables);
  };
  return {
    results,
    responses,
    invalidate: changed,
    clear: () => changed([EVERYTHING]),
    /** Answers were made without the database (stale ones): none of the reads under way may be kept. */
    refuseReadsInFlight() {
      results.refuseReadsInFlight();
      responses.refuseReadsInFlight();
    },
    /** A read just failed for want of the database: for a moment, stale answers need not ask it again. */
    noteUnavailable(now = Date.now()) {
      failedAt = now;
    },
    /** True within a few seconds of a read that failed for want of the database, until a change shows it back. */
    isUnavailable,
    /**
     * The answer to send for `key` without asking the database: the current one; or, right after the
     * database failed a read, the last one kept, current or not, with when it was made (for its Age:
     * nothing could confirm it is current).
     */
    answerFor(key: string): { value: CachedResponse; storedAt?: number } | undefined {
      if (isUnavailable()) return responses.getStale(key);
      const value = responses.get(key);
      return value && { value };
    },
  };
}
export type SiteCache = ReturnType<typeof createSiteCache>;

/** Which procedures one request ran: its answer is cacheable only if every one was a public read. */
export type CallTrace = { calls: number; publicReads: number; tables: Set<string> };
export const createCallTrace = (): CallTrace => ({ calls: 0, publicReads: 0, tables: new Set() });

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are one cache key. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Freezes a cached value so a caller that changes its copy in place fails loudly instead of corrupting it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
