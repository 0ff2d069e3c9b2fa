import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DbHandle } from './client';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies the committed drizzle-kit migrations; idempotent. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePostgres(handle.db as unknown as PostgresJsDatabase, { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
