import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id'),
    adminEmail: text('admin_email').notNull().default(''),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    action: text('action').notNull(),
    summary: text('summary').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.createdAt),
  ],
);
