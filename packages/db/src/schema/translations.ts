import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * One item's translation into one language (issue #26, docs/product.md "Languages"): the text of the
 * item's translatable fields (the registry's `translatable` flag) in that language, one row per
 * (entity, item, locale). `source_hash` is the hash of the English translatable fields as they stood
 * when the translation was saved: an English edit that changes them makes the translation outdated.
 * `published` is per language: visitors of that language see the translation only once it is set.
 * The English item stays the source of everything else (its status, dates, images).
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    id: serial('id').primaryKey(),
    // The registry's entity name (video, career, broadcast, testimonial, ifu), as in the audit log.
    entity: text('entity').notNull(),
    itemId: integer('item_id').notNull(),
    locale: text('locale').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    sourceHash: text('source_hash').notNull(),
    /** The English item's `updated_at` when the translation was saved. */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedBy: integer('updated_by'),
    updatedByEmail: text('updated_by_email').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('content_translations_item_locale').on(t.entity, t.itemId, t.locale),
    index('content_translations_locale_idx').on(t.locale, t.entity),
  ],
);
