import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { TOP_CATEGORIES, VIDEO_STATUSES } from './values';

export const videoSubcategories = pgTable(
  'video_subcategories',
  {
    id: serial('id').primaryKey(),
    topCategory: text('top_category', { enum: TOP_CATEGORIES }).notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_subcategories_top_idx').on(t.topCategory)],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    topCategory: text('top_category', { enum: TOP_CATEGORIES }).notNull(),
    subCategoryId: integer('sub_category_id').references(() => videoSubcategories.id, {
      onDelete: 'set null',
    }),
    youtubeUrl: text('youtube_url').notNull().default(''),
    srcUrl: text('src_url').notNull().default(''),
    thumbnailUrl: text('thumbnail_url').notNull().default(''),
    status: text('status', { enum: VIDEO_STATUSES }).notNull().default('draft'),
    description: text('description').notNull().default(''),
    /** How long the video runs, in whole seconds; null until staff enter it (JSON-LD `duration`). */
    durationSeconds: integer('duration_seconds'),
    ...timestamps(),
  },
  (t) => [index('videos_top_status_idx').on(t.topCategory, t.status, t.createdAt)],
);
