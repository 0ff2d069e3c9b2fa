import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { createDb, type DbHandle, type DbOptions } from './client';
import { runMigrations } from './migrate';

/**
 * A migrated, empty database for one test file: PGlite in memory, or — when
 * DATABASE_URL is set — a fresh database on that server, dropped on close.
 */
export async function createTestDb(opts: Pick<DbOptions, 'queryLogger'> = {}): Promise<DbHandle> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return createDb({ ...opts, loadDataDir: await migratedPgliteDump() });
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

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A freshly migrated PGlite's data directory, made once per set of migrations and kept in the system's
 * temporary folder. A PGlite started from it skips initdb and the migrations, which are most of what a
 * test file's set-up costs (measured: about 2.3x faster to boot), and every test suite runs it dozens of
 * times. The key covers everything that shapes the empty database, so a changed migration or trigger
 * makes a new dump rather than reusing a stale one.
 */
async function migratedPgliteDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `manovo-test-pglite-${await schemaKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet (or unreadable): make it below.
  }
  const handle = await createDb({});
  try {
    await runMigrations(handle);
    const dump = await (handle.dumpDataDir as () => Promise<Blob>)();
    // Written aside then renamed: test files starting at the same time never read half a dump.
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

function pgliteManifest(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (path.basename(dir) !== 'pglite') {
    if (dir === path.dirname(dir)) throw new Error('@electric-sql/pglite: package folder not found');
    dir = path.dirname(dir);
  }
  return path.join(dir, 'package.json');
}

async function schemaKey(): Promise<string> {
  const hash = createHash('sha256');
  const migrations = path.join(here, '../migrations');
  const files = (await readdir(migrations, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const name of files) hash.update(name.slice(migrations.length)).update(await readFile(name));
  // The change-notification triggers are installed by code after the migrations.
  hash.update(await readFile(path.join(here, 'change-feed.ts')));
  // A data directory is only readable by the PGlite that wrote it (the package hides its package.json).
  hash.update(await readFile(pgliteManifest()));
  return hash.digest('hex').slice(0, 16);
}
