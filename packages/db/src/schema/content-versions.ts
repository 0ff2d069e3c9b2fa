import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { VERSIONED_ENTITIES } from './values';

/**
 * Every save of a video, career, broadcast or testimonial: who, when, what kind of save, the whole
 * row as it stood after it (JSON, dates as ISO strings) and the image it referred to, so a History
 * panel can compare any two and a restore can write one back. A deleted item keeps its versions for
 * the restore window (30 days after its delete audit row), then they are purged.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    entity: text('entity', { enum: VERSIONED_ENTITIES }).notNull(),
    entityId: integer('entity_id').notNull(),
    // create | update | restore | delete | earlier (the state before the first recorded save)
    action: text('action').notNull(),
    adminId: integer('admin_id'),
    adminEmail: text('admin_email').notNull().default(''),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    imagePath: text('image_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_versions_item_idx').on(t.entity, t.entityId, t.id)],
);
