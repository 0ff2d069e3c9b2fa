import { appRouter } from '@manovo/api';
import { IFU_MAX_BYTES, IFU_MESSAGES, IMAGE_MAX_BYTES, MESSAGES } from '@manovo/api/domain';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { resolveResponse, type TRPCRequestInfo } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contextFor, type SharedContext } from '../context';
import { registerTrpcAllowedMethods } from './allowed-methods';
import { MAX_TRPC_BATCH } from './limits';
import { isMultipart, streamMultipart } from './multipart';

// A multipart call carries one file of at most 5 MB (an IFU's PDF: 50 MB) and a few short fields. The
// declared length is checked before a byte is read (Node refuses a body longer than its
// Content-Length), and the file's own limit while it streams. JSON calls keep Fastify's small bodyLimit.
const MULTIPART_LIMIT = IMAGE_MAX_BYTES + 1024 * 1024;
const IFU_MULTIPART_LIMIT = IFU_MAX_BYTES + 1024 * 1024;

const isAdminMeta = (meta: unknown) =>
  typeof meta === 'object' && meta !== null && 'admin' in meta && meta.admin === true;

/**
 * An answer that holds staff data or credentials is never stored by a browser or a proxy: any call of a
 * batch to an admin procedure, or to the auth router (sign-in answers a token).
 */
export const isPrivateCall = (info: TRPCRequestInfo | undefined) =>
  info?.calls.some((c) => c.path.startsWith('auth.') || isAdminMeta(c.procedure?._def.meta)) ?? false;

/** The procedure's own words for a file over the limit: a resume on the apply form, else an image. */
const tooLargeMessage = (path: string) =>
  path.startsWith('application.')
    ? MESSAGES.resumeTooLarge
    : path.startsWith('ifu.')
      ? IFU_MESSAGES.ifuTooLarge
      : MESSAGES.imageTooLarge;

/** The typed API the browser uses, at /api/trpc (batched JSON calls, and FormData for uploads). */
export async function registerTrpc(app: FastifyInstance, shared: SharedContext) {
  const trpcOptions = {
    router: appRouter,
    maxBatchSize: MAX_TRPC_BATCH,
    createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) => contextFor(shared, req, res),
    responseMeta: ({ info }: { info?: TRPCRequestInfo }) =>
      isPrivateCall(info) ? { headers: { 'cache-control': 'no-store' } } : {},
    onError: ({ error, path }: { error: Error & { code?: string }; path?: string }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error, path }, 'trpc procedure failed');
    },
  };

  await app.register(async (scope) => {
    registerTrpcAllowedMethods(scope);
    scope.addHook('onRequest', async (req, reply) => {
      if (!isMultipart(req)) return;
      const length = Number(req.headers['content-length']);
      if (!Number.isFinite(length)) return reply.code(411).send({ error: 'A Content-Length is required.' });
      const limit = req.url.startsWith('/api/trpc/ifu.') ? IFU_MULTIPART_LIMIT : MULTIPART_LIMIT;
      if (length > limit) return reply.code(413).send({ error: 'The upload is too large.' });
    });

    // tRPC answers only JSON, but labels the errors it meets before a procedure runs (a batch over the
    // limit, a missing or wrong content type) text/plain: say what they are.
    scope.addHook('onSend', async (_req, _reply, payload) => {
      if (!(payload instanceof Response) || !payload.headers.get('content-type')?.startsWith('text/plain'))
        return payload;
      const headers = new Headers(payload.headers);
      headers.set('content-type', 'application/json; charset=utf-8');
      return new Response(payload.body, { status: payload.status, headers });
    });

    /**
     * A FormData call: tRPC's adapter would read the whole body into memory (Request.formData()), so it
     * is answered here instead, by the same tRPC resolver, with the form streamed to temporary files.
     * The form is read only when the procedure asks for its input, after its access check, so a
     * refused caller's upload is never read.
     */
    scope.addHook('preHandler', async (req, reply) => {
      if (req.method !== 'POST' || !isMultipart(req)) return;
      const path = (req.params as { path?: string }).path ?? '';
      const request = new Request(new URL(req.url, 'http://localhost'), {
        method: 'POST',
        headers: { 'content-type': String(req.headers['content-type']) },
      });
      Object.defineProperty(request, 'formData', {
        value: async () => {
          const fields = await streamMultipart(
            req,
            path.startsWith('ifu.') ? IFU_MAX_BYTES : IMAGE_MAX_BYTES,
            tooLargeMessage(path),
          );
          const form = new FormData();
          for (const [name, value] of fields) form.append(name, value);
          return form;
        },
      });
      const response = await resolveResponse({
        ...trpcOptions,
        req: request,
        path,
        error: null,
        createContext: async () => trpcOptions.createContext({ req, res: reply }),
        onError: (o) => trpcOptions.onError({ error: o.error, path: o.path }),
      });
      return reply.send(response);
    });

    await scope.register(fastifyTRPCPlugin, { prefix: '/api/trpc', trpcOptions });
  });
}
