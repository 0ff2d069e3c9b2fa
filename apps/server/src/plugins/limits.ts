import { consumeAll, type PublicForm, RateLimited, type RateLimiters } from '@manovo/api';
import { MESSAGES } from '@manovo/api/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stateOf } from '../request-state';
import { statusOf } from './public-cache';

/** The procedures' own 429 message. */
export const TOO_MANY = MESSAGES.tooManyRequests;
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
export const trpcTooMany = (path: string) => ({
  error: { message: TOO_MANY, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path } },
});

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
 * Takes `n` submissions of a public form from the request's per-address and overall budgets, before its
 * body is read; the procedure then does not count them again. False when refused (the wait is noted
 * for Retry-After).
 */
export async function takeFormBudget(
  req: FastifyRequest,
  limiters: RateLimiters,
  form: PublicForm,
  n = 1,
): Promise<boolean> {
  const state = stateOf(req);
  try {
    await consumeAll(
      [
        [limiters.formsPerAddress[form], req.ip],
        [limiters.formsOverall[form], 'all'],
      ],
      n,
    );
  } catch (err) {
    if (!(err instanceof RateLimited)) throw err;
    state.retryAfterSeconds = err.retryAfterSeconds;
    return false;
  }
  state.paidForms = new Set([...(state.paidForms ?? []), form]);
  return true;
}

/**
 * Limits enforced as a request arrives, from the method, URL and address only:
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
    for (const [form, n] of counts) {
      // Closing the connection spares reading (and discarding) a body that was never wanted.
      if (!(await takeFormBudget(req, limiters, form, n)))
        return call.refuse(reply.code(429).header('connection', 'close'));
    }
  });

  // Also on a batch's 207 when one of its calls was refused.
  app.addHook('onSend', async (req, reply, payload) => {
    const wait = stateOf(req).retryAfterSeconds;
    if ((statusOf(reply, payload) === 429 || wait !== undefined) && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(wait ?? 60));
  });
}
