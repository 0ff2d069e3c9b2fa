import {
  createRateLimiters,
  createSearchService,
  createSiteCache,
  type RateLimitConfig,
  secretKey,
  startChangeFeed,
  sweepExpiredCounters,
} from '@manovo/api';
import { buildAllSearchDocuments } from '@manovo/content/search-documents';
import { type Budget, type DbHandle, endDatabaseBudget, startDatabaseBudget } from '@manovo/db';
import { webDistDir } from '@manovo/web/dist-dir';
import { loadRenderer, type Renderer } from '@manovo/web/renderer';
import Fastify, { type FastifyBaseLogger, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { SharedContext } from './context';
import { drainable } from './drain';
import { createIfuFiles } from './ifu-files';
import { followIfuPublications } from './ifu-follow';
import { withSafeLogging } from './logging';
import { registerAdminSession } from './plugins/admin-session';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/errors';
import { registerHealth } from './plugins/health';
import { registerIfuFiles } from './plugins/ifu-files';
import { registerJsonBody } from './plugins/json-body';
import { registerLimits, trustProxyOption } from './plugins/limits';
import { registerMultipart } from './plugins/multipart';
import { registerPublicCache } from './plugins/public-cache';
import { registerResponseHeaders } from './plugins/response-headers';
import { registerSecurity } from './plugins/security';
import { registerSpecSheets } from './plugins/spec-sheets';
import { registerTrpc } from './plugins/trpc';
import { registerUploads } from './plugins/uploads';
import { registerWeb } from './plugins/web';
import { parseQueryString } from './query-string';
import { registerRestRoutes } from './routes/rest';
import { registerGateBodies, signInGate } from './sign-in-gate';
import { createFileStorage, diskFolders, ifuFolders } from './storage';
import { purgeExpiredVersionsPeriodically } from './version-purge';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts the shutdown drain of `drainMs`: /readyz answers 503 while requests are still served, each
     * answer closing its connection (see shutdown.ts, drain.ts).
     */
    startDraining(drainMs: number): void;
  }
}

export type AppOptions = {
  db: DbHandle;
  dataDir: string;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Reverse proxies in front of the server: a hop count (0: none, 1: one proxy) or a
   * comma-separated list of proxy addresses/CIDRs. See trustProxyOption.
   */
  trustProxy?: number | string;
  rateLimits?: RateLimitConfig;
  webDist?: string;
  /** The server renderer of the public pages; by default the built one beside webDist's app, if any. */
  renderer?: Renderer | null;
  publicUrl?: string;
  /** Where uploads wait while their request is handled (default: the OS temp folder). */
  multipartTmpDir?: string;
  /** ADMIN_REQUIRE_2FA=1: every admin must enrol a second factor at the next sign-in. */
  requireTwoFactor?: boolean;
  /** Sees every answer before it is sent (the tests check REST answers against the OpenAPI document). */
  onAnswer?: (answer: {
    method: string;
    url: string;
    status: number;
    contentType: string;
    body: unknown;
  }) => void;
};

