import postgres from 'postgres';
import { createDb, type DbHandle, type DbOptions } from './client';
import { runMigrations } from './migrate';

/**
 * A migrated, empty database for one test file: PGlite in memory, or — when
 * DATABASE_URL is set — a fresh database on that server, dropped on close.
 */
export async function createTestDb(opts: Pick<DbOptions, 'queryLogger'> = {}): Promise<DbHandle> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = await createDb(opts);
    await runMigrations(handle);
    return handle;
  }
  const name = `manovo_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ ...opts, databaseUrl: url.toString() });
  await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
