import { DATABASE_INPUT_MESSAGES } from '@manovo/db';

/**
 * The property every answer must hold, whatever was sent: a 2xx, or a 4xx JSON
 * body naming the error; never a 5xx; no stack trace, file path or SQL in the body.
 */

const STACK_FRAME = /\bat [^\s]+ \(|\n\s+at |:\d+:\d+\)/;
const SERVER_PATH = /(?:\/work\/|\/home\/|\/root\/|\/tmp\/|node_modules|file:\/\/)/;
const SQL =
  /Failed query|\bparams: |\binsert into\b|\bselect\b[\s\S]{0,300}\bfrom\b|\bsyntax error at\b|SQLSTATE|\bviolates\b/i;

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** What is wrong with an answer, or null when it holds the property. */
export function findProblem(res: Answer): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 120)}`;
  const isPdf = String(res.headers['content-type'] ?? '').startsWith('application/pdf');
  if (!isPdf) {
    if (STACK_FRAME.test(res.body)) return 'stack trace in the body';
    if (SERVER_PATH.test(res.body)) return 'server path in the body';
  }
  if (res.statusCode < 400) return null;
  if (SQL.test(res.body)) return 'SQL in an error body';
  if (!String(res.headers['content-type'] ?? '').includes('application/json'))
    return `${res.statusCode} without a JSON body`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return `${res.statusCode} with a body that is not JSON`;
  }
  return errorText(parsed) ? null : `${res.statusCode} without an error message`;
}

/**
 * The error message of a 4xx that only the last-resort nets produced (the database
 * refused the value, or busboy the body): input that validation should have stopped.
 */
export function safetyNetMessage(res: Answer): string | null {
  if (res.statusCode < 400 || res.statusCode >= 500) return null;
  try {
    const message = errorText(JSON.parse(res.body));
    return message && NET_MESSAGES.has(message) ? message : null;
  } catch {
    return null;
  }
}
const NET_MESSAGES = new Set([...DATABASE_INPUT_MESSAGES, 'Invalid multipart body']);

/** REST answers `{error: "…"}`; tRPC answers `{error: {message}}`, one per call of a batch. */
function errorText(body: unknown): string | undefined {
  if (Array.isArray(body)) return body.map(errorText).find(Boolean);
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return error || undefined;
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
