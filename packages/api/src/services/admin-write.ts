import { type Database, keepVersion, recordAudit, type VersionedEntity } from '@manovo/db/queries';
import type { StagedFile } from './files';
import { enforceReviewGate } from './review-gate';
import { writeTogether } from './write-together';

/** What a staff write gets: its transaction, and the audit row and version that commit with it. */
export type AdminWrite = {
  tx: Database;
  audit(entity: string, entityId: string | number, action: string, summary?: string): Promise<void>;
  /**
   * Keeps the item's row as it now stands as a version. `before` (the row ahead of this save)
   * becomes the first version of an item saved before versions were kept; `after`, the row the
   * write answered, saves reading it again. A save that would publish or schedule content the
   * review stages have not all approved is refused here (409), rolling the whole write back, or,
   * for an item that was already public, kept as pending changes with `before` put back.
   */
  keepVersion(
    entity: VersionedEntity,
    entityId: number,
    action: string,
    before?: object,
    after?: object,
  ): Promise<void>;
  /** Runs after the commit only (search and cache updates). */
  afterCommit(fn: () => void): void;
};

export type AdminWriter = <T>(
  staged: readonly (StagedFile | null | undefined)[],
  work: (w: AdminWrite) => Promise<T>,
) => Promise<T>;

/** A signed-in admin's writer: see writeTogether for what commits together. */
export function adminWriter(db: Database, who: { adminId: number; email: string }): AdminWriter {
  return (staged, work) =>
    writeTogether(db, staged, (tx, afterCommit) =>
      work({
        tx,
        afterCommit,
        audit: (entity, entityId, action, summary = '') =>
          recordAudit(tx, { adminId: who.adminId, adminEmail: who.email, entity, entityId, action, summary }),
        async keepVersion(entity, entityId, action, before, after) {
          const version = await keepVersion(tx, {
            entity,
            entityId,
            action,
            before,
            after,
            who: { adminId: who.adminId, adminEmail: who.email },
          });
          // Every save that can publish or schedule keeps a version, so the review gate sits here.
          if (version) await enforceReviewGate(tx, version, before);
        },
      }),
    );
}
