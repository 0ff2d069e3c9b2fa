import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

// The writes and reads that several tables' queries share. drizzle cannot follow a generic table
// through its builders, so the rows are typed here as the table's own.

/** Inserts one row and answers it as stored, with the id and defaults the database filled in. */
export async function insertRow<T extends PgTable>(
  db: Database,
  table: T,
  data: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const rows: unknown = await db.insert(table).values(data).returning();
  return (rows as T['$inferSelect'][])[0]!;
}

/** One page of an admin list in `orderBy` order, with how many rows `where` matches in all. */
export async function findPage<T extends PgTable>(
  db: Database,
  table: T,
  q: { where?: SQL; orderBy: SQL[]; limit: number; offset: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const from: PgTable = table;
  const [rows, [t]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(from).where(q.where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: Number(t?.n ?? 0) };
}
