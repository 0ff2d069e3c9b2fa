/**
 * What a failed query means for the caller. Both drivers expose PostgreSQL's
 * SQLSTATE as `code` on their error (postgres.js `PostgresError`, PGlite's
 * `DatabaseError`), which drizzle wraps as the `cause` of a `DrizzleQueryError`;
 * postgres.js connection failures carry their own codes (`CONNECT_TIMEOUT`…) or
 * Node's (`ECONNREFUSED`…).
 *
 * - `input`: the statement was refused because of a value the client sent (a NUL
 *   byte, an integer beyond the column, an impossible date). The client's fault: 400.
 * - `unavailable`: the database could not be reached or answered in time. Worth a
 *   retry later: 503.
 * Anything else is a fault of ours and stays a 500.
 */
export type DatabaseFailure = { kind: 'input' | 'unavailable'; message: string };

const INPUT_MESSAGES: Record<string, string> = {
  '22021': 'Text contains characters that are not allowed (such as NUL).',
  '22P05': 'Text contains characters that are not allowed (such as NUL).',
  '22003': 'A number is out of range.',
  '22007': 'A date is not valid.',
  '22008': 'A date is out of range.',
  '22009': 'A date is out of range.',
  '22P02': 'A value has the wrong format.',
  '22001': 'A text is too long.',
  '22025': 'The search text is not valid.',
  '23502': 'A required value is missing.',
  '23503': 'A referenced item does not exist.',
  '23505': 'An item with this value already exists.',
  '23514': 'A value is not allowed.',
  '54000': 'A value is too long.',
};
const INPUT_FALLBACK = 'A value is not valid.';

/** Every message a refused value can get; tests and the fuzzer use it to spot input that got this far. */
export const DATABASE_INPUT_MESSAGES: readonly string[] = [
  ...new Set([...Object.values(INPUT_MESSAGES), INPUT_FALLBACK]),
];
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/** SQLSTATE classes and driver codes that mean "the database is not there right now". */
const UNAVAILABLE_CODES = new Set([
  '57014', // query_canceled: our statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovery)
  '53300', // too_many_connections
  '3D000', // invalid_catalog_name: the database was dropped or not yet created (a botched deploy)
  '40001', // serialization_failure: retrying is the documented remedy
  '40P01', // deadlock_detected: likewise
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'DATABASE_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Raised by our own client-side deadline when a query waited too long (see deadline.ts). */
export class DatabaseTimeoutError extends Error {
  readonly code = 'DATABASE_TIMEOUT';
  constructor(what: string, ms: number) {
    super(`Database ${what} took longer than ${ms} ms`);
    this.name = 'DatabaseTimeoutError';
  }
}

/** The classification of an error thrown by a query, looking through its causes; null for our own faults. */
export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))
        return { kind: 'unavailable', message: UNAVAILABLE_MESSAGE };
      if (/^[0-9A-Z]{5}$/.test(code) && (code.startsWith('22') || code.startsWith('23') || code === '54000'))
        return { kind: 'input', message: INPUT_MESSAGES[code] ?? INPUT_FALLBACK };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
