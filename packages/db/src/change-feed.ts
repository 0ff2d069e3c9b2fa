import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { CONTENT_TABLES_READ, type ContentTable } from './content-types';

/** The NOTIFY channel on which every committed write to public content is announced. */
export const CHANGE_CHANNEL = 'manovo_changes';

/** Tables whose rows the public site, its caches and the search index show (from the content types). */
export const CHANGE_TABLES = CONTENT_TABLES_READ;
export type ChangedTable = ContentTable;
export type Change = { table: ChangedTable; id: number };

// Versioned so a changed body gets a new function rather than racing a CREATE OR REPLACE.
const NOTIFY_FUNCTION = 'manovo_notify_change_v1';
const triggerName = (table: ChangedTable) => `${table}_notify_change`;

/**
 * Installs a row trigger on each content table that NOTIFYs `<table>:<id>` on CHANGE_CHANNEL.
 * PostgreSQL delivers a NOTIFY only when its transaction commits, so a rolled-back write announces
 * nothing and a listener never re-reads a row before it is visible. Kept out of the drizzle-kit
 * migrations (which do not model triggers) so those stay purely generated; idempotent, and a no-op
 * when everything is already in place.
 */
export async function installChangeTriggers(db: Database): Promise<void> {
  const present = await db.execute<{ name: string }>(sql`
    select tgname as name from pg_trigger
    where not tgisinternal and tgname in (${sql.join(
      CHANGE_TABLES.map((t) => sql`${triggerName(t)}`),
      sql`, `,
    )})`);
  if (rowsOf(present).length === CHANGE_TABLES.length) return;
  await db.transaction(async (tx) => {
    // Serialises concurrent first starts of several processes on one database.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${NOTIFY_FUNCTION}))`);
    await tx.execute(
      sql.raw(`
      create or replace function ${NOTIFY_FUNCTION}() returns trigger language plpgsql as $$
      declare
        row_id text;
      begin
        if tg_op = 'DELETE' then row_id := old.id::text; else row_id := new.id::text; end if;
        perform pg_notify('${CHANGE_CHANNEL}', tg_table_name || ':' || row_id);
        return null;
      end
      $$`),
    );
    for (const table of CHANGE_TABLES) {
      await tx.execute(
        sql.raw(`
        create or replace trigger ${triggerName(table)}
        after insert or update or delete on "${table}"
        for each row execute function ${NOTIFY_FUNCTION}()`),
      );
    }
  });
}

/** A NOTIFY payload as a change, or null for anything this version does not know. */
export function parseChange(payload: string): Change | null {
  const [table, id] = payload.split(':');
  if (!CHANGE_TABLES.includes(table as ChangedTable)) return null;
  const n = Number(id);
  return Number.isSafeInteger(n) ? { table: table as ChangedTable, id: n } : null;
}

// postgres.js answers db.execute with an array of rows, PGlite with {rows}.
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
