import { count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { contactMessages, jobApplications } from '../schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type JobApplicationRow = typeof jobApplications.$inferSelect;
type Page = { limit: number; offset: number };

export async function createContactMessage(
  db: Database,
  data: Omit<typeof contactMessages.$inferInsert, 'id' | 'createdAt' | 'handledAt'>,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(data).returning();
  return row!;
}

export async function createJobApplication(
  db: Database,
  data: Omit<typeof jobApplications.$inferInsert, 'id' | 'createdAt' | 'handledAt'>,
): Promise<JobApplicationRow> {
  const [row] = await db.insert(jobApplications).values(data).returning();
  return row!;
}

export async function findContactMessagesPage(db: Database, p: Page) {
  const [rows, [t], [u]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
  ]);
  return { rows, total: Number(t?.n ?? 0), unhandled: Number(u?.n ?? 0) };
}

export async function findJobApplicationsPage(db: Database, p: Page) {
  const [rows, [t], [u]] = await Promise.all([
    db
      .select()
      .from(jobApplications)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(jobApplications),
    db.select({ n: count() }).from(jobApplications).where(isNull(jobApplications.handledAt)),
  ]);
  return { rows, total: Number(t?.n ?? 0), unhandled: Number(u?.n ?? 0) };
}

export async function findJobApplicationById(
  db: Database,
  id: number,
): Promise<JobApplicationRow | undefined> {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
  return row;
}

export async function setContactMessageHandled(db: Database, id: number, handled: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

export async function setJobApplicationHandled(db: Database, id: number, handled: boolean) {
  const [row] = await db
    .update(jobApplications)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(jobApplications.id, id))
    .returning();
  return row;
}
