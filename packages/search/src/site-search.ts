import { Document, Encoder } from 'flexsearch';
import {
  clip,
  DEFAULT_LIMIT,
  EXCERPT_RETURNED,
  hasOwnId,
  isUntrustedDocument,
  normalizeDocument,
  normalizeQuery,
  type SearchDocument,
  type SearchDocumentInput,
  type SearchHit,
  type SearchOptions,
} from './document';

export type SiteSearch = {
  add(doc: SearchDocumentInput): void;
  remove(id: string | number): void;
  /** Takes untrusted input (a static JSON file): entries that are not objects are skipped. */
  replaceAll(docs: readonly unknown[]): void;
  search(query: string, options?: SearchOptions): SearchHit[];
  readonly size: number;
};

type IndexedFields = { id: string; title: string; text: string };

/** A stored document plus folded copies of its title and text for the non-indexed fallbacks. */
type Entry = { doc: SearchDocument; title: string; text: string };

/** `longWordIds`: documents with a word the index skips (longer than MAX_WORD). */
type State = {
  index: Document<IndexedFields>;
  entries: Map<string, Entry>;
  longWordIds: Set<string>;
  generated: number;
};

/** Candidate ids with scores; `complete` is false when a longer fetch could add candidates. */
type Ranked = { scores: Map<string, number>; complete: boolean };

// Title hits score above 2 and text-only hits at most 1, so title matches always rank first.
const FIELD_BASE = { title: 2, text: 0 };
// The last-word retry re-ranks this many index candidates so whole-word matches are not cut off.
const RETRY_WINDOW = 100;
// Ids fetched per term of a multi-word query to find the term with the fewest.
const PROBE = 64;
// Full tokenisation stores every substring of a word, n²/2 entries for n letters, so one long token
// (a hash, a glued URL) could swell the index. Longer words are skipped by the index and left to the scan.
const MAX_WORD = 64;
// FlexSearch's encoder splits words exactly at characters outside these classes.
const WORD_CHAR = /[\p{L}\p{N}]/u;
const NON_WORD = /[^\p{L}\p{N}]+/u;
const LONG_WORD = new RegExp(`[\\p{L}\\p{N}]{${MAX_WORD + 1},}`, 'u');
const WORDS_ONLY = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;

/** The same folding as FlexSearch's default normalisation: accents removed, lowercased. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function createIndex(): Document<IndexedFields> {
  return new Document<IndexedFields>({
    // docs/product.md §9: full-substring tokenisation, resolution 9, context depth 2. FlexSearch builds its context
    // index only for the "strict" tokenizer, so with "full" the depth is accepted but unused; multi-word
    // queries are matched by searchTerms instead.
    tokenize: 'full',
    resolution: 9,
    context: { depth: 2, resolution: 9, bidirectional: true },
    // Case- and accent-insensitive. Letter dedupe would make "ee" match every "e", and splitting long
    // numbers into triplets would hide "2345" inside "12345", so both are off.
    encoder: new Encoder({ dedupe: false, numeric: false, maxlength: MAX_WORD }),
    // The documents themselves are kept in `entries`, so FlexSearch does not store a second copy.
    document: { id: 'id', index: ['title', 'text'] },
  });
}

function createState(): State {
  return { index: createIndex(), entries: new Map(), longWordIds: new Set(), generated: 0 };
}

function addTo(state: State, input: unknown): void {
  if (!isUntrustedDocument(input)) return;
  let fallbackId = '';
  if (!hasOwnId(input)) {
    // Generated ids follow the order of id-less documents, so the same list always gets the same ids.
    do fallbackId = `doc-${++state.generated}`;
    while (state.entries.has(fallbackId));
  }
  const doc = normalizeDocument(input, fallbackId);
  if (state.entries.has(doc.id)) state.index.remove(doc.id);
  state.index.add({ id: doc.id, title: doc.title, text: doc.text });
  const title = fold(doc.title);
  const text = fold(doc.text);
  state.entries.set(doc.id, { doc, title, text });
  if (LONG_WORD.test(title) || LONG_WORD.test(text)) state.longWordIds.add(doc.id);
  else state.longWordIds.delete(doc.id);
}

function removeFrom(state: State, id: string): void {
  if (!state.entries.delete(id)) return;
  state.longWordIds.delete(id);
  state.index.remove(id);
}

const FIELDS = ['title', 'text'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The query's terms as FlexSearch's encoder makes them: folded, split at non-letters, unique.
 * Null when a term is longer than the index keeps, as only the substring scan can find it.
 */
