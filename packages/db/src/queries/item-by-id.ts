import { and, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import type { ItemTable } from './item-writes';

/**
 * One item of a content table by id; `publicOnly` adds the kind's publication rule (a draft or a
 * scheduled item is then undefined, as on the public site).
 */
export function itemById<T extends ItemTable>(table: T, isPublic: () => SQL) {
  type Row = T['$inferSelect'];
  // drizzle cannot follow a generic table through its builders; the rows are the table's own.
  const from: PgTable = table;
  return async (db: Database, id: number, opts: { publicOnly?: boolean } = {}): Promise<Row | undefined> => {
    const [row] = await db
      .select()
      .from(from)
      .where(and(eq(table.id, id), opts.publicOnly ? isPublic() : undefined));
    return row as Row | undefined;
  };
}
