import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { careers } from '../schema';
import type { CareerCategory } from '../schema/values';
import { isPublicCareer, likePattern } from './visibility';

export type CareerRow = typeof careers.$inferSelect;
export type CareerWrite = Omit<typeof careers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CareerFilter = {
  category?: CareerCategory;
  q?: string;
  publicOnly?: boolean;
  limit: number;
  offset?: number;
};

export function findCareers(db: Database, f: CareerFilter): Promise<CareerRow[]> {
  const where: SQL[] = [];
  if (f.category) where.push(eq(careers.category, f.category));
  if (f.q) where.push(ilike(careers.title, likePattern(f.q)));
  if (f.publicOnly) where.push(isPublicCareer());
  return db
    .select()
    .from(careers)
    .where(and(...where))
    .orderBy(desc(careers.createdAt), desc(careers.id))
    .limit(f.limit)
    .offset(f.offset ?? 0);
}

export async function findCareerById(
  db: Database,
  id: number,
  opts: { publicOnly?: boolean } = {},
): Promise<CareerRow | undefined> {
  const [row] = await db
    .select()
    .from(careers)
    .where(and(eq(careers.id, id), opts.publicOnly ? isPublicCareer() : undefined));
  return row;
}

export async function createCareer(db: Database, data: CareerWrite): Promise<CareerRow> {
  const [row] = await db.insert(careers).values(data).returning();
  return row!;
}

export async function updateCareer(
  db: Database,
  id: number,
  data: Partial<CareerWrite>,
): Promise<CareerRow | undefined> {
  const [row] = await db
    .update(careers)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(careers.id, id))
    .returning();
  return row;
}

export async function deleteCareer(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(careers).where(eq(careers.id, id)).returning({ id: careers.id });
  return rows.length > 0;
}
