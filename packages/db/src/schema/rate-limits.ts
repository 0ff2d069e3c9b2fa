import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// rate-limiter-flexible's counters, shared by every server process on one database.
// `expire` null means the key never expires (a duration of 0).
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('rate_limit_counters_expire_idx').on(t.expire)],
);
