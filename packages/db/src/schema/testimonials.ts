import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { imageColumns } from './columns';

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    personName: text('person_name').notNull(),
    personTitle: text('person_title').notNull().default(''),
    company: text('company').notNull().default(''),
    message: text('message').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...imageColumns(),
    linkedin: text('linkedin').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('testimonials_active_idx').on(t.isActive, t.createdAt)],
);
