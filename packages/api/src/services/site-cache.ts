import type { ChangedTable } from '@manovo/db';

/** Any change at all (a table this version does not know, a lost connection, an admin write). */
const EVERYTHING = '*';

/**
 * Tables each router's public queries read. A public query of a router missing here is dropped by
 * every change, so forgetting an entry costs hits, never freshness.
 */
const TABLES_READ: Record<string, readonly ChangedTable[]> = {
  broadcasts: ['broadcasts'],
  careers: ['careers'],
  videos: ['videos', 'video_subcategories'],
  subcategories: ['video_subcategories'],
  testimonials: ['testimonials'],
  search: ['broadcasts', 'careers', 'videos', 'video_subcategories'],
};

/** The tables a procedure at `path` (e.g. `broadcasts.listPublic`) depends on. */
export function tablesReadBy(path: string): readonly string[] {
  return TABLES_READ[path.split('.')[0] ?? ''] ?? [EVERYTHING];
}

type Entry<V> = { value: V; tables: readonly string[]; bytes: number };

/**
 * A bounded least-recently-used map whose entries name the tables they were read from. Every
 * invalidation bumps `version`; a value computed from reads that began before an invalidation is
 * not stored (set() with the version seen when reading began), so a slow read can never put back
 * what a write just dropped.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;
  version = 0;

  constructor(
    private readonly maxEntries: number,
    /** Optional size of a value and the most all values may take together. */
    private readonly budget?: { sizeOf: (value: V) => number; maxBytes: number },
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserting moves the key to the end: Map keeps insertion order, the oldest is first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, tables: readonly string[], readSince: number): void {
    if (readSince !== this.version) return;
    const bytes = this.budget?.sizeOf(value) ?? 0;
    if (this.budget && bytes > this.budget.maxBytes / 10) return; // one answer never crowds out the rest
    this.remove(key);
    this.entries.set(key, { value, tables, bytes });
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
    for (const [key, entry] of this.entries) {
      if (all || entry.tables.includes(EVERYTHING) || entry.tables.some((t) => tables.includes(t)))
        this.remove(key);
    }
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
  encoded?: { br?: Buffer; gzip?: Buffer };
};

/**
 * The process's caches of public reads: procedure results (for every caller: tRPC, the REST
 * adapter, a server-side renderer through createCaller) and whole HTTP answers with their ETag.
 * Both are dropped together by the change feed (another process's write, via NOTIFY) or by a write
 * made here.
 */
export function createSiteCache(opts: { maxEntries?: number; maxResponseBytes?: number } = {}) {
  const results = new TaggedCache<unknown>(opts.maxEntries ?? 1000);
  const responses = new TaggedCache<CachedResponse>(opts.maxEntries ?? 1000, {
    // The compressed forms are a fraction of the body: counted as half of it again.
    sizeOf: (r) => Math.ceil(r.body.length * 1.5),
    maxBytes: opts.maxResponseBytes ?? 64 * 1024 * 1024,
  });
  return {
    results,
    responses,
    invalidate(tables: readonly string[]) {
      results.invalidate(tables);
      responses.invalidate(tables);
    },
    clear() {
      results.invalidate([EVERYTHING]);
      responses.invalidate([EVERYTHING]);
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
