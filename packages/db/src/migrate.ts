import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { installChangeTriggers } from './change-feed';
import type { DbHandle } from './client';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies the committed drizzle-kit migrations, then the change-notification triggers; idempotent. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  // Run without the request timeouts: a migration may rightly take longer than a statement should.
  const { db, close } = await handle.openUnbounded();
  try {
    if (handle.kind === 'postgres') {
      await migratePostgres(db as unknown as PostgresJsDatabase, { migrationsFolder });
    } else {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    }
  } finally {
    await close();
  }
  await installChangeTriggers(handle.db);
}
