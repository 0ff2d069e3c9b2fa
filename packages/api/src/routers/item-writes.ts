import type { Database, VersionedEntity } from '@manovo/db/queries';
import type { SearchEntity } from '../domain/content-types';
import { ZIdInput } from '../schemas/common';
import type { AdminWrite, AdminWriter } from '../services/admin-write';
import type { FileStorage } from '../services/files';
import type { SearchService } from '../services/site-search';
import { imageFileOf, stageImage } from '../services/uploads';
import { adminProcedure, notFound } from '../trpc';

/** A kind whose saves are kept as versions and whose public items the site search lists. */
export type SearchedEntity = VersionedEntity & SearchEntity;

/**
 * What every save of a searched item writes beside its row: the audit line, the version (where the
 * review gate may refuse the save, rolling it back), and the search entry, refreshed once committed.
 * `before` and `after` are keepVersion's (the row ahead of this save; the row the write answered).
 */
export async function recordItemSave(
  w: AdminWrite,
  search: SearchService,
  entity: SearchedEntity,
  saved: { id: number; action: 'create' | 'update'; summary: string; before?: object; after?: object },
): Promise<void> {
  await w.audit(entity, saved.id, saved.action, saved.summary);
  await w.keepVersion(entity, saved.id, saved.action, saved.before, saved.after);
  w.afterCommit(() => search.markChanged(entity, saved.id));
}

/**
 * Deletes a searched item: its last version keeps the deleted row (with its image), for a restore
 * within 30 days, then the row goes, "<label> not found" when there was none, with an audit line
 * (`summary` of the deleted row, when the kind's delete answers it) and the search entry dropped.
 */
export const searchedItemDelete = <Row>(
  entity: SearchedEntity,
  label: string,
  remove: (db: Database, id: number) => Promise<Row | boolean | undefined>,
  summary?: (row: Row) => string,
) =>
  adminProcedure.input(ZIdInput).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      await w.keepVersion(entity, input.id, 'delete');
      const row = await remove(w.tx, input.id);
      if (!row) throw notFound(label);
      await w.audit(entity, input.id, 'delete', row !== true && summary ? summary(row) : undefined);
      w.afterCommit(() => ctx.search.markChanged(entity, input.id));
    }),
  );

/**
 * Saves an edit of an item that carries an image. The image is optional on edit: without a new file
 * the old one stays; a replaced one is kept for the versions that refer to it (purged with them; see
 * purgeExpiredVersions). "<label> not found" when there is no such item; `saved` writes the kind's
 * audit line and version (`existing` is the row ahead of this save) and answers the item.
 */
export async function updateWithImage<Row, Fields extends object, Item>(
  ctx: { storage: FileStorage; write: AdminWriter },
  input: { id: number; image?: File },
  item: {
    label: string;
    find: (db: Database, id: number) => Promise<Row | undefined>;
    update: (
      db: Database,
      id: number,
      data: Fields & Partial<ReturnType<typeof imageFileOf>>,
    ) => Promise<Row | undefined>;
  },
  fields: Fields,
  saved: (w: AdminWrite, row: Row, existing: Row) => Promise<Item>,
): Promise<Item> {
  const image = input.image ? await stageImage(ctx.storage, input.image) : null;
  return ctx.write([image], async (w) => {
    const existing = await item.find(w.tx, input.id);
    if (!existing) throw notFound(item.label);
    const row = await item.update(w.tx, input.id, { ...fields, ...(image ? imageFileOf(image) : {}) });
    if (!row) throw notFound(item.label);
    return saved(w, row, existing);
  });
}
