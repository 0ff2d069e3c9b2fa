import { boolean, index, integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    personName: text('person_name').notNull(),
    personTitle: text('person_title').notNull().default(''),
    company: text('company').notNull().default(''),
    message: text('message').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    imagePath: text('image_path'),
    // The image's alt text, its size after orientation (for width/height and the variants' widths) and
    // the focal point (0–1 from the left and top) that crops keep in view; see docs/product.md, "Images".
    imageAlt: text('image_alt').notNull().default(''),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    imageFocusX: real('image_focus_x').notNull().default(0.5),
    imageFocusY: real('image_focus_y').notNull().default(0.5),
    linkedin: text('linkedin').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('testimonials_active_idx').on(t.isActive, t.createdAt)],
);
