import multipart from '@fastify/multipart';
import {
  appRouter,
  createRateLimits,
  createSearchService,
  type RateLimitConfig,
  secretKey,
} from '@manovo/api';
import type { DbHandle } from '@manovo/db';
import { webDistDir } from '@manovo/web/dist-dir';
import { buildSearchDocuments } from '@manovo/web/search-documents';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { SharedContext } from './context';
import { contextFor } from './context';
import { registerSecurity } from './plugins/security';
import { registerWeb } from './plugins/web';
import { registerAdminRoutes } from './routes/rest/admin';
import { registerPublicRoutes } from './routes/rest/public';
import { createDiskStorage } from './storage';

export type AppOptions = {
  db: DbHandle;
  dataDir: string;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  rateLimits?: RateLimitConfig;
  webDist?: string;
  publicUrl?: string;
};

// Base64 uploads (5 MB images and resumes) travel inside tRPC JSON bodies.
const TRPC_BODY_LIMIT = 8 * 1024 * 1024;
const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(opts: AppOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    routerOptions: { maxParamLength: 5000 },
    genReqId: () => crypto.randomUUID(),
  });

  const storage = createDiskStorage(opts.dataDir);
  const shared: SharedContext = {
    db: opts.db.db,
    storage,
    search: createSearchService(opts.db.db, buildSearchDocuments()),
    limits: createRateLimits(opts.rateLimits),
    jwtKey: secretKey(opts.jwtSecret),
  };

  await registerSecurity(app);
  await app.register(multipart, {
    // Explicit limits: one file per field, 5 MB, a handful of short fields.
    limits: { fileSize: 5 * 1024 * 1024, files: 2, fields: 30, fieldSize: 200_000, parts: 40 },
  });

  // Bad input is a 400 with {error}; only real faults are 500s, and those never leak details.
  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    return reply.code(status).send({ error: status >= 500 ? 'Internal server error' : err.message });
  });

  app.get('/healthz', () => ({ ok: true }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await Promise.race([
        opts.db.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return { ok: true, database: opts.db.kind };
    } catch {
      return reply.code(503).send({ ok: false, error: 'Database unavailable' });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }: { req: import('fastify').FastifyRequest }) => contextFor(shared, req),
      onError: ({ error, path }: { error: Error & { code?: string }; path?: string }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'trpc procedure failed');
      },
    },
  });
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/trpc')) route.bodyLimit = TRPC_BODY_LIMIT;
  });

  await app.register(
    async (rest) => {
      registerPublicRoutes(rest, shared);
      registerAdminRoutes(rest, shared);
    },
    { prefix: '/api/admin' },
  );

  await registerWeb(app, {
    distDir: opts.webDist ?? webDistDir,
    uploadsDir: storage.uploadsDir,
    db: opts.db.db,
    publicUrl: opts.publicUrl,
  });

  return app;
}
