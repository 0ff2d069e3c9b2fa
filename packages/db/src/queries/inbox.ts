import { count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { contactMessages, jobApplications } from '../schema';
import { findPage, insertRow } from './rows';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type InboxPageQuery = { limit: number; offset: number };
type InboxTable = typeof contactMessages | typeof jobApplications;

/** What a visitor sends: every column but those the database fills and the handling mark. */
type InboxEntry<T extends InboxTable> = Omit<T['$inferInsert'], 'id' | 'createdAt' | 'handledAt'>;

export const createContactMessage = (
  db: Database,
  data: InboxEntry<typeof contactMessages>,
): Promise<ContactMessageRow> => insertRow(db, contactMessages, data);
export const createJobApplication = (
  db: Database,
  data: InboxEntry<typeof jobApplications>,
): Promise<JobApplicationRow> => insertRow(db, jobApplications, data);

/** A page of one inbox, newest first, with its size and how many wait to be handled. */
async function findInboxPage<T extends InboxTable>(db: Database, box: T, p: InboxPageQuery) {
  // drizzle's builders take the union of the tables, not a generic one.
  const table: InboxTable = box;
  const [page, [u]] = await Promise.all([
    findPage(db, box, {
      orderBy: [desc(table.createdAt), desc(table.id)],
      limit: p.limit,
      offset: p.offset,
    }),
    db.select({ n: count() }).from(table).where(isNull(table.handledAt)),
  ]);
  return { ...page, unhandled: Number(u?.n ?? 0) };
}

export const findContactMessagesPage = (db: Database, p: InboxPageQuery) =>
  findInboxPage(db, contactMessages, p);
export const findJobApplicationsPage = (db: Database, p: InboxPageQuery) =>
  findInboxPage(db, jobApplications, p);

export async function findJobApplicationById(
  db: Database,
  id: number,
): Promise<JobApplicationRow | undefined> {
  const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
  return row;
}

/** Marks an inbox entry handled (now) or open again; undefined when there is no such entry. */
async function setHandled<T extends InboxTable>(db: Database, box: T, id: number, handled: boolean) {
  const table: InboxTable = box;
  const [row] = await db
    .update(table)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(table.id, id))
    .returning();
  return row as T['$inferSelect'] | undefined;
}

export const setContactMessageHandled = (db: Database, id: number, handled: boolean) =>
  setHandled(db, contactMessages, id, handled);
export const setJobApplicationHandled = (db: Database, id: number, handled: boolean) =>
  setHandled(db, jobApplications, id, handled);
