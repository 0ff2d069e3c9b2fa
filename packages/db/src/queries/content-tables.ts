import { and, eq, getTableColumns, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CONTENT_KINDS,
  CONTENT_TYPES,
  type ContentKind,
  kindOfEntity,
  type PublicRule,
  type VersionedEntity,
} from '../content-types';
import { broadcasts, careers, ifuDocuments, testimonials, videos } from '../schema';

/**
 * Each content type's drizzle table. The type checks each one is the table its definition names, so
 * a new kind's entry and its table cannot drift apart.
 */
export const CONTENT_TABLES = {
  videos,
  careers,
  broadcasts,
  testimonials,
  ifu: ifuDocuments,
} as const satisfies {
  [K in ContentKind]: { _: { name: (typeof CONTENT_TYPES)[K]['table'] } };
};

type ContentTableOf<K extends ContentKind> = (typeof CONTENT_TABLES)[K];

/** A public rule as SQL over its table's columns (see PublicRule). */
function publicWhere(table: ContentTableOf<ContentKind>, rule: PublicRule): SQL {
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  const column = columns[rule.column];
  const notBefore = rule.notBefore ? columns[rule.notBefore] : undefined;
  if (!column || (rule.notBefore && !notBefore))
    throw new Error(`${table._.name}: no column for its public rule`);
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
