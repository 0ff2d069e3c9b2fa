import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  CONTENT_TYPES,
  type ContentKind,
  type ContentTypeDefinition,
  kindOfSection,
  type SitemapSection,
} from '../content-types';
import { findBroadcasts } from './broadcasts';
import { CONTENT_TABLES, PUBLIC_WHERE } from './content-tables';

/** What the sitemap says of an item page: its address is made from id and title. */
export type PublicPage = { id: number; title: string; updatedAt: Date };
type PageTable = PgTable & {
  id: AnyPgColumn<{ data: number; notNull: true }>;
  title: AnyPgColumn<{ data: string; notNull: true }>;
  updatedAt: AnyPgColumn<{ data: Date; notNull: true }>;
  createdAt: AnyPgColumn;
};

/**
 * A section's public items, newest first, through its kind's publication rule and the definition's
 * `onlyWhere`: what a kind with pages gets without writing a query for its sitemap.
 */
async function publicPagesOf(section: SitemapSection, db: Database, limit: number): Promise<PublicPage[]> {
  const kind = kindOfSection(section);
  const table: PageTable = CONTENT_TABLES[kind];
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  const page: ContentTypeDefinition['page'] = CONTENT_TYPES[kind].page;
  const where: SQL[] = [PUBLIC_WHERE[kind]()];
  for (const [name, value] of Object.entries(page?.onlyWhere ?? {})) where.push(eq(columns[name]!, value));
  return db
    .select({ id: table.id, title: table.title, updatedAt: table.updatedAt })
    .from(table)
    .where(and(...where))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit);
}

// A section listed in another order than the newest created first.
const ORDERED: Partial<Record<SitemapSection, (db: Database, limit: number) => Promise<PublicPage[]>>> = {
  news: (db, limit) => findBroadcasts(db, { kind: 'news', publicOnly: true, limit }),
};

/** The public items with a page of a sitemap section: a draft or a scheduled item is never listed. */
export const findPublicPages = (section: SitemapSection, db: Database, limit: number) =>
  (ORDERED[section] ?? ((d, l) => publicPagesOf(section, d, l)))(db, limit);

/**
 * A kind's public rows, newest first, or the one with `id` if it is public: what the search index
 * reads of a kind that has no query of its own for it.
 */
export function findPublicRows(
  db: Database,
  kind: ContentKind,
  opts: { id?: number; limit: number },
): Promise<Record<string, unknown>[]> {
  const table: PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn } = CONTENT_TABLES[kind];
  const byId = opts.id === undefined ? undefined : eq(table.id, opts.id);
  return db
    .select()
    .from(table)
    .where(and(PUBLIC_WHERE[kind](), byId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(opts.limit);
}
