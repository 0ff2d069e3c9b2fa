import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

export type ItemTable = PgTable & {
  id: AnyPgColumn<{ data: number }>;
  updatedAt: AnyPgColumn<{ data: Date }>;
};
/** What staff write to an item: every column but those the database fills. */
export type ItemWrite<T extends ItemTable> = Omit<T['$inferInsert'], 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Insert, update (stamping `updatedAt`) and delete by id of one content table, each answering the row
 * it wrote: the writes every kind's queries share, so a kind's file keeps only what is its own.
 */
export function itemWrites<T extends ItemTable>(table: T) {
  type Row = T['$inferSelect'];
  // drizzle cannot follow a generic table through its builders; the rows are the table's own.
  const returned = (rows: unknown) => (rows as Row[])[0];
  return {
    create: async (db: Database, data: ItemWrite<T>): Promise<Row> =>
      returned(
        await db
          .insert(table)
          .values(data as T['$inferInsert'])
          .returning(),
      )!,
    update: async (db: Database, id: number, data: Partial<ItemWrite<T>>): Promise<Row | undefined> =>
      returned(
        await db
          .update(table)
          .set({ ...data, updatedAt: new Date() } as never)
          .where(eq(table.id, id))
          .returning(),
      ),
    remove: async (db: Database, id: number): Promise<Row | undefined> =>
      returned(await db.delete(table).where(eq(table.id, id)).returning()),
  };
}
