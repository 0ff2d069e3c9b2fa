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
import { stemOf } from './language';
import { DEFAULT_LANGUAGE, isSearchLanguage, type SearchLanguage } from './languages';

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

/**
 * A stored document, the unique words of its title and text (folded, as indexed) and, made when a
 * check needs them, folded copies of title and text.
 */
type Entry = { doc: SearchDocument; words: Record<Field, string[]>; folded?: Record<Field, string> };

/**
 * One language's index. `vocab` is a FlexSearch index of the words themselves with full-substring
 * tokenisation (resolution 9): a query term finds every word holding it. `postings` lists, per field
 * and word, the documents holding the word. So a term finds the documents full tokenisation of the
 * documents would, at the cost of one substring entry per distinct word instead of one per word of
 * every document (a tenth of the build time and a quarter of the heap), and a document is replaced
 * or removed by its own words, without walking the index.
 * `longWordIds`: documents with a word the index skips (longer than MAX_WORD).
 */
type State = {
  lang: SearchLanguage;
  vocab: Index;
  wordIds: Map<string, number>;
  words: (string | undefined)[];
  postings: Record<Field, Map<string, Set<string>>>;
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
// Full tokenisation stores every substring of a word, n²/2 entries for n letters, so one long token
// (a hash, a glued URL) could swell the index. Longer words are skipped by the index and left to the scan.
const MAX_WORD = 64;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const NON_WORD = /[^\p{L}\p{N}]+/u;
// Raw text is cut at anything but letters, combining marks and digits, then each piece is folded.
const RAW_SPLIT = /[^\p{L}\p{M}\p{N}]+/u;
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

// A site's texts repeat a few thousand word forms, so each is folded once (the cache is dropped
// whole when it grows past FOLD_CACHE forms).
const FOLD_CACHE = 100_000;
const folds = new Map<string, string[]>();

function foldWord(raw: string): string[] {
  let words = folds.get(raw);
  if (!words) {
    words = fold(raw).split(NON_WORD).filter(Boolean);
    if (folds.size >= FOLD_CACHE) folds.clear();
    folds.set(raw, words);
  }
  return words;
}

/** A text's distinct words as the index holds them; `long` when one was too long to index. */
function wordsOf(text: string): { words: string[]; long: boolean } {
  const words = new Set<string>();
  let long = false;
  for (const raw of text.split(RAW_SPLIT)) {
    if (!raw) continue;
    for (const word of foldWord(raw)) {
      if (word.length > MAX_WORD) long = true;
      else words.add(word);
    }
  }
  return { words: [...words], long };
}

// The vocabulary index receives single words already folded.
const WORD_ENCODER = new Encoder({
  normalize: false,
  dedupe: false,
  numeric: false,
  cache: false,
  split: ' ',
  minlength: 1,
  maxlength: MAX_WORD,
});

function createState(lang: SearchLanguage): State {
  return {
    lang,
    vocab: new Index({ tokenize: 'full', resolution: 9, fastupdate: true, encoder: WORD_ENCODER }),
    wordIds: new Map(),
    words: [],
    postings: { title: new Map(), text: new Map() },
    stems: new Map(),
    entries: new Map(),
    longWordIds: new Set(),
    generated: 0,
  };
}

function addWord(state: State, word: string): void {
  if (state.wordIds.has(word)) return;
  const id = state.words.length;
  state.words.push(word);
  state.wordIds.set(word, id);
  state.vocab.add(id, word);
  const stem = stemOf(state.lang, word);
  if (stem === null) return;
  const same = state.stems.get(stem);
  if (same) same.add(word);
  else state.stems.set(stem, new Set([word]));
}

/** A word no document holds any more leaves the vocabulary (and its stem's list). */
function dropWord(state: State, word: string): void {
  if (state.postings.title.has(word) || state.postings.text.has(word)) return;
  const id = state.wordIds.get(word);
  if (id === undefined) return;
  state.wordIds.delete(word);
  state.words[id] = undefined;
  state.vocab.remove(id);
  const stem = stemOf(state.lang, word);
  if (stem !== null) state.stems.get(stem)?.delete(word);
}

function unindex(state: State, id: string, entry: Entry): void {
  for (const field of FIELDS) {
    const postings = state.postings[field];
    for (const word of entry.words[field]) {
      const ids = postings.get(word);
      if (!ids) continue;
      ids.delete(id);
      if (ids.size === 0) {
        postings.delete(word);
        dropWord(state, word);
      }
    }
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
  const title = wordsOf(doc.title);
  const text = wordsOf(doc.text);
  const entry: Entry = { doc, words: { title: title.words, text: text.words } };
  for (const field of FIELDS) {
    const postings = state.postings[field];
    for (const word of entry.words[field]) {
      const ids = postings.get(word);
      if (ids) ids.add(doc.id);
      else {
        postings.set(word, new Set([doc.id]));
        addWord(state, word);
      }
    }
  }
  state.entries.set(doc.id, entry);
  if (title.long || text.long) state.longWordIds.add(doc.id);
  else state.longWordIds.delete(doc.id);
}

function removeFrom(state: State, id: string): void {
  const entry = state.entries.get(id);
  if (!entry) return;
  state.entries.delete(id);
  state.longWordIds.delete(id);
  unindex(state, id, entry);
}

/** Folded title and text, for the substring scan and the retry's whole-word check. */
function foldedOf(entry: Entry): Record<Field, string> {
  if (!entry.folded) entry.folded = { title: fold(entry.doc.title), text: fold(entry.doc.text) };
  return entry.folded;
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

/**
 * A query term, the words of its stem that do not hold it, and the words holding it as read so far
 * from the vocabulary (kept for the rest of the query: both fields and the count read the same pages).
 */
type Term = { term: string; same: Set<string>; read: string[]; done: boolean; all?: Set<string> };

function termOf(state: State, term: string): Term {
  const same = new Set<string>();
  const stem = stemOf(state.lang, term);
  for (const word of (stem !== null && state.stems.get(stem)) || []) if (!word.includes(term)) same.add(word);
  return { term, same, read: [], done: false };
}

// Words read from the vocabulary at first; a longer page follows while more are needed.
const WORD_PAGE = 64;

/** Reads the next page of words holding the term; false when there was none left. */
function readMore(state: State, t: Term): boolean {
  if (t.done) return false;
  const page = Math.max(WORD_PAGE, t.read.length * 4);
  const ids = state.vocab.search(t.term, { limit: page, offset: t.read.length }) as number[];
  for (const id of ids) t.read.push(state.words[id] ?? '');
  if (ids.length < page) t.done = true;
  return ids.length > 0;
}

/**
 * The words a term matches, best first: the term itself, words of the same stem, then the words
 * holding it in FlexSearch's order (full tokenisation of the vocabulary: words starting with the term
 * before words holding it further in), read a page at a time as the caller goes on.
 */
function* wordsOfTerm(state: State, t: Term): Generator<string> {
  if (state.wordIds.has(t.term)) yield t.term;
  yield* t.same;
  for (let i = 0; i < t.read.length || readMore(state, t); i++) {
    const word = t.read[i]!;
    if (word && word !== t.term) yield word;
  }
}

const isKnown = (state: State, t: Term) => t.same.size > 0 || t.read.length > 0 || readMore(state, t);

// A term checked on candidates (not the anchor) is looked up in a set of all its words when it has
// no more than this many; else each candidate's words are searched for it.
const SET_WORDS = 4096;

/** Reads every word holding the term into a set, when there are few enough. */
function prepareCheck(state: State, t: Term): void {
  while (!t.done && t.read.length <= SET_WORDS) readMore(state, t);
  if (t.done) t.all = new Set([...t.read, ...t.same]);
}

/** Whether one of a document's words (in a field) holds the term or shares its stem. */
function holds(words: string[], t: Term): boolean {
  const all = t.all;
  if (all) {
    for (const word of words) if (all.has(word)) return true;
    return false;
  }
  for (const word of words) if (word.includes(t.term) || t.same.has(word)) return true;
  return false;
}

/** How many documents hold the term's words in a field, counted no further than `cap`. */
function countUpTo(state: State, t: Term, field: Field, cap: number): number {
  const postings = state.postings[field];
  let total = 0;
  for (const word of wordsOfTerm(state, t)) {
    total += postings.get(word)?.size ?? 0;
    if (total > cap) break;
  }
  return total;
}

/**
 * Ids in `field` holding every term, in the anchor term's order: its words best first, each word's
 * documents in the order they were added. The anchor is the term whose words the fewest documents
 * hold (counted longest term first, each count stopping once it passes the best); the other terms are
 * checked on each candidate's words, stopping at `fetch` matches.
 */
function searchTerms(state: State, terms: Term[], field: Field, fetch: number) {
  const postings = state.postings[field];
  let anchor = terms[0]!;
  if (terms.length > 1) {
    let fewest = Number.POSITIVE_INFINITY;
    for (const t of [...terms].sort((a, b) => b.term.length - a.term.length)) {
      const count = countUpTo(state, t, field, fewest);
      if (count === 0) return { ids: [], complete: true };
      if (count < fewest) {
        fewest = count;
        anchor = t;
      }
    }
  }
  const others = terms.filter((t) => t !== anchor);
  for (const t of others) if (!t.all) prepareCheck(state, t);
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const word of wordsOfTerm(state, anchor)) {
    for (const id of postings.get(word) ?? []) {
      if (seen.has(id)) continue;
      seen.add(id);
      const entry = state.entries.get(id);
      if (!entry || !others.every((t) => holds(entry.words[field], t))) continue;
      ids.push(id);
      if (ids.length >= fetch) return { ids, complete: false };
    }
  }
  return { ids, complete: true };
}

/** Index results for `query`; a better rank in a field earns more, title hits above all text hits. */
function searchIndex(state: State, query: string, fetch: number): Ranked {
  const encoded = encodeTerms(query);
  const scores = new Map<string, number>();
  let complete = true;
  if (!encoded?.length) return { scores, complete };
  const terms = encoded.map((term) => termOf(state, term));
  // A term no word holds: nothing can hold every term.
  if (!terms.every((t) => isKnown(state, t))) return { scores, complete };
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

/** wordMatch on a document's indexed words: 2 for the word itself, 1 for a word starting with it. */
function indexedMatch(words: string[], word: string): number {
  let best = 0;
  for (const w of words) {
    if (w === word) return 2;
    if (w.startsWith(word)) best = 1;
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
  // A word of letters and digits is checked on the documents' indexed words, anything else on the text.
  const plain = !NON_WORD.test(folded);
  for (const [id, score] of scores) {
    const entry = state.entries.get(id);
    let match = 0;
    if (entry && plain)
      match = Math.max(indexedMatch(entry.words.title, folded), indexedMatch(entry.words.text, folded));
    else if (entry) {
      const text = foldedOf(entry);
      match = Math.max(wordMatch(text.title, folded), wordMatch(text.text, folded));
    }
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
    const text = foldedOf(entry);
    const score = (text.title.includes(needle) ? 2 : 0) + (text.text.includes(needle) ? 1 : 0);
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
