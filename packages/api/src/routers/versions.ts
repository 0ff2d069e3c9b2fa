import {
  findItemRow,
  findRecentDelete,
  findRecentlyDeleted,
  findSubcategoryById,
  findVersions,
  type VersionRow,
  writeBackVersion,
} from '@manovo/db/queries';
import type { VersionedEntity } from '../domain/constants';
import { SEARCH_ENTITIES } from '../domain/content-types';
import type { ContentVersion, ContentVersionDetail, DeletedItem } from '../domain/types';
import { ZVersionList, ZVersionPair, ZVersionRestore } from '../schemas/versions';
import type { AdminWrite } from '../services/admin-write';
import { adminProcedure, isoOf, notFound } from '../trpc';

const toVersion = (v: VersionRow, index: number): ContentVersion => ({
  id: v.id,
  number: index + 1,
  action: v.action,
  adminEmail: v.adminEmail,
  createdAt: isoOf(v.createdAt),
  imageUrl: v.imagePath,
});
const toDetail = (v: VersionRow, index: number): ContentVersionDetail => ({
  ...toVersion(v, index),
  record: v.record,
});

/** What a person calls the item: a title, or a testimonial's person. */
const titleOf = (record: Record<string, unknown>) => String(record.title ?? record.personName ?? '');

// Only the kinds in the search index are told of a restore (see CONTENT_TYPES' inSearch).
const searched = (entity: VersionedEntity) => SEARCH_ENTITIES.find((e) => e === entity) ?? null;

/** A restored video whose sub-category has since been deleted goes back without one. */
async function restorable(w: AdminWrite, v: VersionRow): Promise<VersionRow> {
  const sub = v.record.subCategoryId;
  if (v.entity !== 'video' || typeof sub !== 'number' || (await findSubcategoryById(w.tx, sub))) return v;
  return { ...v, record: { ...v.record, subCategoryId: null } };
}

export const versionsRouter = {
  /**
   * An item's versions with their records, newest first (also those of an item deleted within the
   * restore window). Records are small (text fields), so one call serves a whole History panel.
   */
  list: adminProcedure.input(ZVersionList).query(async ({ ctx, input }) => {
    const versions = await findVersions(ctx.db, input.entity, input.id);
    return versions.map(toDetail).reverse();
  }),

  /** Two versions with their records, for a side-by-side comparison (a first, then b). */
  pair: adminProcedure.input(ZVersionPair).query(async ({ ctx, input }) => {
    const versions = await findVersions(ctx.db, input.entity, input.id);
    const detail = (id: number) => {
      const index = versions.findIndex((v) => v.id === id);
      if (index < 0) throw notFound('Version');
      return toDetail(versions[index]!, index);
    };
    return { a: detail(input.a), b: detail(input.b) };
  }),

  /**
   * Writes a version back over the item, or brings a deleted item back within the restore window.
   * The restore is itself a new version and an audit row.
   */
  restore: adminProcedure.input(ZVersionRestore).mutation(({ ctx, input }) =>
    ctx.write([], async (w): Promise<ContentVersionDetail> => {
      const versions = await findVersions(w.tx, input.entity, input.id);
      const index = versions.findIndex((v) => v.id === input.versionId);
      const version = versions[index];
      if (!version) throw notFound('Version');
      const current = await findItemRow(w.tx, input.entity, input.id);
      if (!current && !(await findRecentDelete(w.tx, input.entity, input.id))) throw notFound('Version');
      const how = await writeBackVersion(w.tx, await restorable(w, version));
      await w.keepVersion(input.entity, input.id, 'restore', current);
      const title = titleOf(version.record);
      const what = how === 'recreated' ? 'restored after delete' : 'restored';
      await w.audit(input.entity, input.id, 'restore', `${title} — ${what} from version ${index + 1}`);
      const kind = searched(input.entity);
      if (kind) w.afterCommit(() => ctx.search.markChanged(kind, input.id));
      const after = await findVersions(w.tx, input.entity, input.id);
      return toDetail(after.at(-1)!, after.length - 1);
    }),
  ),

  /** Items deleted within the restore window that can still be restored, newest first. */
  deleted: adminProcedure.query(async ({ ctx }): Promise<DeletedItem[]> => {
    const items = await findRecentlyDeleted(ctx.db);
    return items.map((d) => ({
      entity: d.entity,
      entityId: d.entityId,
      title: titleOf(d.last.record),
      deletedAt: isoOf(d.deletedAt),
      deletedBy: d.deletedBy,
      versionId: d.last.id,
    }));
  }),
};
