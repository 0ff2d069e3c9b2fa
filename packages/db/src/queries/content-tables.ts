import { and, eq, getTableColumns, getTableName, is, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  CONTENT_KINDS,
  CONTENT_TYPES,
  type ContentKind,
  kindOfEntity,
  type PublicRule,
  type VersionedEntity,
} from '../content-types';
import * as schema from '../schema';

type SchemaTable = Extract<(typeof schema)[keyof typeof schema], PgTable>;
/** The schema's table of a kind, found by the name its definition gives: no list to keep in step. */
type ContentTableOf<K extends ContentKind> = Extract<
  SchemaTable,
  { _: { name: (typeof CONTENT_TYPES)[K]['table'] } }
>;

const tablesByName = new Map(
  Object.values(schema).flatMap((t) => (is(t, PgTable) ? [[getTableName(t), t] as const] : [])),
);

function tableOf<K extends ContentKind>(kind: K): ContentTableOf<K> {
  const table = tablesByName.get(CONTENT_TYPES[kind].table);
  if (!table) throw new Error(`${kind}: schema/index.ts exports no table ${CONTENT_TYPES[kind].table}`);
  // Found by the same name the type is found by.
  return table as ContentTableOf<K>;
}

/** Each content type's drizzle table, keyed by kind (a kind whose table is missing is `never` here). */
export const CONTENT_TABLES = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, tableOf(kind)])) as {
  [K in ContentKind]: ContentTableOf<K>;
};

/** A public rule as SQL over its table's columns (see PublicRule). */
function publicWhere(table: ContentTableOf<ContentKind>, rule: PublicRule): SQL {
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  const column = columns[rule.column];
  const notBefore = rule.notBefore ? columns[rule.notBefore] : undefined;
  if (!column || (rule.notBefore && !notBefore))
    throw new Error(`${getTableName(table)}: no column for its public rule`);
  const shown = eq(column, rule.is);
  return notBefore ? and(shown, or(isNull(notBefore), lte(notBefore, sql`now()`)))! : shown;
}

/** The publication rule of each kind as a predicate, used by every public query and the search index. */
export const PUBLIC_WHERE = Object.fromEntries(
  CONTENT_KINDS.map((kind) => [
    kind,
    () => publicWhere(CONTENT_TABLES[kind], CONTENT_TYPES[kind].publicRule),
  ]),
) as Record<ContentKind, () => SQL>;

/** The table of a versioned kind, by the entity name its versions and audit rows carry. */
export const tableOfEntity = (entity: VersionedEntity) => CONTENT_TABLES[kindOfEntity(entity)];
