import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_RATE_LIMITS } from '@manovo/api';
import { createDb, runMigrations, withStartupLock } from '@manovo/db';
import { seedDemoContent } from '@manovo/db/seed';
import { buildApp } from './app';
import { ensureAdmin, loadJwtSecret } from './bootstrap';
import { runWorkers } from './cluster';
import { readEnv } from './env';
import { seedDemoIfus } from './ifu-demo';
import { createIfuFiles } from './ifu-files';
import { drainAndClose } from './shutdown';
import { ifuFolders, importDiskUploads } from './storage';

async function main() {
  const env = readEnv();
  if (env.WORKERS > 1 && cluster.isPrimary) return runWorkers(env.WORKERS);

  await mkdir(env.dataDir, { recursive: true });
  // The pool's watchdog may speak before the app (and its logger) exists.
  let log: { warn(obj: object, msg: string): void } = { warn: (_obj, msg) => console.warn(msg) };
  const db = await createDb({
    log: { warn: (obj, msg) => log.warn(obj, msg) },
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, 'pglite'),
    deadlines: {
      connectionWaitMs: env.DB_CONNECTION_WAIT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    },
  });
  // Several processes may start at once on one database: they take turns setting it up.
  const app = await withStartupLock(db, async () => {
    await runMigrations(db);
    const app = await buildApp({
      db,
      dataDir: env.dataDir,
      jwtSecret: await loadJwtSecret(db.db, env.dataDir, env.JWT_SECRET),
      trustProxy: env.TRUST_PROXY,
      publicUrl: env.PUBLIC_URL,
      requireTwoFactor: env.ADMIN_REQUIRE_2FA === '1',
      rateLimits: { ...DEFAULT_RATE_LIMITS, signInFailuresPerAddressPerDay: env.LOGIN_RATE_LIMIT },
      // What may reach the logs is decided in logging.ts.
      logger: { level: env.LOG_LEVEL },
    });
    await ensureAdmin(db.db, env, app.log);
    if (env.SEED_DEMO === '1' && (await seedDemoContent(db.db)))
      app.log.info('Seeded demo content into an empty database.');
    if (env.SEED_DEMO === '1') {
      const dirs = ifuFolders(env.dataDir);
      const files = createIfuFiles(db.db, {
        onDisk: db.kind === 'pglite' ? dirs.onDisk : undefined,
        cacheDir: dirs.cacheDir,
      });
      const ifus = await seedDemoIfus(db.db, files);
      if (ifus) app.log.info(`Seeded ${ifus} demo IFU revisions.`);
    }
    const imported = await importDiskUploads(db.db, env.dataDir, db.kind === 'pglite');
    if (imported) app.log.info(`Recorded ${imported} files uploaded by an earlier version in the database.`);
    return app;
  });
  log = app.log;

  // SIGTERM (an orchestrator or load balancer stopping the instance) drains first;
  // SIGINT (Ctrl-C at a terminal) closes at once. A second signal exits immediately.
  let closing = false;
  const shutdown = async (signal: string, drainMs: number) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await drainAndClose(app, db, drainMs);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM', env.SHUTDOWN_DRAIN_MS));
  process.on('SIGINT', () => void shutdown('SIGINT', 0));

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
