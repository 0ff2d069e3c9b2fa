import { Readable } from 'node:stream';
import {
  consumeAll,
  type PublicForm,
  RateLimited,
  type RateLimiters,
  signInBlockedFromHere,
  signInBlockedHereMs,
} from '@manovo/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stateOf } from '../request-state';
import { statusOf } from './public-cache';

const TOO_MANY = 'Too many requests. Please try again later.';
const TRPC_PREFIX = '/api/trpc/';
/** tRPC calls per request; the browser's batch link is set to the same. */
export const MAX_TRPC_BATCH = 10;

// The form procedures, and their REST routes with the spec's error answers.
const FORM_PROCEDURES: Record<string, PublicForm> = {
  'contact.send': 'contact',
  'application.submit': 'apply',
};
const FORM_ROUTES: Record<string, { form: PublicForm; errorBody: Record<string, unknown> }> = {
  '/api/admin/contact': { form: 'contact', errorBody: { ok: false } },
  '/api/admin/apply': { form: 'apply', errorBody: { success: false } },
};

/**
 * Fastify's trustProxy for a hop count or an address list. With N hops the client address is the
 * Nth entry from the right of X-Forwarded-For (what the outermost of N proxies saw), never an entry
 * further left that the client could have written itself. (Fastify takes a bare number as
 * "trust nothing", hence the function.) A list trusts exactly those proxy addresses.
 */
export function trustProxyOption(
  setting: number | string,
): false | string | ((addr: string, hop: number) => boolean) {
  if (typeof setting === 'string') return setting.trim() || false;
  if (setting <= 0) return false;
  return (_addr, hop) => hop < setting;
}

/** The tRPC procedure paths a request calls (a batch names several, comma-separated). */
export function trpcPathsOf(req: FastifyRequest): { paths: string[]; isBatch: boolean } | null {
  const url = req.url;
  if (!url.startsWith(TRPC_PREFIX)) return null;
  const query = url.indexOf('?');
  let list: string;
  try {
    list = decodeURIComponent(url.slice(TRPC_PREFIX.length, query < 0 ? undefined : query));
  } catch {
    return null; // a malformed path: tRPC answers it
  }
  const isBatch = query >= 0 && new URLSearchParams(url.slice(query)).get('batch') === '1';
  return { paths: isBatch ? list.split(',') : [list], isBatch };
}

/** tRPC's own error envelope for a refused call, so the browser client reads it as usual. */
const trpcTooMany = (path: string) => ({
  error: { message: TOO_MANY, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path } },
});

const SIGN_IN_PATHS = new Set(['/api/admin/login', '/api/trpc/auth.login']);
/** Bigger than any sign-in (email, password, code); a larger body is left to the usual path. */
const SIGN_IN_BODY_MAX = 16 * 1024;

/** The account a sign-in body names (the REST route's JSON, or a single tRPC call's input). */
function signInAccountIn(body: Buffer): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null; // the parser answers it
  }
  const email = (parsed as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim() : null;
}

/** A small body, read whole. */
function readBody(payload: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    payload.on('data', (chunk: Buffer) => chunks.push(chunk));
    payload.once('end', () => resolve(Buffer.concat(chunks)));
    payload.once('error', reject);
  });
}

type FormCall = { forms: PublicForm[]; refuse: (reply: FastifyReply) => FastifyReply };

/** The public-form submissions a request carries, from its method and URL alone (no body yet). */
function formCallsOf(req: FastifyRequest): FormCall | null {
  if (req.method !== 'POST') return null;
  const trpc = trpcPathsOf(req);
  if (trpc) {
    const forms = trpc.paths.map((p) => FORM_PROCEDURES[p]).filter((f): f is PublicForm => Boolean(f));
    if (forms.length === 0) return null;
    return {
      forms,
      refuse: (reply) => reply.send(trpc.isBatch ? trpc.paths.map(trpcTooMany) : trpcTooMany(trpc.paths[0]!)),
    };
  }
  const route = FORM_ROUTES[req.url.split('?')[0]!];
  return route
    ? { forms: [route.form], refuse: (reply) => reply.send({ ...route.errorBody, error: TOO_MANY }) }
    : null;
}

/**
 * Limits enforced at the door, from the method, URL and address only:
 * - each public-form submission (REST or tRPC, every call of a batch) takes its per-address and
 *   overall budget before the body is read, so a flood of 5 MB resumes from one address is refused
 *   without reading them (the procedure then does not count it again);
 * - every 429, from here or from a procedure, carries Retry-After (the limiter's wait).
 */
export function registerLimits(app: FastifyInstance, limiters: RateLimiters) {
  app.addHook('onRequest', async (req, reply) => {
    const call = formCallsOf(req);
    if (!call) return;
    const counts = new Map<PublicForm, number>();
    for (const form of call.forms) counts.set(form, (counts.get(form) ?? 0) + 1);
    try {
      for (const [form, n] of counts) {
        await consumeAll(
          [
            [limiters.formsPerAddress[form], req.ip],
            [limiters.formsOverall[form], 'all'],
          ],
          n,
        );
      }
    } catch (err) {
      if (!(err instanceof RateLimited)) throw err;
      stateOf(req).retryAfterSeconds = err.retryAfterSeconds;
      // Closing the connection spares reading (and discarding) a body that was never wanted.
      return call.refuse(reply.code(429).header('connection', 'close'));
    }
    stateOf(req).paidForms = new Set(counts.keys());
  });

  // A sign-in this process already knows to be blocked is refused before Fastify reads its body and
  // before any procedure runs, so a flood against a blocked account costs little more than /healthz.
  // Only from an address with a block known here is the (small) body read early, to learn the
  // account; it is then handed on to the parser unchanged. Everything else about sign-in limits is
  // in the procedure, through beginSignIn (which also refuses known blocks, on every other path).
  app.addHook('preParsing', async (req, reply, payload) => {
    const length = Number(req.headers['content-length']);
    if (
      req.method !== 'POST' ||
      !SIGN_IN_PATHS.has(req.url) ||
      !signInBlockedFromHere(limiters, req.ip) ||
      !(length <= SIGN_IN_BODY_MAX) ||
      req.headers['content-encoding'] !== undefined
    )
      return payload;
    const body = await readBody(payload);
    const account = signInAccountIn(body);
    const ms = account ? signInBlockedHereMs(limiters, { account, ip: req.ip }) : 0;
    if (ms <= 0) return Readable.from([body], { objectMode: false });
    stateOf(req).retryAfterSeconds = Math.ceil(ms / 1000);
    reply.code(429).send(req.url.startsWith(TRPC_PREFIX) ? trpcTooMany('auth.login') : { error: TOO_MANY });
    return payload;
  });

  // Also on a batch's 207 when one of its calls was refused.
  app.addHook('onSend', async (req, reply, payload) => {
    const wait = stateOf(req).retryAfterSeconds;
    if ((statusOf(reply, payload) === 429 || wait !== undefined) && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(wait ?? 60));
  });
}
