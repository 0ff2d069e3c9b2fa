import { boolean, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { imageColumns, timestamps } from './columns';

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
    ...timestamps(),
  },
  (t) => [index('testimonials_active_idx').on(t.isActive, t.createdAt)],
);
