import { appRouter } from '@manovo/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { trpcPathsOf } from './limits';

/**
 * HTTP's answers for a known path asked with a method it does not take (RFC 9110 §15.5.6, §9.3.7):
 * 405 with `Allow` listing the methods it does take, and OPTIONS answered 204 with the same `Allow`.
 * A path nobody knows stays a 404.
 */
const METHOD_NOT_ALLOWED = 'Method not allowed';

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const rank = (method: string) => (ORDER.includes(method) ? ORDER.indexOf(method) : ORDER.length);
const allowHeader = (methods: Iterable<string>) =>
  [...new Set([...methods, 'OPTIONS'])].sort((a, b) => rank(a) - rank(b)).join(', ');

function answerWithAllow(req: FastifyRequest, reply: FastifyReply, allow: string, body: unknown) {
  reply.header('Allow', allow);
  if (req.method === 'OPTIONS') return reply.code(204).send();
  return reply.code(405).send(body);
}

/**
 * For the REST door (a plugin under /api/admin): call before its routes are added. Its routes are
 * copied into a router of the same kind Fastify uses (find-my-way), so a concrete URL is matched by the
 * very rules that missed it; its not-found handler then asks which other methods would have matched.
 */
export function registerRestAllowedMethods(scope: FastifyInstance) {
  const router = FindMyWay({ maxParamLength: 5000 });
  const methods = new Set<HTTPMethod>();
  scope.addHook('onRoute', (route) => {
    for (const method of [route.method].flat().map((m) => m.toUpperCase() as HTTPMethod)) {
      methods.add(method);
      if (!router.hasRoute(method, route.url)) router.on(method, route.url, () => {});
    }
  });
  scope.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const allowed = [...methods].filter((m) => m !== req.method && router.find(m, path));
    if (allowed.length === 0) return reply.code(404).send({ error: 'Not found' });
    return answerWithAllow(req, reply, allowHeader(allowed), { error: METHOD_NOT_ALLOWED });
  });
}

type ProcedureType = 'query' | 'mutation' | 'subscription';
const procedures = (
  appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: ProcedureType } }> } }
)._def.procedures;

// tRPC over HTTP: a query is a GET (HEAD is tRPC's warm-up ping), a mutation a POST.
const TRPC_ALLOW: Partial<Record<ProcedureType, string>> = {
  query: allowHeader(['GET', 'HEAD']),
  mutation: allowHeader(['POST']),
};

/** The methods a tRPC URL takes: null unless it names only known procedures of one kind. */
function trpcAllow(req: FastifyRequest): string | null {
  const calls = trpcPathsOf(req);
  if (!calls) return null;
  const types = new Set(
    calls.paths.map((p) => (Object.hasOwn(procedures, p) ? procedures[p]!._def.type : null)),
  );
  const [type] = types;
  return types.size === 1 && type ? (TRPC_ALLOW[type] ?? null) : null;
}

const trpcMethodNotAllowed = (path: string) => ({
  error: {
    message: METHOD_NOT_ALLOWED,
    code: -32005,
    data: { code: 'METHOD_NOT_SUPPORTED', httpStatus: 405, path },
  },
});

/**
 * For the tRPC scope: its adapter takes every method at /api/trpc/:path and answers the ones it does
 * not know with a 415 or 404. A method outside tRPC's own (GET, HEAD, POST) on known procedures is
 * answered here, in tRPC's error envelope; tRPC's own 405 (a GET of a mutation) gets its `Allow`.
 */
export function registerTrpcAllowedMethods(scope: FastifyInstance) {
  scope.addHook('onRequest', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST') return;
    const allow = trpcAllow(req);
    if (!allow) return;
    const calls = trpcPathsOf(req)!;
    const body = calls.isBatch
      ? calls.paths.map(trpcMethodNotAllowed)
      : trpcMethodNotAllowed(calls.paths[0]!);
    return answerWithAllow(req, reply, allow, body);
  });
  scope.addHook('onSend', async (req, reply, payload) => {
    const status = payload instanceof Response ? payload.status : reply.statusCode;
    if (status !== 405 || reply.hasHeader('allow')) return payload;
    const allow = trpcAllow(req);
    if (!allow) return payload;
    if (!(payload instanceof Response)) {
      reply.header('Allow', allow);
      return payload;
    }
    const headers = new Headers(payload.headers);
    headers.set('allow', allow);
    return new Response(payload.body, { status: payload.status, headers });
  });
}
