import { errorText } from '../../lib/api-client';
import { ADMIN_TEXT, failure } from './messages';

/** Spec §8 alert: the prefix with the server's error text, else 'HTTP {status}'. */
function alertFailure(prefix: string, err: unknown): void {
  window.alert(failure(prefix, errorText(err)));
}

/**
 * Runs a list action (toggle, rename, open…); a failure becomes the spec §8 alert, so a click handler
 * never leaves an unhandled rejection behind.
 */
export async function alertOnFailure(prefix: string, action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (err) {
    alertFailure(prefix, err);
  }
}

/** Spec §8 delete: ask first; on yes remove, then refresh what shows the item; a failure alerts 'Delete failed'. */
export async function deleteWithConfirm(
  question: string,
  remove: () => Promise<unknown>,
  refresh: () => Promise<unknown>,
): Promise<void> {
  if (!window.confirm(question)) return;
  await alertOnFailure(ADMIN_TEXT.errors.delete, async () => {
    await remove();
    await refresh();
  });
}

export function failureText(prefix: string, err: unknown): string {
  return failure(prefix, errorText(err));
}

export type Upload = { filename: string; base64: string };

/** Reads a chosen file as base64 without the data: prefix (the API's upload shape). */
export function readFileAsUpload(file: File): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve({ filename: file.name, base64: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
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

/** datetime-local value → ISO, or '' when blank (spec §5: dates are sent as ISO). */
export function localInputToIso(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
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

type ParseResult = { success: boolean; error?: { issues: { message: string }[] } };

/** The first message of a zod safeParse failure. */
export function firstIssue(result: ParseResult): string {
  return result.error?.issues[0]?.message ?? '';
}

/** null when the input passes the (zod) schema, else its first issue: forms show one problem at a time. */
export function schemaProblem(
  schema: { safeParse: (input: unknown) => ParseResult },
  input: unknown,
): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssue(result);
}

/** Select options for a list of values, labelled from the messages (a missing label shows nothing). */
export function optionsFrom(values: readonly string[], labels: Record<string, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

export function downloadBase64(filename: string, base64: string, type = 'application/pdf'): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename || 'resume.pdf';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Two letters for an avatar without a photo; titles such as "Dr." are skipped so doctors do not all read "D". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !w.endsWith('.'));
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => w.charAt(0).toUpperCase()).join('') || '?';
}
