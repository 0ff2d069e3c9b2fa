import { Document } from 'flexsearch';

// Spec §3 and §9: stored excerpt 300 characters, 220 returned; default limit 10.
export const EXCERPT_STORED = 300;
export const EXCERPT_RETURNED = 220;
export const DEFAULT_LIMIT = 10;

export type SearchDocumentInput = {
  id?: string | number;
  title: string;
  text?: string;
  body?: string;
  summary?: string;
  path?: string;
  url?: string;
  excerpt?: string;
  type?: string;
  image?: string | null;
  date?: string | null;
};

export type SearchDocument = {
  id: string;
  title: string;
  text: string;
  path: string;
  excerpt: string;
  type: string;
  image: string | null;
  date: string | null;
};

export type SearchHit = Omit<SearchDocument, 'text'> & { score: number };
export type SearchOptions = { limit?: number; types?: string[] };

export type SiteSearch = {
  add(doc: SearchDocumentInput): void;
  remove(id: string | number): void;
  replaceAll(docs: SearchDocumentInput[]): void;
  search(query: string, options?: SearchOptions): SearchHit[];
  readonly size: number;
};

const plain = (s: string | undefined) =>
  (s ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Spec §3: text falls back to body, then summary; excerpt defaults to the first 300 characters. */
export function normalizeDocument(input: SearchDocumentInput, fallbackId: string): SearchDocument {
  const text = plain(input.text) || plain(input.body) || plain(input.summary);
  return {
    id: input.id !== undefined && input.id !== '' ? String(input.id) : fallbackId,
    title: plain(input.title),
    text,
    path: input.path ?? input.url ?? '',
    excerpt: (input.excerpt ? plain(input.excerpt) : text).slice(0, EXCERPT_STORED),
    type: (input.type ?? '').trim().toLowerCase() || 'page',
    image: input.image ?? null,
    date: input.date ?? null,
  };
}

export function normalizeQuery(raw: string): string {
  return (raw ?? '').trim().toLowerCase();
}

type Index = Document<SearchDocument>;

function createIndex(): Index {
  // Spec §9: case-insensitive, full-substring tokenisation, resolution 9, context depth 2.
  return new Document<SearchDocument>({
    tokenize: 'full',
    resolution: 9,
    context: { depth: 2, resolution: 9, bidirectional: true },
    document: { id: 'id', index: ['title', 'text'], store: false },
  });
}

const FIELD_WEIGHT: Record<string, number> = { title: 2, text: 1 };

export function createSiteSearch(initial: SearchDocumentInput[] = []): SiteSearch {
  let index = createIndex();
  const docs = new Map<string, SearchDocument>();
  let generated = 0;

  const add = (input: SearchDocumentInput) => {
    const doc = normalizeDocument(input, `doc-${++generated}`);
    if (docs.has(doc.id)) index.remove(doc.id);
    docs.set(doc.id, doc);
    index.add(doc);
  };

  /** Ids from FlexSearch, ranked: title matches weigh double, earlier results score higher. */
  const indexed = (q: string, fetch: number): Map<string, number> => {
    const scores = new Map<string, number>();
    for (const field of index.search(q, { limit: fetch }) as { field: string; result: (string | number)[] }[]) {
      const weight = FIELD_WEIGHT[field.field] ?? 1;
      field.result.forEach((id, rank) => {
        const key = String(id);
        scores.set(key, (scores.get(key) ?? 0) + weight * (1 - rank / (field.result.length + 1)));
      });
    }
    return scores;
  };

  const scan = (match: (haystack: string) => boolean): Map<string, number> => {
    const scores = new Map<string, number>();
    for (const doc of docs.values()) {
      const title = doc.title.toLowerCase();
      if (match(title)) scores.set(doc.id, 2);
      else if (match(doc.text.toLowerCase())) scores.set(doc.id, 1);
    }
    return scores;
  };

  const search = (query: string, options: SearchOptions = {}): SearchHit[] => {
    try {
      const q = normalizeQuery(query);
      if (!q) return [];
      const limit = Number.isFinite(options.limit) ? Math.max(1, Math.floor(options.limit as number)) : DEFAULT_LIMIT;
      const types = options.types?.length ? new Set(options.types.map((t) => t.toLowerCase())) : null;
      // Fetch more than asked when filtering by type, so the filter does not starve the page.
      const fetch = types ? Math.max(limit * 10, 100) : limit;

      let scores = indexed(q, fetch);
      if (scores.size === 0) {
        // Spec §5: retry the last word (≥ 2 characters) as itself and as a prefix, then a plain substring match.
        const last = q.split(/\s+/).pop() ?? '';
        if (last.length >= 2 && last !== q) scores = indexed(last, fetch);
        if (scores.size === 0 && last.length >= 2) {
          const prefix = new RegExp(`(^|[^\\p{L}\\p{N}])${last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');
          scores = scan((h) => prefix.test(h));
        }
        if (scores.size === 0) scores = scan((h) => h.includes(q));
      }

      const hits: SearchHit[] = [];
      for (const [id, score] of [...scores.entries()].sort((a, b) => b[1] - a[1])) {
        const doc = docs.get(id);
        if (!doc || (types && !types.has(doc.type))) continue;
        const { text: _text, ...stored } = doc;
        hits.push({ ...stored, excerpt: doc.excerpt.slice(0, EXCERPT_RETURNED), score: Math.round(score * 1000) / 1000 });
        if (hits.length === limit) break;
      }
      return hits;
    } catch {
      return [];
    }
  };

  for (const doc of initial) add(doc);

  return {
    add,
    remove(id) {
      const key = String(id);
      if (!docs.delete(key)) return;
      index.remove(key);
    },
    replaceAll(next) {
      index = createIndex();
      docs.clear();
      generated = 0;
      for (const doc of next) add(doc);
    },
    search,
    get size() {
      return docs.size;
    },
  };
}
