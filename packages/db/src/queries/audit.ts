import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { auditLog } from '../schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditEntry = {
  adminId: number | null;
  adminEmail: string;
  entity: string;
  entityId: string | number;
  action: string;
  summary: string;
};

export async function recordAudit(db: Database, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...e, entityId: String(e.entityId), summary: e.summary.slice(0, 500) });
}

export async function findAuditPage(db: Database, f: { entity?: string; limit: number; offset: number }) {
  const where = f.entity ? eq(auditLog.entity, f.entity) : undefined;
  const [rows, [t]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(t?.n ?? 0) };
}

/** One item's audit rows, oldest first (their position is their number in its history). */
export function findAuditOf(db: Database, entity: string, entityId: string | number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
