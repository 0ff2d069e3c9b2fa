import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { type OwnColumns, timestamps } from './columns';
import { PUBLICATION_PLATFORMS } from './values';

// The facts behind the product claims (issue #24, docs/product.md "Facts behind the claims"), each kept
// by staff: an instrument is named by its lineup id (packages/content INSTRUMENTS), as ifu_documents does.

/**
 * A fact table's columns around the fact's own: its id, then its Shown flag (its content type's public
 * rule) and when it was made and last changed.
 */
const staffFact = <Own extends OwnColumns>(own: Own) => ({
  id: serial('id').primaryKey(),
  ...own,
  shown: boolean('shown').notNull().default(true),
  ...timestamps(),
});

/** Where an instrument may be sold: one row per instrument and market. */
export const marketStatuses = pgTable(
  'market_statuses',
  staffFact({
    instrumentSlug: text('instrument_slug').notNull(),
    market: text('market').notNull(),
    // "CE marked", "Available", "Not yet available", …: staff's words, shown as written.
    status: text('status').notNull(),
    // The certificate or registration number, when the status has one.
    reference: text('reference').notNull().default(''),
    statusDate: date('status_date', { mode: 'string' }),
    // Shows "Not available in all markets" beside the instrument.
    limitedAvailability: boolean('limited_availability').notNull().default(false),
  }),
  (t) => [index('market_statuses_instrument_idx').on(t.instrumentSlug)],
);

/** The quality-management-system certificate (ISO 13485 or the like). */
export const qualityCertificates = pgTable(
  'quality_certificates',
  staffFact({
    standard: text('standard').notNull(),
    body: text('body').notNull(),
    number: text('number').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
  }),
);

/** How an instrument is cleaned and sterilised between uses: one summary per instrument. */
export const reprocessingSummaries = pgTable(
  'reprocessing_summaries',
  staffFact({
    instrumentSlug: text('instrument_slug').notNull(),
    cleaning: text('cleaning').notNull(),
    sterilisation: text('sterilisation').notNull(),
    // The number of reprocessing cycles validated, when known.
    cycles: integer('cycles'),
  }),
  (t) => [uniqueIndex('reprocessing_summaries_instrument_idx').on(t.instrumentSlug)],
);

/** A publication the Journal lists. */
export const publications = pgTable(
  'publications',
  staffFact({
    title: text('title').notNull(),
    authors: text('authors').notNull(),
    venue: text('venue').notNull(),
    year: integer('year').notNull(),
    platform: text('platform', { enum: PUBLICATION_PLATFORMS }).notNull().default('journal'),
    doi: text('doi').notNull().default(''),
    link: text('link').notNull().default(''),
    summary: text('summary').notNull().default(''),
  }),
);
