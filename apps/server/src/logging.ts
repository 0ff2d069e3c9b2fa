import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Logs are shipped and kept where personal data must not go. What reaches them:
 * - requests as method, path and address, without the query string (search text,
 *   tRPC inputs) and without headers or bodies;
 * - errors by type, code and stack, with no query parameters: drizzle puts them
 *   in its message (`params: …`), PostgreSQL quotes the offending value in its
 *   message and adds whole rows in `detail`, `where` names parameter values, and
 *   postgres.js attaches `parameters`. Column, table and constraint names stay.
 */
export function withSafeLogging(options: LoggerOptions): LoggerOptions {
  return {
    ...options,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'body', 'input'],
    serializers: { req: serializeRequest, err: (e) => serializeError(e), error: (e) => serializeError(e) },
  };
}

type LoggedRequest = { method: string; url: string; host?: string; ip?: string; id?: string };

function serializeRequest(req: LoggedRequest) {
  return { method: req.method, url: req.url.split('?')[0], host: req.host, remoteAddress: req.ip };
}

type ErrorLike = Error & {
  code?: unknown;
  query?: unknown;
  severity?: unknown;
  table?: unknown;
  table_name?: unknown;
  column?: unknown;
  column_name?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  statusCode?: unknown;
};

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** An error reduced to what is safe to keep: its causes too, a few levels deep. */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: String(err), stack: '' };
  const e = err as ErrorLike;
  const message = safeMessage(e);
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  const out: SerializedError = {
    type: e.name ?? e.constructor?.name ?? 'Error',
    message,
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (typeof e.query === 'string') out.sql = e.query;
  for (const [key, value] of [
    ['severity', e.severity],
    ['table', e.table ?? e.table_name],
    ['column', e.column ?? e.column_name],
    ['constraint', e.constraint ?? e.constraint_name],
  ] as const)
    if (typeof value === 'string') out[key] = value;
  if (e.cause && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

function safeMessage(e: ErrorLike): string {
  const message = String(e.message ?? '');
  // drizzle: "Failed query: <sql>\nparams: <values>" — the SQL is kept separately, the values never.
  if (typeof e.query === 'string' && message.startsWith('Failed query')) return 'Failed query';
  // PostgreSQL quotes the value it refused: 'value "99999999999" is out of range for type integer'.
  if (isSqlState(e.code)) return message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');
  return message;
}

const isSqlState = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
