import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { auditLog } from '../schema';
import { findPage } from './rows';

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

export function findAuditPage(db: Database, f: { entity?: string; limit: number; offset: number }) {
  return findPage(db, auditLog, {
    where: f.entity ? eq(auditLog.entity, f.entity) : undefined,
    orderBy: [desc(auditLog.createdAt), desc(auditLog.id)],
    limit: f.limit,
    offset: f.offset,
  });
}

/** One item's audit rows, oldest first (their position is their number in its history). */
export function findAuditOf(db: Database, entity: string, entityId: string | number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
