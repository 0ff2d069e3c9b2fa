import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { testimonials } from '../schema';
import { type ItemWrite, itemWrites } from './item-writes';
import { findPage } from './rows';
import { isPublicTestimonial, likePattern } from './visibility';

export type TestimonialRow = typeof testimonials.$inferSelect;
export type TestimonialWrite = ItemWrite<typeof testimonials>;
export type TestimonialFilter = {
  q?: string;
  status?: 'all' | 'active' | 'inactive';
  limit: number;
  offset?: number;
};

function conditions(f: TestimonialFilter) {
  const where: (SQL | undefined)[] = [];
  if (f.status === 'active') where.push(isPublicTestimonial());
  if (f.status === 'inactive') where.push(eq(testimonials.isActive, false));
  if (f.q) {
    const p = likePattern(f.q);
    where.push(
      or(ilike(testimonials.personName, p), ilike(testimonials.company, p), ilike(testimonials.message, p)),
    );
  }
  return and(...where);
}

export function findTestimonialsPage(
  db: Database,
  f: TestimonialFilter,
): Promise<{ rows: TestimonialRow[]; total: number }> {
  return findPage(db, testimonials, {
    where: conditions(f),
    orderBy: [desc(testimonials.createdAt), desc(testimonials.id)],
    limit: f.limit,
    offset: f.offset ?? 0,
  });
}

export async function findTestimonialById(db: Database, id: number): Promise<TestimonialRow | undefined> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
  return row;
}

const writes = itemWrites(testimonials);
export const createTestimonial = writes.create;
export const updateTestimonial = writes.update;
export const deleteTestimonial = writes.remove;
