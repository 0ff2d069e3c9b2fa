import { Encoder, Index } from 'flexsearch';
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
import { DEFAULT_LANGUAGE, isSearchLanguage, type SearchLanguage, stemOf } from './language';

export type SiteSearch = {
  /** The language whose stemmer this index uses (documents of another language are indexed alike). */
  readonly lang: SearchLanguage;
  add(doc: SearchDocumentInput): void;
  remove(id: string | number): void;
  /** Takes untrusted input (a static JSON file): entries that are not objects are skipped. */
  replaceAll(docs: readonly unknown[]): void;
  /**
   * replaceAll in slices of about `sliceMs`, awaiting `pause()` between them (a server passes
   * setImmediate, so requests are served while a rebuild runs). The old index answers until the new
   * one is complete; a later call wins over an earlier one still running.
   */
  replaceAllInSlices(docs: readonly unknown[], pause: () => Promise<void>, sliceMs?: number): Promise<void>;
  search(query: string, options?: SearchOptions): SearchHit[];
  has(id: string | number): boolean;
  readonly size: number;
};

export type SiteSearchOptions = { lang?: SearchLanguage };

const FIELDS = ['title', 'text'] as const;
type Field = (typeof FIELDS)[number];

/** A stored document plus folded copies of its title and text for the non-indexed checks. */
type Entry = { doc: SearchDocument; title: string; text: string };

/**
 * One language's index. Each field is a FlexSearch index of whole words (strict tokenisation,
 * resolution 9, fastupdate so a document is removed without walking the index); `vocab` counts, per
 * field, the documents holding each word. A query term is matched against the vocabulary (as a
 * substring of a word, or a word of the same stem), then the words' documents are read from the
 * index: the same hits full-substring tokenisation gives, at the cost of one entry per word and
 * document instead of one per substring (build time and memory a fifth of it).
 * `longWordIds`: documents with a word the index skips (longer than MAX_WORD).
 */
type State = {
  lang: SearchLanguage;
  fields: Record<Field, Index>;
  vocab: Record<Field, Map<string, number>>;
  /** Stem → the words with that stem (German and French). */
  stems: Map<string, Set<string>>;
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
// Ids read from the index per word at first; a word with more is read again with a 4x longer page.
const PAGE = 32;
// A word longer than this (a hash, a glued URL) is left out of the index and left to the scan.
const MAX_WORD = 64;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const NON_WORD = /[^\p{L}\p{N}]+/u;
const LONG_WORD = new RegExp(`[\\p{L}\\p{N}]{${MAX_WORD + 1},}`, 'u');
const WORDS_ONLY = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;
const SLICE_MS = 8;

/** Accents removed, lowercased, and the letters NFKD keeps whole spelt out (ß, œ, æ, ø). */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o');
}

/** A folded text's words as the index holds them: split at anything but letters and digits. */
function wordsOf(folded: string): string[] {
  return folded.split(NON_WORD).filter((w) => w && w.length <= MAX_WORD);
}

// The index receives words already folded and split (wordsOf), joined by single spaces.
const WORD_ENCODER = new Encoder({
  normalize: false,
  dedupe: false,
  numeric: false,
  cache: false,
  split: ' ',
  minlength: 1,
  maxlength: MAX_WORD,
});

function createFieldIndex(): Index {
  return new Index({ tokenize: 'strict', resolution: 9, fastupdate: true, encoder: WORD_ENCODER });
}

function createState(lang: SearchLanguage): State {
  return {
    lang,
    fields: { title: createFieldIndex(), text: createFieldIndex() },
    vocab: { title: new Map(), text: new Map() },
    stems: new Map(),
    entries: new Map(),
    longWordIds: new Set(),
    generated: 0,
  };
}

function countWords(state: State, field: Field, words: string[], delta: 1 | -1): void {
  const counts = state.vocab[field];
  for (const word of new Set(words)) {
    const next = (counts.get(word) ?? 0) + delta;
    if (next > 0) {
      if (delta > 0 && next === 1) {
        const stem = stemOf(state.lang, word);
        if (stem !== null) {
          const same = state.stems.get(stem);
          if (same) same.add(word);
          else state.stems.set(stem, new Set([word]));
        }
      }
      counts.set(word, next);
    } else counts.delete(word);
  }
}

function unindex(state: State, id: string, entry: Entry): void {
  for (const field of FIELDS) {
    state.fields[field].remove(id);
    countWords(state, field, wordsOf(entry[field]), -1);
  }
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
  const old = state.entries.get(doc.id);
  if (old) unindex(state, doc.id, old);
  const entry: Entry = { doc, title: fold(doc.title), text: fold(doc.text) };
  for (const field of FIELDS) {
    const words = wordsOf(entry[field]);
    if (words.length) state.fields[field].add(doc.id, words.join(' '));
    countWords(state, field, words, 1);
  }
  state.entries.set(doc.id, entry);
  if (LONG_WORD.test(entry.title) || LONG_WORD.test(entry.text)) state.longWordIds.add(doc.id);
  else state.longWordIds.delete(doc.id);
}

