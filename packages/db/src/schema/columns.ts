import { integer, type PgColumnBuilderBase, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns of an item's one image (broadcasts, testimonials): its stored path, its alt text, its size
 * after orientation (for width/height and the variants' widths) and the focal point (0–1 from the left
 * and top) that crops keep in view; see docs/product.md, "Images". A function, so each table gets its
 * own column builders.
 */
export const imageColumns = () => ({
  imagePath: text('image_path'),
  imageAlt: text('image_alt').notNull().default(''),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
  imageFocusX: real('image_focus_x').notNull().default(0.5),
  imageFocusY: real('image_focus_y').notNull().default(0.5),
});

/** When a row was made and last changed; the database fills both, the queries stamp `updatedAt` on each write. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A table's own columns, for the helpers that put them between the columns a family of tables shares. */
export type OwnColumns = Record<string, PgColumnBuilderBase>;