const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(opts: AppOptions) {
  const limiters = createRateLimiters(opts.db.db, opts.rateLimits);
  const trustProxy = trustProxyOption(opts.trustProxy ?? 0);
  const app = Fastify({
    // Blocked sign-ins are refused in front of Fastify, for a flood's sake (sign-in-gate.ts).
    serverFactory: signInGate({ limiters, trustProxy, log: (): FastifyBaseLogger => app.log }),
    logger: opts.logger ? withSafeLogging(opts.logger === true ? {} : opts.logger) : false,
    trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    routerOptions: { maxParamLength: 5000, querystringParser: parseQueryString },
    genReqId: () => crypto.randomUUID(),
  });

  // First of all hooks: every database call of the request draws on one budget (request-budget.ts),
  // which ends with the answer (or the client's going away).
  const budgets = new WeakMap<FastifyRequest, Budget>();
  app.addHook('onRequest', (req, _reply, done) => {
    budgets.set(req, startDatabaseBudget());
    done();
  });
  const endBudget = (req: FastifyRequest, _reply: unknown, done: () => void) => {
    const budget = budgets.get(req);
    if (budget) endDatabaseBudget(budget);
    done();
  };
  app.addHook('onResponse', endBudget);
  app.addHook('onRequestAbort', (req, done) => endBudget(req, null, done));

  const { onAnswer } = opts;
  if (onAnswer)
    app.addHook('onSend', async (req, reply, payload) => {
      onAnswer({
        method: req.method,
        url: req.url,
        status: reply.statusCode,
        contentType: String(reply.getHeader('content-type') ?? ''),
        body: payload,
      });
      return payload;
    });

  // Uploads live in the database on PostgreSQL (every instance reads them); the embedded database keeps
  // their bytes on disk beside it (see storage.ts).
  const ifuDirs = ifuFolders(opts.dataDir);
  const ifuFiles = createIfuFiles(opts.db.db, {
    onDisk: opts.db.kind === 'pglite' ? ifuDirs.onDisk : undefined,
    cacheDir: ifuDirs.cacheDir,
  });
  const storage = createFileStorage(
    opts.db.db,
    opts.db.kind === 'pglite' ? diskFolders(opts.dataDir) : undefined,
    ifuFiles,
  );
  const cache = createSiteCache();
  const shared: SharedContext = {
    db: opts.db.db,
    storage,
    // A search answered from the index as it was (the database unavailable) is not cached as current.
    search: createSearchService(opts.db.db, buildAllSearchDocuments(), {
      onStaleAnswer: () => cache.refuseReadsInFlight(),
    }),
    cache,
    limiters,
    jwtKey: secretKey(opts.jwtSecret),
    requireTwoFactor: opts.requireTwoFactor ?? false,
  };
  const stopChangeFeed = await startChangeFeed({
    db: opts.db.db,
    listen: opts.db.listen,
    cache,
    search: shared.search,
    log: app.log,
  });
  // Every instance keeps its own copy of each published IFU, whichever instance published it.
  const stopIfuFollow = await followIfuPublications({
    db: opts.db.db,
    listen: opts.db.listen,
    files: ifuFiles,
    log: app.log,
  });
  const stopSweep = sweepExpiredCounters(opts.db.db);
  const stopPurge = purgeExpiredVersionsPeriodically(opts.db.db, storage, app.log);
  app.addHook('onClose', async () => {
    stopSweep();
    stopPurge();
    await stopChangeFeed();
    await stopIfuFollow();
  });

  registerSecurity(app);
  await registerAdminSession(app, { publicUrl: opts.publicUrl });
  registerResponseHeaders(app);
  registerJsonBody(app);
  registerLimits(app, shared.limiters);
  registerGateBodies(app);
  registerPublicCache(app, cache);
  await registerCompression(app);
  // Multipart bodies stream to temporary files as the routes read them (plugins/multipart.ts).
  registerMultipart(app, { tmpDir: opts.multipartTmpDir });

  registerErrorHandler(app);
  const health = registerHealth(app, opts.db);
  const drain = drainable(app.server);
  app.decorate('startDraining', (drainMs: number) => {
    health.startDraining();
    drain.start(drainMs);
  });

  await registerTrpc(app, shared);
  await app.register(async (rest) => registerRestRoutes(rest, shared), { prefix: '/api/admin' });

  registerUploads(app, storage);
  const originOf = (req: FastifyRequest) =>
    opts.publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`;
  registerIfuFiles(app, { db: opts.db.db, files: ifuFiles, originOf });
  registerSpecSheets(app, { originOf });
  await registerWeb(app, {
    distDir: opts.webDist ?? webDistDir,
    db: opts.db.db,
    publicUrl: opts.publicUrl,
    // Tests that point at their own (absent) build get the shell unless they pass a renderer.
    renderer: opts.renderer !== undefined ? opts.renderer : opts.webDist ? null : await loadRenderer(),
    shared,
  });

  return app;
}
