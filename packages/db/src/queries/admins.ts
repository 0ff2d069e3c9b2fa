import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { admins, sessions } from '../schema';

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
    .select({ sessionId: sessions.id, adminId: admins.id, email: admins.email })
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
