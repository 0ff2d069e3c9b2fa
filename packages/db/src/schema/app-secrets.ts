import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Secrets the server generates once and every process must agree on (the token signing key).
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
