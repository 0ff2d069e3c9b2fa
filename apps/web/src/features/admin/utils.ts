import { MESSAGES } from '@manovo/api/domain';
import { errorText } from '../../lib/api-errors';
import { failure } from './messages';

/** docs/product.md §8: the prefix with the server's error text, else 'HTTP {status}'. */
export function failureText(prefix: string, err: unknown): string {
  return failure(prefix, errorText(err));
}

/**
 * Runs a list action (toggle, rename, open…); a failure becomes the docs/product.md §8 alert, so a click handler
 * never leaves an unhandled rejection behind.
 */
export async function alertOnFailure(prefix: string, action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (err) {
    window.alert(failureText(prefix, err));
  }
}

/** docs/product.md §8 delete: ask first; on yes remove, then refresh what shows the item; a failure alerts 'Delete failed'. */
export async function deleteWithConfirm(
  question: string,
  remove: () => Promise<unknown>,
  refresh: () => Promise<unknown>,
): Promise<void> {
  if (!window.confirm(question)) return;
  await alertOnFailure(MESSAGES.deleteFailed, async () => {
    await remove();
    await refresh();
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO → value for <input type="datetime-local"> in the browser's time zone. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** datetime-local value (the browser's time zone) → ISO, or null when blank: the API stores instants. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return d.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : d.toLocaleDateString('en-GB', { dateStyle: 'medium' });
}

export const totalPages = (total: number, limit: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, limit)));

/** Select options for stored values, each named by its label. */
export function optionsFrom<V extends string>(values: readonly V[], labels: Record<V, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The stored value a control's text names, if it is one of `values` (a <select>'s value is just a string). */
export const oneOf = <V extends string>(values: readonly V[], raw: string): V | undefined =>
  values.find((value) => value === raw);

/** Saves bytes the browser fetched (a resume) under a file name, through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Two letters for an avatar without a photo; titles such as "Dr." are skipped so doctors do not all read "D". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !w.endsWith('.'));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last].map((w) => w?.charAt(0).toUpperCase() ?? '').join('') || '?';
}
