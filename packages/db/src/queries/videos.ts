import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { videoSubcategories, videos } from '../schema';
import type { TopCategory } from '../schema/values';
import type { ItemWrite } from './item-writes';
import { type ItemListFilter, isPublicVideo, likePattern } from './visibility';

export type VideoRow = typeof videos.$inferSelect & { subCategoryName: string | null };
export type VideoWrite = ItemWrite<typeof videos>;
export type VideoFilter = ItemListFilter & {
  topCategory?: TopCategory;
  subCategoryId?: number;
};

const selection = { video: videos, subCategoryName: videoSubcategories.name };

function toRow(r: { video: typeof videos.$inferSelect; subCategoryName: string | null }): VideoRow {
  return { ...r.video, subCategoryName: r.subCategoryName };
}

export async function findVideos(db: Database, f: VideoFilter): Promise<VideoRow[]> {
  const where: SQL[] = [];
  if (f.topCategory) where.push(eq(videos.topCategory, f.topCategory));
  if (f.subCategoryId !== undefined) where.push(eq(videos.subCategoryId, f.subCategoryId));
  if (f.q) where.push(ilike(videos.title, likePattern(f.q)));
  if (f.publicOnly) where.push(isPublicVideo());
  const rows = await db
    .select(selection)
    .from(videos)
    .leftJoin(videoSubcategories, eq(videos.subCategoryId, videoSubcategories.id))
    .where(and(...where))
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(f.limit)
    .offset(f.offset ?? 0);
  return rows.map(toRow);
}

export async function findVideoById(
  db: Database,
  id: number,
  opts: { publicOnly?: boolean } = {},
): Promise<VideoRow | undefined> {
  const [row] = await db
    .select(selection)
    .from(videos)
    .leftJoin(videoSubcategories, eq(videos.subCategoryId, videoSubcategories.id))
    .where(and(eq(videos.id, id), opts.publicOnly ? isPublicVideo() : undefined));
  return row ? toRow(row) : undefined;
}

export async function createVideo(db: Database, data: VideoWrite): Promise<VideoRow> {
  const [created] = await db.insert(videos).values(data).returning({ id: videos.id });
  return (await findVideoById(db, created!.id))!;
}

/** Updates a video and answers the row it wrote with its sub-category's name, in one statement. */
export async function updateVideo(
  db: Database,
  id: number,
  data: Partial<VideoWrite>,
): Promise<VideoRow | undefined> {
  const updated = db.$with('updated').as(
    db
      .update(videos)
      .set({ ...data, updatedAt: new Date() })
      .where(eq(videos.id, id))
      .returning(),
  );
  // A CTE as a whole cannot be nested in a selection: the row comes back under its own name.
  const [row] = await db
    .with(updated)
    .select()
    .from(updated)
    .leftJoin(videoSubcategories, eq(updated.subCategoryId, videoSubcategories.id));
  return row && toRow({ video: row.updated, subCategoryName: row.video_subcategories?.name ?? null });
}

export async function deleteVideo(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
  return rows.length > 0;
}

export type SubcategoryRow = typeof videoSubcategories.$inferSelect;

export function findSubcategories(db: Database, topCategory?: TopCategory): Promise<SubcategoryRow[]> {
  return db
    .select()
    .from(videoSubcategories)
    .where(topCategory ? eq(videoSubcategories.topCategory, topCategory) : undefined)
    .orderBy(asc(videoSubcategories.id));
}

export async function findSubcategoryById(db: Database, id: number): Promise<SubcategoryRow | undefined> {
  const [row] = await db.select().from(videoSubcategories).where(eq(videoSubcategories.id, id));
  return row;
}

export async function createSubcategory(
  db: Database,
  topCategory: TopCategory,
  name: string,
): Promise<SubcategoryRow> {
  const [row] = await db.insert(videoSubcategories).values({ topCategory, name }).returning();
  return row!;
}

export async function renameSubcategory(
  db: Database,
  id: number,
  name: string,
): Promise<SubcategoryRow | undefined> {
  const [row] = await db
    .update(videoSubcategories)
    .set({ name })
    .where(eq(videoSubcategories.id, id))
    .returning();
  return row;
}

export async function deleteSubcategory(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(videoSubcategories).where(eq(videoSubcategories.id, id)).returning();
  return rows.length > 0;
}
