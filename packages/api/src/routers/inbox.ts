import {
  type ContactMessageRow,
  type Database,
  findContactMessagesPage,
  findJobApplicationById,
  findJobApplicationsPage,
  type InboxPageQuery,
  type JobApplicationRow,
  setContactMessageHandled,
  setJobApplicationHandled,
} from '@manovo/db/queries';
import { ADMIN_PAGE_SIZE } from '../domain/constants';
import type { ContactMessage, InboxPage, JobApplication } from '../domain/types';
import { ZIdInput } from '../schemas/common';
import { ZInboxHandled, ZInboxList } from '../schemas/inbox';
import { adminProcedure, isoOf, notFound } from '../trpc';

const page = (p: number): InboxPageQuery => ({ limit: ADMIN_PAGE_SIZE, offset: (p - 1) * ADMIN_PAGE_SIZE });

/** Where a signed-in admin downloads a resume; never under the public /uploads. */
export const resumeUrl = (applicationId: number) => `/api/admin/inbox/applications/${applicationId}/resume`;

const toContactMessage = (m: ContactMessageRow): ContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  purpose: m.purpose,
  message: m.message,
  isHandled: m.handledAt !== null,
  createdAt: isoOf(m.createdAt),
});

const toJobApplication = (a: JobApplicationRow): JobApplication => ({
  id: a.id,
  name: a.name,
  email: a.email,
  phone: a.phone,
  message: a.message,
  jobId: a.jobId,
  jobTitle: a.jobTitle,
  resumeName: a.resumeName,
  resumeSize: a.resumeSize,
  resumeUrl: resumeUrl(a.id),
  isHandled: a.handledAt !== null,
  createdAt: isoOf(a.createdAt),
});

/** One inbox's page of ADMIN_PAGE_SIZE, newest first, with its size and how many wait to be handled. */
const inboxList = <Row, Item>(
  find: (db: Database, p: InboxPageQuery) => Promise<{ rows: Row[]; total: number; unhandled: number }>,
  toItem: (row: Row) => Item,
) =>
  adminProcedure.input(ZInboxList).query(async ({ ctx, input }): Promise<InboxPage<Item>> => {
    const { rows, total, unhandled } = await find(ctx.db, page(input.page));
    return { items: rows.map(toItem), total, unhandled, page: input.page, limit: ADMIN_PAGE_SIZE };
  });

export const inboxRouter = {
  messages: inboxList(findContactMessagesPage, toContactMessage),
  applications: inboxList(findJobApplicationsPage, toJobApplication),

  setHandled: adminProcedure.input(ZInboxHandled).mutation(async ({ ctx, input }) => {
    await ctx.write([], async (w) => {
      const row =
        input.kind === 'message'
          ? await setContactMessageHandled(w.tx, input.id, input.isHandled)
          : await setJobApplicationHandled(w.tx, input.id, input.isHandled);
      if (!row) throw notFound(input.kind === 'message' ? 'Message' : 'Application');
      await w.audit(
        input.kind === 'message' ? 'contact_message' : 'job_application',
        input.id,
        input.isHandled ? 'handled' : 'reopened',
      );
    });
  }),
};

/**
 * Procedures whose answer is a file, not JSON. They are not served over /api/trpc (JSON cannot carry
 * bytes); the server calls them for its download routes (see root.ts).
 */
export const inboxFilesRouter = {
  /** A resume's bytes, for a signed-in admin only. */
  resume: adminProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await findJobApplicationById(ctx.db, input.id);
    if (!row) throw notFound('Application');
    return {
      filename: row.resumeName,
      contentType: 'application/pdf',
      bytes: await ctx.storage.readResume(row.resumePath),
    };
  }),
};
