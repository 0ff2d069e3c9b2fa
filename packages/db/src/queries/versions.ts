import { and, asc, desc, eq, getTableColumns, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { auditLog, broadcasts, contentVersions, storedFiles, testimonials, videos } from '../schema';
import { RESTORE_WINDOW_DAYS, VERSIONED_ENTITIES, type VersionedEntity } from '../schema/values';
import { tableOfEntity } from './content-tables';

export type { VersionedEntity };
export type VersionRow = typeof contentVersions.$inferSelect;
export type VersionWho = { adminId: number | null; adminEmail: string };

// Typed loosely on purpose: the versioned tables share `id` and are handled alike here.
const tableOf = (entity: VersionedEntity) =>
  tableOfEntity(entity) as unknown as PgTable & { id: typeof videos.id };

/** The image a row refers to: a stored upload (a video's thumbnail only when it is one of ours). */
function imageOf(row: Record<string, unknown>): string | null {
  const path = row.imagePath ?? row.thumbnailUrl;
  return typeof path === 'string' && path.startsWith('/uploads/') ? path : null;
}

/** A row as JSON: dates become ISO strings (jsonb would otherwise hold them in the driver's format). */
function toRecord(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

/** A version's record as column values again (ISO strings back to dates), keeping only real columns. */
function fromRecord(entity: VersionedEntity, record: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(tableOf(entity));
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (!(key in record)) continue;
    const v = record[key];
    values[key] = column.dataType === 'date' && typeof v === 'string' ? new Date(v) : v;
  }
  return values;
}

export async function findItemRow(
  db: Database,
  entity: VersionedEntity,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const table = tableOf(entity);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as Record<string, unknown> | undefined;
}

/** Only the table's own columns of a row (a joined name, e.g. a video's sub-category, is not kept). */
function columnsOf(entity: VersionedEntity, row: object): Record<string, unknown> {
  const all = row as Record<string, unknown>;
  return Object.fromEntries(Object.keys(getTableColumns(tableOf(entity))).map((k) => [k, all[k]]));
}

/**
 * Keeps the item's current row as a version (call it in the write's transaction, after the write).
 * An item saved before versions existed first gets its earlier state, so its first change can be undone.
 * `after`, the row the write answered, spares reading it again.
 */
export async function keepVersion(
  db: Database,
  v: {
    entity: VersionedEntity;
    entityId: number;
    action: string;
    who: VersionWho;
    before?: object;
    after?: object;
  },
): Promise<VersionRow | undefined> {
  if (v.before && !(await hasVersions(db, v.entity, v.entityId))) {
    const before = v.before as Record<string, unknown>;
    await db.insert(contentVersions).values({
      entity: v.entity,
      entityId: v.entityId,
      action: 'earlier',
      adminId: null,
      adminEmail: '',
      record: toRecord(before),
      imagePath: imageOf(before),
      createdAt: before.updatedAt instanceof Date ? before.updatedAt : new Date(),
    });
  }
  const row = v.after ? columnsOf(v.entity, v.after) : await findItemRow(db, v.entity, v.entityId);
  if (!row) return undefined;
  const [version] = await db
    .insert(contentVersions)
    .values({
      entity: v.entity,
      entityId: v.entityId,
      action: v.action,
      ...v.who,
      record: toRecord(row),
      imagePath: imageOf(row),
    })
    .returning();
  return version;
}

async function hasVersions(db: Database, entity: VersionedEntity, entityId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(and(eq(contentVersions.entity, entity), eq(contentVersions.entityId, entityId)))
    .limit(1);
  return !!row;
}

/** An item's versions, oldest first (their position is their number). */
export function findVersions(db: Database, entity: VersionedEntity, entityId: number): Promise<VersionRow[]> {
  return db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.entity, entity), eq(contentVersions.entityId, entityId)))
    .orderBy(asc(contentVersions.id));
}

/** Writes a version's record back: over the item if it exists, else as the item again under its old id. */
export async function writeBackVersion(db: Database, version: VersionRow): Promise<'updated' | 'recreated'> {
  const table = tableOf(version.entity);
  const { id: _id, createdAt, updatedAt: _u, ...values } = fromRecord(version.entity, version.record);
  const [updated] = await db
    .update(table)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(table.id, version.entityId))
    .returning({ id: table.id });
  if (updated) return 'updated';
  await db.insert(table).values({ ...values, id: version.entityId, createdAt, updatedAt: new Date() });
  return 'recreated';
}

