// docs/product.md §9: excerpts are stored at 300 characters and returned at 220; the local default limit is 10.
export const EXCERPT_STORED = 300;
export const EXCERPT_RETURNED = 220;
export const DEFAULT_LIMIT = 10;
const DEFAULT_TYPE = 'page';

/** A document as it arrives from the static search-index file or from the server (docs/product.md §3). */
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
  /** The language of title and text (a locale code: en, de, fr); English when missing. */
  lang?: string;
};

/** What a document may look like when it comes from a hand-written JSON file: any fields, any types. */
export type UntrustedDocument = Readonly<Record<string, unknown>>;

export const isUntrustedDocument = (v: unknown): v is UntrustedDocument =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export type SearchDocument = {
  id: string;
  title: string;
  text: string;
  path: string;
  excerpt: string;
  type: string;
  image: string | null;
  date: string | null;
  lang: string;
};

/** A result: the document as the list shows it (its indexed text left out), with its score. */
export type SearchHit = Omit<SearchDocument, 'text'> & {
  /** The language the hit is written in: the visitor's, or English where it has no translation yet. */
  lang: string;
  score: number;
};

export type SearchOptions = {
  limit?: number;
  types?: string[];
  /** The visitor's language: its documents come first, then the English of what it lacks. */
  lang?: string;
};

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, name: string): string {
  if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  const code =
    name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

// The index file is JSON written by other code, so any field may hold a non-string.
function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * Plain text from a value that may hold HTML (broadcast bodies, career descriptions): script and style
 * blocks are dropped, tags become spaces, common entities are decoded and whitespace is collapsed.
 * A `<` not followed by a letter is text ("a < b"), not a tag.
 */
function toPlainText(value: unknown): string {
  const raw = asString(value);
  if (!raw) return '';
  return raw
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z!][^>]*>/gi, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

function asNullable(value: unknown): string | null {
  const text = asString(value).trim();
  return text ? text : null;
}

export function hasOwnId(input: UntrustedDocument): boolean {
  const { id } = input;
  return (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id));
}

/**
 * docs/product.md §3: the id is optional (`fallbackId` otherwise); text falls back to body, then summary; the excerpt
 * defaults to the first 300 characters of text; the type is lowercased and defaults to page; the path
 * falls back to url.
 */
export function normalizeDocument(input: UntrustedDocument, fallbackId: string): SearchDocument {
  const text = toPlainText(input.text) || toPlainText(input.body) || toPlainText(input.summary);
  return {
    id: hasOwnId(input) ? String(input.id) : fallbackId,
    title: toPlainText(input.title),
    text,
    path: asString(input.path).trim() || asString(input.url).trim(),
    excerpt: clip(toPlainText(input.excerpt) || text, EXCERPT_STORED),
    type: asString(input.type).trim().toLowerCase() || DEFAULT_TYPE,
    image: asNullable(input.image),
    date: asNullable(input.date),
    lang: asString(input.lang).trim().toLowerCase() || 'en',
  };
}

/** docs/product.md §5: suggestion queries are trimmed and lowercased. */
export function normalizeQuery(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().toLowerCase() : '';
}
