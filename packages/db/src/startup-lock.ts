import { sql } from 'drizzle-orm';
import type { DbHandle } from './client';

/**
 * Runs `fn` (migrations, the first admin, the demo seed) while holding a database-wide lock, so
 * several processes starting together on one PostgreSQL database take turns instead of racing
 * (two seeds, a duplicate admin, a half-applied migration). The lock is a transaction-scoped
 * advisory lock held by one pooled connection; `fn` runs on the others. The embedded database is
 * single-process, so there is nothing to wait for.
 */
export async function withStartupLock<T>(handle: DbHandle, fn: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return fn();
  let result: T | undefined;
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('manovo:startup'))`);
    result = await fn();
  });
  return result as T;
}