/** When the item was deleted, if it is gone and its delete is within the restore window. */
export async function findRecentDelete(
  db: Database,
  entity: VersionedEntity,
  entityId: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, String(entityId)),
        eq(auditLog.action, 'delete'),
        gt(auditLog.createdAt, sql`now() - make_interval(days => ${RESTORE_WINDOW_DAYS})`),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export type DeletedItem = {
  entity: VersionedEntity;
  entityId: number;
  deletedAt: Date;
  deletedBy: string;
  last: VersionRow;
};

/** Items deleted within the restore window that are still gone and have a version to restore, newest first. */
export async function findRecentlyDeleted(db: Database, limit = 100): Promise<DeletedItem[]> {
  const deletes = await db
    .select()
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.entity, [...VERSIONED_ENTITIES]),
        eq(auditLog.action, 'delete'),
        gt(auditLog.createdAt, sql`now() - make_interval(days => ${RESTORE_WINDOW_DAYS})`),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(500);
  const found: DeletedItem[] = [];
  const seen = new Set<string>();
  for (const d of deletes) {
    const entity = d.entity as VersionedEntity;
    const entityId = Number(d.entityId);
    const key = `${entity}:${entityId}`;
    if (seen.has(key) || !Number.isSafeInteger(entityId)) continue;
    seen.add(key);
    if (await findItemRow(db, entity, entityId)) continue;
    const versions = await findVersions(db, entity, entityId);
    const last = versions.at(-1);
    if (last) found.push({ entity, entityId, deletedAt: d.createdAt, deletedBy: d.adminEmail, last });
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * Drops the versions of items deleted longer ago than the restore window, then lists uploaded
 * images (originals older than a day) that no item and no version refers to any more, for the
 * caller to delete with their bytes. The day's grace leaves alone a file whose write is in flight.
 */
export async function purgeExpiredVersions(db: Database): Promise<string[]> {
  for (const entity of VERSIONED_ENTITIES) {
    const table = tableOf(entity);
    await db.delete(contentVersions).where(
      and(
        eq(contentVersions.entity, entity),
        sql`not exists (select 1 from ${table} where ${table.id} = ${contentVersions.entityId})`,
        sql`not exists (select 1 from ${auditLog} where ${auditLog.entity} = ${entity}
          and ${auditLog.entityId} = ${contentVersions.entityId}::text and ${auditLog.action} = 'delete'
          and ${auditLog.createdAt} > now() - make_interval(days => ${RESTORE_WINDOW_DAYS}))`,
      ),
    );
  }
  const rows = await db
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.kind, 'image'),
        sql`${storedFiles.variantOf} is null`,
        sql`${storedFiles.createdAt} < now() - interval '1 day'`,
        sql`('/uploads/' || ${storedFiles.name}) not in (
          select ${broadcasts.imagePath} from ${broadcasts} where ${broadcasts.imagePath} is not null
          union select ${testimonials.imagePath} from ${testimonials} where ${testimonials.imagePath} is not null
          union select ${videos.thumbnailUrl} from ${videos}
          union select ${contentVersions.imagePath} from ${contentVersions} where ${contentVersions.imagePath} is not null)`,
      ),
    );
  return rows.map((r) => `/uploads/${r.name}`);
}

/** The version kept just before this one of the same item, if any, passing over versions kept as `skip`. */
export async function findVersionBefore(
  db: Database,
  version: VersionRow,
  skip?: string,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.entity, version.entity),
        eq(contentVersions.entityId, version.entityId),
        lt(contentVersions.id, version.id),
        skip === undefined ? undefined : ne(contentVersions.action, skip),
      ),
    )
    .orderBy(desc(contentVersions.id))
    .limit(1);
  return row;
}

/** Changes the action a version was kept with (a save the review gate keeps as pending changes). */
export async function markVersion(db: Database, id: number, action: string): Promise<void> {
  await db.update(contentVersions).set({ action }).where(eq(contentVersions.id, id));
}

/** The column values of an item's latest version when it was kept with this action, else null. */
export async function findLatestValuesIf(
  db: Database,
  entity: VersionedEntity,
  entityId: number,
  action: string,
): Promise<Record<string, unknown> | null> {
  const [last] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.entity, entity), eq(contentVersions.entityId, entityId)))
    .orderBy(desc(contentVersions.id))
    .limit(1);
  return last?.action === action ? fromRecord(entity, last.record) : null;
}
