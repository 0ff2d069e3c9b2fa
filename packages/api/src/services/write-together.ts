import type { Database } from '@manovo/db/queries';
import type { StagedFile } from './files';

/**
 * Runs a write and records its staged files in one transaction: the rows it changes, its audit row,
 * its versions and its files' stored_files rows commit together or not at all. The bytes are staged
 * (written) before the transaction opens, so no disk write or image processing holds it open (PGlite
 * has one connection: an open transaction stalls every other request), and they are removed when it
 * fails. Work that must only follow a commit (search, caches) goes in `afterCommit`.
 */
export async function writeTogether<T>(
  db: Database,
  staged: readonly (StagedFile | null | undefined)[],
  work: (tx: Database, afterCommit: (fn: () => void) => void) => Promise<T>,
): Promise<T> {
  const files = staged.filter((f): f is StagedFile => !!f);
  const followers: (() => void)[] = [];
  let result: T;
  try {
    result = await db.transaction(async (tx) => {
      for (const file of files) await file.record(tx as unknown as Database);
      return work(tx as unknown as Database, (fn) => followers.push(fn));
    });
  } catch (err) {
    await Promise.allSettled(files.map((f) => f.discard()));
    throw err;
  }
  for (const fn of followers) fn();
  return result;
}
