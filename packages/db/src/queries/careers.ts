import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { careers } from '../schema';
import type { CareerCategory } from '../schema/values';
import { itemById } from './item-by-id';
import { type ItemWrite, itemWrites } from './item-writes';
import { type ItemListFilter, isPublicCareer, likePattern } from './visibility';

export type CareerRow = typeof careers.$inferSelect;
export type CareerWrite = ItemWrite<typeof careers>;
export type CareerFilter = ItemListFilter & {
  category?: CareerCategory;
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

export const findCareerById = itemById(careers, isPublicCareer);

const writes = itemWrites(careers);
export const createCareer = writes.create;
export const updateCareer = writes.update;
export const deleteCareer = async (db: Database, id: number): Promise<boolean> =>
  (await writes.remove(db, id)) !== undefined;