function encodeTerms(query: string): string[] | null {
  const terms = new Set<string>();
  for (const term of fold(query).split(NON_WORD)) {
    if (term.length > MAX_WORD) return null;
    if (term) terms.add(term);
  }
  return [...terms];
}

/** Ids are added as strings, so FlexSearch returns strings. */
function fieldIds(state: State, term: string, field: Field, limit: number, offset = 0): string[] {
  const [found] = state.index.search(term, { index: field, limit, offset });
  return found ? (found.result as string[]) : [];
}

function containsAll(haystack: string, terms: string[]): boolean {
  for (const term of terms) if (!haystack.includes(term)) return false;
  return true;
}

/**
 * Ids in `field` holding every term, in FlexSearch's order for the anchor term.
 *
 * FlexSearch intersects multi-word queries by counting every id of every term, which costs about a
 * millisecond for two common words in 10,000 documents. A term is found in a field exactly when the folded
 * field contains it (terms are runs of letters and digits, and full tokenisation indexes each substring
 * of each run), so the anchor's ids are checked in rank order instead, stopping at `fetch` matches. The
 * anchor is the term with the fewest ids when a probe sees the end of some term's list, else the longest.
 */
function searchTerms(state: State, terms: string[], field: Field, fetch: number) {
  const probe = Math.max(fetch, PROBE);
  let anchor = '';
  let first: string[] = [];
  for (const term of [...terms].sort((a, b) => b.length - a.length)) {
    const found = fieldIds(state, term, field, probe);
    if (found.length === 0) return { ids: [], complete: true };
    if (!anchor || (found.length < probe && found.length < first.length)) {
      anchor = term;
      first = found;
    }
  }
  const others = terms.filter((term) => term !== anchor);
  const ids: string[] = [];
  for (let offset = 0, page = probe, candidates = first; ; ) {
    for (const id of candidates) {
      const entry = state.entries.get(id);
      if (entry && containsAll(entry[field], others)) ids.push(id);
      if (ids.length >= fetch) return { ids, complete: false };
    }
    if (candidates.length < page) return { ids, complete: true };
    offset += page;
    page *= 4;
    candidates = fieldIds(state, anchor, field, page, offset);
  }
}

/** Index results for `query`; a better rank in a field earns more, title hits above all text hits. */
function searchIndex(state: State, query: string, fetch: number): Ranked {
  const terms = encodeTerms(query);
  const scores = new Map<string, number>();
  let complete = true;
  if (!terms) return { scores, complete };
  for (const field of FIELDS) {
    const found = terms.length > 1 ? searchTerms(state, terms, field, fetch) : null;
    const ids = found ? found.ids : terms.length ? fieldIds(state, terms[0]!, field, fetch) : [];
    if (found ? !found.complete : ids.length >= fetch) complete = false;
    ids.forEach((id, rank) => {
      scores.set(id, (scores.get(id) ?? 0) + FIELD_BASE[field] + 1 / (rank + 1));
    });
  }
  return { scores, complete };
}

/** 2 when `word` occurs as a whole word, 1 as the start of a word, 0 otherwise. */
function wordMatch(haystack: string, word: string): number {
  let best = 0;
  for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + 1)) {
    if (at > 0 && WORD_CHAR.test(haystack.charAt(at - 1))) continue;
    const end = at + word.length;
    if (end >= haystack.length || !WORD_CHAR.test(haystack.charAt(end))) return 2;
    best = 1;
  }
  return best;
}

/**
 * docs/product.md §5 retry of the last word as itself and as a prefix. Full tokenisation makes the index return both
 * (and matches inside words); they are re-ranked whole word first, then prefix, then the rest.
 */
