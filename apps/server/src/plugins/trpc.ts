import { appRouter } from '@manovo/api';
import { IMAGE_MAX_BYTES } from '@manovo/api/domain';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { TRPCRequestInfo } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, type SharedContext } from '../context';
import { MAX_TRPC_BATCH } from './limits';

// A multipart call carries one file of at most 5 MB and a few short fields. tRPC reads such a body in
// full without a limit of its own, so the declared length is checked before a byte is read; Node refuses
// a body longer than its Content-Length. JSON calls keep Fastify's small bodyLimit.
const MULTIPART_LIMIT = IMAGE_MAX_BYTES + 1024 * 1024;

const isAdminMeta = (meta: unknown) =>
  typeof meta === 'object' && meta !== null && 'admin' in meta && meta.admin === true;

/**
 * An answer that holds staff data or credentials is never stored by a browser or a proxy: any call of a
 * batch to an admin procedure, or to the auth router (sign-in answers a token).
 */
export const isPrivateCall = (info: TRPCRequestInfo | undefined) =>
  info?.calls.some((c) => c.path.startsWith('auth.') || isAdminMeta(c.procedure?._def.meta)) ?? false;

/** The typed API the browser uses, at /api/trpc (batched JSON calls, and FormData for uploads). */
export async function registerTrpc(app: FastifyInstance, shared: SharedContext) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      if (!req.headers['content-type']?.toLowerCase().startsWith('multipart/form-data')) return;
      const length = Number(req.headers['content-length']);
      if (!Number.isFinite(length)) return reply.code(411).send({ error: 'A Content-Length is required.' });
      if (length > MULTIPART_LIMIT) return reply.code(413).send({ error: 'The upload is too large.' });
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/api/trpc',
      trpcOptions: {
        router: appRouter,
        maxBatchSize: MAX_TRPC_BATCH,
        createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) =>
          contextFor(shared, req, res),
        responseMeta: ({ info }: { info?: TRPCRequestInfo }) =>
          isPrivateCall(info) ? { headers: { 'cache-control': 'no-store' } } : {},
        onError: ({ error, path }: { error: Error & { code?: string }; path?: string }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            app.log.error({ err: error, path }, 'trpc procedure failed');
        },
      },
    });
  });
}
