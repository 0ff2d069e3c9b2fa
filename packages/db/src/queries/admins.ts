import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { adminRecoveryCodes, admins, sessions } from '../schema';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByEmail(db: Database, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.email, email.toLowerCase()));
  return row;
}

export async function findAdminById(db: Database, id: number): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return Number(row?.n ?? 0);
}

export async function createAdmin(db: Database, email: string, passwordHash: string): Promise<AdminRow> {
  const [row] = await db.insert(admins).values({ email: email.toLowerCase(), passwordHash }).returning();
  return row!;
}

export async function setAdminPassword(db: Database, id: number, passwordHash: string): Promise<void> {
  await db.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, id));
}

export async function createSession(db: Database, s: { id: string; adminId: number; expiresAt: Date }) {
  await db.insert(sessions).values(s);
}

/** The session with its admin when it exists, is not revoked and has not expired. */
export async function findLiveSession(db: Database, id: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      adminId: admins.id,
      email: admins.email,
      twoFactorEnabled: sql<boolean>`${admins.totpEnabledAt} is not null`,
    })
    .from(sessions)
    .innerJoin(admins, eq(sessions.adminId, admins.id))
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return row;
}

export async function revokeSession(db: Database, id: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
}

export async function revokeAdminSessions(db: Database, adminId: number, exceptId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.adminId, adminId),
        isNull(sessions.revokedAt),
        exceptId ? sql`${sessions.id} <> ${exceptId}` : undefined,
      ),
    );
}

/** Starts (or restarts) an enrolment: the secret waits here until a code from it confirms it. */
export async function setPendingTotpSecret(db: Database, adminId: number, secret: string): Promise<void> {
  await db.update(admins).set({ totpPendingSecret: secret }).where(eq(admins.id, adminId));
}

/**
 * Switches two-factor sign-in on with the confirmed secret and replaces the recovery codes, in one
 * transaction: an admin never ends up enrolled without codes, or with an older enrolment's codes.
 */
export async function enableTotp(
  db: Database,
  adminId: number,
  enrol: { secret: string; step: number; recoveryCodeHashes: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({
        totpSecret: enrol.secret,
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastStep: enrol.step,
      })
      .where(eq(admins.id, adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await tx
      .insert(adminRecoveryCodes)
      .values(enrol.recoveryCodeHashes.map((codeHash) => ({ adminId, codeHash })));
  });
}

export async function disableTotp(db: Database, adminId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(admins.id, adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  });
}

/**
 * Records the time step of an accepted code, only if it is later than the last one accepted: false
 * means this code (or a later one) was already used, so a code observed once cannot be replayed.
 */
export async function claimTotpStep(db: Database, adminId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(
      and(eq(admins.id, adminId), sql`(${admins.totpLastStep} is null or ${admins.totpLastStep} < ${step})`),
    )
    .returning({ id: admins.id });
  return rows.length > 0;
}

/** Marks an unused recovery code as used; false when no unused code has this hash (one use each). */
export async function useRecoveryCode(db: Database, adminId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, adminId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Every admin's id and e-mail, by e-mail (the review settings name a stage's signers). */
export function listAdmins(db: Database): Promise<{ id: number; email: string }[]> {
  return db.select({ id: admins.id, email: admins.email }).from(admins).orderBy(admins.email);
}
