import { afterAll, beforeAll } from 'vitest';
import type { Database, DbHandle } from './client';
import { createTestDb } from './testing';

/**
 * A migrated, empty database for the test file (or the describe block it is called in): made before
 * the first test, closed after the last. `db` may be named from the start, as helpers close over it;
 * it is there once the tests run.
 */
export function useTestDb(): { readonly db: Database } {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle?.close());
  return {
    get db() {
      if (!handle) throw new Error('the test database is used before its beforeAll ran');
      return handle.db;
    },
  };
}
