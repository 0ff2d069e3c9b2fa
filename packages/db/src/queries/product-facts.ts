import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { marketStatuses, publications, qualityCertificates, reprocessingSummaries } from '../schema';
import { PUBLIC_WHERE } from './content-tables';
import { itemWrites } from './item-writes';

// The facts behind the product claims (docs/product.md, "Facts behind the claims"): four small kinds
// read whole (a few rows per instrument), each with the writes every kind shares.

export type MarketStatusRow = typeof marketStatuses.$inferSelect;
export type QualityCertificateRow = typeof qualityCertificates.$inferSelect;
export type ReprocessingRow = typeof reprocessingSummaries.$inferSelect;
export type PublicationRow = typeof publications.$inferSelect;

type Opts = { publicOnly?: boolean };
const whereOf = (publicRule: () => SQL, extra: SQL | undefined, o: Opts) =>
  and(extra, o.publicOnly ? publicRule() : undefined);

export const findMarketStatuses = (db: Database, o: Opts = {}): Promise<MarketStatusRow[]> =>
  db
    .select()
    .from(marketStatuses)
    .where(whereOf(PUBLIC_WHERE.marketStatuses, undefined, o))
    .orderBy(asc(marketStatuses.instrumentSlug), asc(marketStatuses.market), asc(marketStatuses.id));

export const findQualityCertificates = (db: Database, o: Opts = {}): Promise<QualityCertificateRow[]> =>
  db
    .select()
    .from(qualityCertificates)
    .where(whereOf(PUBLIC_WHERE.qualityCertificates, undefined, o))
    .orderBy(asc(qualityCertificates.standard), asc(qualityCertificates.id));

export const findReprocessingSummaries = (db: Database, o: Opts = {}): Promise<ReprocessingRow[]> =>
  db
    .select()
    .from(reprocessingSummaries)
    .where(whereOf(PUBLIC_WHERE.reprocessing, undefined, o))
    .orderBy(asc(reprocessingSummaries.instrumentSlug));

/** Newest first, as the Journal lists them. */
export const findPublications = (db: Database, o: Opts = {}): Promise<PublicationRow[]> =>
  db
    .select()
    .from(publications)
    .where(whereOf(PUBLIC_WHERE.publications, undefined, o))
    .orderBy(desc(publications.year), asc(publications.title), asc(publications.id));

/** One row of a facts table by its id (staff's edit form). */
async function byId<
  T extends
    | typeof marketStatuses
    | typeof qualityCertificates
    | typeof reprocessingSummaries
    | typeof publications,
>(db: Database, table: T, id: number): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .select()
    .from(table as typeof marketStatuses)
    .where(eq((table as typeof marketStatuses).id, id));
  return rows[0] as T['$inferSelect'] | undefined;
}

export const findMarketStatusById = (db: Database, id: number) => byId(db, marketStatuses, id);
export const findQualityCertificateById = (db: Database, id: number) => byId(db, qualityCertificates, id);
export const findReprocessingById = (db: Database, id: number) => byId(db, reprocessingSummaries, id);
export const findPublicationById = (db: Database, id: number) => byId(db, publications, id);

/** The reprocessing summary another row already holds for this instrument (one per instrument). */
export async function findReprocessingByInstrument(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(reprocessingSummaries)
    .where(eq(reprocessingSummaries.instrumentSlug, slug));
  return row;
}

export const marketStatusWrites = itemWrites(marketStatuses);
export const qualityCertificateWrites = itemWrites(qualityCertificates);
export const reprocessingWrites = itemWrites(reprocessingSummaries);
export const publicationWrites = itemWrites(publications);