function searchLastWord(state: State, word: string, fetch: number): Ranked {
  const window = Math.max(fetch, RETRY_WINDOW);
  const { scores, complete } = searchIndex(state, word, window);
  const folded = fold(word);
  for (const [id, score] of scores) {
    const entry = state.entries.get(id);
    const match = entry ? Math.max(wordMatch(entry.title, folded), wordMatch(entry.text, folded)) : 0;
    scores.set(id, match + score / 4);
  }
  return { scores, complete };
}

/**
 * docs/product.md §5 last resort: the query as a plain substring of title or text.
 *
 * When the folded query is only letters and digits in words separated by single spaces, every document
 * holding it as a substring also holds each of its words inside one indexed word of the same field, so
 * the index search that came first has already found it. Only documents whose words the index skipped
 * can then add anything, and only they are scanned.
 */
function searchSubstring(state: State, query: string): Ranked {
  const needle = fold(query);
  const scores = new Map<string, number>();
  const ids = WORDS_ONLY.test(needle) ? state.longWordIds : state.entries.keys();
  for (const id of ids) {
    const entry = state.entries.get(id);
    if (!entry) continue;
    const score = (entry.title.includes(needle) ? 2 : 0) + (entry.text.includes(needle) ? 1 : 0);
    if (score) scores.set(id, score);
  }
  return { scores, complete: true };
}

function toHits(state: State, scores: Map<string, number>, limit: number, types: Set<string> | null) {
  const hits: SearchHit[] = [];
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  for (const [id, score] of ranked) {
    const doc = state.entries.get(id)?.doc;
    if (!doc || (types && !types.has(doc.type))) continue;
    hits.push({
      id: doc.id,
      title: doc.title,
      path: doc.path,
      excerpt: clip(doc.excerpt, EXCERPT_RETURNED),
      type: doc.type,
      image: doc.image,
      date: doc.date,
      score: Math.round(score * 10_000) / 10_000,
    });
    if (hits.length === limit) break;
  }
  return hits;
}

function readLimit(limit: unknown): number {
  return typeof limit === 'number' && Number.isFinite(limit) && limit >= 1
    ? Math.floor(limit)
    : DEFAULT_LIMIT;
}

function readTypes(types: unknown): Set<string> | null {
  if (!Array.isArray(types)) return null;
  const wanted = types.filter((t) => typeof t === 'string' && t.trim()).map((t) => t.trim().toLowerCase());
  return wanted.length ? new Set(wanted) : null;
}

export function createSiteSearch(docs: readonly unknown[] = []): SiteSearch {
  let state = createState();

  const replaceAll = (next: readonly unknown[]) => {
    // Built aside and swapped in, so a rebuild never leaves a half-filled index behind.
    const fresh = createState();
    for (const doc of Array.isArray(next) ? next : []) addTo(fresh, doc);
    state = fresh;
  };

  const search = (query: string, options?: SearchOptions): SearchHit[] => {
    try {
      const q = normalizeQuery(query).replace(/\s+/g, ' ');
      if (!q) return [];
      const limit = readLimit(options?.limit);
      const types = readTypes(options?.types);
      const current = state;

      // A stage is searched again with a longer fetch while the type filter leaves the page short.
      const run = (stage: (fetch: number) => Ranked): SearchHit[] => {
        for (let fetch = types ? limit * 4 : limit; ; fetch *= 4) {
          const { scores, complete } = stage(fetch);
          const hits = toHits(current, scores, limit, types);
          if (hits.length >= limit || complete || fetch >= current.entries.size) return hits;
        }
      };

      const indexed = run((fetch) => searchIndex(current, q, fetch));
      if (indexed.length) return indexed;
      const last = q.slice(q.lastIndexOf(' ') + 1);
      // A one-word query was just searched as that word, so retrying it could only repeat the miss.
      if (last.length >= 2 && last !== q) {
        const retried = run((fetch) => searchLastWord(current, last, fetch));
        if (retried.length) return retried;
      }
      return run(() => searchSubstring(current, q));
    } catch {
      // Search never throws: a failure reads as "no matches" to the overlay and the search page.
      return [];
    }
  };

  replaceAll(docs);

  return {
    add: (doc) => addTo(state, doc),
    remove: (id) => removeFrom(state, String(id)),
    replaceAll,
    search,
    get size() {
      return state.entries.size;
    },
  };
}