function removeFrom(state: State, id: string): void {
  const entry = state.entries.get(id);
  if (!entry) return;
  state.entries.delete(id);
  state.longWordIds.delete(id);
  unindex(state, id, entry);
}

/**
 * The query's terms as the index holds words: folded, split at non-letters, unique.
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
function wordIds(state: State, word: string, field: Field, limit: number, offset: number): string[] {
  return state.fields[field].search(word, { limit, offset }) as string[];
}

/**
 * The words of `field` a term matches, best first: the term itself, words of the same stem, words
 * starting with it, words holding it further in. `same` are the words of the term's stem that do not
 * hold it (they are also what the other terms of a query are checked against).
 */
function matchingWords(state: State, term: string, field: Field): { words: string[]; same: string[] } {
  const counts = state.vocab[field];
  const same: string[] = [];
  const stem = stemOf(state.lang, term);
  for (const word of (stem !== null && state.stems.get(stem)) || [])
    if (!word.includes(term) && counts.has(word)) same.push(word);
  const prefix: string[] = [];
  const inner: string[] = [];
  for (const word of counts.keys()) {
    const at = word.indexOf(term);
    if (at > 0) inner.push(word);
    else if (at === 0 && word !== term) prefix.push(word);
  }
  const words = counts.has(term) ? [term, ...same, ...prefix, ...inner] : [...same, ...prefix, ...inner];
  return { words, same };
}

/** Whether a folded field holds a term: as a substring, or one of the words of its stem. */
function holds(haystack: string, term: string, same: string[]): boolean {
  if (haystack.includes(term)) return true;
  for (const word of same) if (haystack.includes(word)) return true;
  return false;
}

/**
 * Ids in `field` holding every term, in the anchor term's order: its words best first, each word's
 * documents in FlexSearch's order (where the word stands in the field). The anchor is the term whose
 * words are held by the fewest documents; the other terms are checked on the folded field, stopping at
 * `fetch` matches.
 */
function searchTerms(state: State, terms: string[], field: Field, fetch: number) {
  const counts = state.vocab[field];
  const matched = terms.map((term) => ({ term, ...matchingWords(state, term, field) }));
  let anchor = matched[0]!;
  let fewest = Number.POSITIVE_INFINITY;
  for (const m of matched) {
    if (m.words.length === 0) return { ids: [], complete: true };
    let total = 0;
    for (const word of m.words) total += counts.get(word) ?? 0;
    if (total < fewest) {
      fewest = total;
      anchor = m;
    }
  }
  const others = matched.filter((m) => m !== anchor);
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const word of anchor.words) {
    for (let offset = 0, page = Math.max(PAGE, fetch); ; offset += page, page *= 4) {
      const candidates = wordIds(state, word, field, page, offset);
      for (const id of candidates) {
        if (seen.has(id)) continue;
        seen.add(id);
        const entry = state.entries.get(id);
        if (!entry || !others.every((o) => holds(entry[field], o.term, o.same))) continue;
        ids.push(id);
        if (ids.length >= fetch) return { ids, complete: false };
      }
      if (candidates.length < page) break;
    }
  }
  return { ids, complete: true };
}

/** Index results for `query`; a better rank in a field earns more, title hits above all text hits. */
function searchIndex(state: State, query: string, fetch: number): Ranked {
  const terms = encodeTerms(query);
  const scores = new Map<string, number>();
  let complete = true;
  if (!terms?.length) return { scores, complete };
  for (const field of FIELDS) {
    const found = searchTerms(state, terms, field, fetch);
    if (!found.complete) complete = false;
    found.ids.forEach((id, rank) => {
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
      lang: doc.lang,
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

export function createSiteSearch(docs: readonly unknown[] = [], options: SiteSearchOptions = {}): SiteSearch {
  const lang = isSearchLanguage(options.lang) ? options.lang : DEFAULT_LANGUAGE;
  let state = createState(lang);
  let generation = 0;

  const replaceAll = (next: readonly unknown[]) => {
    // Built aside and swapped in, so a rebuild never leaves a half-filled index behind.
    generation++;
    const fresh = createState(lang);
    for (const doc of Array.isArray(next) ? next : []) addTo(fresh, doc);
    state = fresh;
  };

  const replaceAllInSlices = async (
    next: readonly unknown[],
    pause: () => Promise<void>,
    sliceMs = SLICE_MS,
  ) => {
    const mine = ++generation;
    const fresh = createState(lang);
    const list = Array.isArray(next) ? next : [];
    let sliceStart = Date.now();
    for (let i = 0; i < list.length; i++) {
      addTo(fresh, list[i]);
      if (Date.now() - sliceStart >= sliceMs) {
        await pause();
        if (mine !== generation) return;
        sliceStart = Date.now();
      }
    }
    if (mine === generation) state = fresh;
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
    lang,
    add: (doc) => addTo(state, doc),
    remove: (id) => removeFrom(state, String(id)),
    replaceAll,
    replaceAllInSlices,
    search,
    has: (id) => state.entries.has(String(id)),
    get size() {
      return state.entries.size;
    },
  };
}
