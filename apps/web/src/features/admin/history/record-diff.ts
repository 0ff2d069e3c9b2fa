import { type Change, diffWords } from 'diff';
import { FIELD_LABELS } from './history-text';

// Fields every save changes or that never change: not worth a row in a comparison.
const SKIPPED = new Set(['id', 'createdAt', 'updatedAt']);
/** Fields holding HTML or long text: compared word by word as readable text. */
const RICH = new Set(['body', 'description', 'message', 'summary']);
const IMAGE = new Set(['imagePath', 'thumbnailUrl']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export type FieldKind = 'text' | 'rich' | 'image' | 'date' | 'flag';
export type FieldRow = {
  key: string;
  label: string;
  kind: FieldKind;
  a: unknown;
  b: unknown;
  changed: boolean;
  /** For a changed rich-text field: the word diff from a to b. */
  words?: Change[];
};

const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
export const labelOfField = (key: string) => FIELD_LABELS[key] ?? words(key);

function kindOf(key: string, a: unknown, b: unknown): FieldKind {
  if (RICH.has(key)) return 'rich';
  if (IMAGE.has(key)) return 'image';
  if (typeof a === 'boolean' || typeof b === 'boolean') return 'flag';
  if ([a, b].some((v) => typeof v === 'string' && ISO_DATE.test(v))) return 'date';
  return 'text';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * Stored HTML as the text a reader sees: block ends and <br> become line breaks, tags go, the common
 * entities are decoded. Only for showing differences; the HTML itself was sanitised when saved.
 */
export function readableText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

// jsonb keeps keys in its own order (shortest first): fields are shown in the forms' order instead.
const ORDER = Object.keys(FIELD_LABELS);
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

/** The fields of two versions' records side by side, in the order the edit forms show them. */
export function compareRecords(a: Record<string, unknown>, b: Record<string, unknown>): FieldRow[] {
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => !SKIPPED.has(k))
    .sort((x, y) => rank(x) - rank(y));
  return keys.map((key) => {
    const kind = kindOf(key, a[key], b[key]);
    const changed = JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null);
    const row: FieldRow = { key, label: labelOfField(key), kind, a: a[key], b: b[key], changed };
    if (changed && kind === 'rich')
      row.words = diffWords(readableText(String(a[key] ?? '')), readableText(String(b[key] ?? '')));
    return row;
  });
}
