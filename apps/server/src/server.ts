import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_RATE_LIMITS } from '@manovo/api';
import { createDb, runMigrations } from '@manovo/db';
import { seedDemoContent } from '@manovo/db/seed';
import { buildApp } from './app';
import { ensureAdmin, loadJwtSecret } from './bootstrap';
import { readEnv } from './env';

async function main() {
  const env = readEnv();
  await mkdir(env.dataDir, { recursive: true });
  const db = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.dataDir, 'pglite') });
  await runMigrations(db);
  const app = await buildApp({
    db,
    dataDir: env.dataDir,
    jwtSecret: await loadJwtSecret(env.dataDir, env.JWT_SECRET),
    trustProxy: env.TRUST_PROXY === '1',
    publicUrl: env.PUBLIC_URL,
    rateLimits: { ...DEFAULT_RATE_LIMITS, loginPerIp: env.LOGIN_RATE_LIMIT },
    logger: {
      level: env.LOG_LEVEL,
      // Tokens and passwords never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
    },
  });
  await ensureAdmin(db.db, env, app.log);
  if (env.SEED_DEMO === '1' && (await seedDemoContent(db.db)))
    app.log.info('Seeded demo content into an empty database.');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
