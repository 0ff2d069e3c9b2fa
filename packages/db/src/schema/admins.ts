import { bigint, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  // Two-factor sign-in (TOTP, RFC 6238): the secret being enrolled until a code confirms it, then the
  // active secret and when it was switched on; the last time step accepted, so a code works only once.
  totpPendingSecret: text('totp_pending_secret'),
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  ...timestamps(),
});

// A row per issued token: logout and password changes set revoked_at, so a JWT
// that is still within its exp stops working at once.
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

// Ten single-use codes per enrolment for when the authenticator is lost; only their SHA-256 is kept
// (each is 50 random bits, so a slow hash adds nothing). Used codes keep their row with used_at set.
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);
