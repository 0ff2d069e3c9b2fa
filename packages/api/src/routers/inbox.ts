import {
  findContactMessagesPage,
  findJobApplicationById,
  findJobApplicationsPage,
  setContactMessageHandled,
  setJobApplicationHandled,
} from '@manovo/db/queries';
import { ADMIN_PAGE_SIZE, ZIdInput } from '../schemas/common';
import { ZInboxHandledSchema, ZInboxListSchema } from '../schemas/inbox';
import { adminProcedure, notFound } from '../trpc';
import { iso } from '../wire';

const page = (p: number) => ({ limit: ADMIN_PAGE_SIZE, offset: (p - 1) * ADMIN_PAGE_SIZE });

export const inboxRouter = {
  messages: adminProcedure.input(ZInboxListSchema).query(async ({ ctx, input }) => {
    const { rows, total, unhandled } = await findContactMessagesPage(ctx.db, page(input.page));
    return {
      items: rows.map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        purpose: m.purpose,
        message: m.message,
        handled: m.handledAt !== null,
        created_at: iso(m.createdAt),
      })),
      total,
      unhandled,
      page: input.page,
      limit: ADMIN_PAGE_SIZE,
    };
  }),

  applications: adminProcedure.input(ZInboxListSchema).query(async ({ ctx, input }) => {
    const { rows, total, unhandled } = await findJobApplicationsPage(ctx.db, page(input.page));
    return {
      items: rows.map((a) => ({
        id: a.id,
        name: a.name,
        email: a.email,
        phone: a.phone,
        message: a.message,
        job_id: a.jobId,
        job_title: a.jobTitle,
        resume_name: a.resumeName,
        resume_size: a.resumeSize,
        resume_url: `/api/admin/inbox/applications/${a.id}/resume`,
        handled: a.handledAt !== null,
        created_at: iso(a.createdAt),
      })),
      total,
      unhandled,
      page: input.page,
      limit: ADMIN_PAGE_SIZE,
    };
  }),

  /** Resume bytes for a signed-in admin only; resumes never sit under /uploads. */
  resume: adminProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await findJobApplicationById(ctx.db, input.id);
    if (!row) throw notFound('Application');
    const bytes = await ctx.storage.readResume(row.resumePath);
    return { filename: row.resumeName, base64: Buffer.from(bytes).toString('base64') };
  }),

  setHandled: adminProcedure.input(ZInboxHandledSchema).mutation(async ({ ctx, input }) => {
    const row =
      input.kind === 'message'
        ? await setContactMessageHandled(ctx.db, input.id, input.handled)
        : await setJobApplicationHandled(ctx.db, input.id, input.handled);
    if (!row) throw notFound(input.kind === 'message' ? 'Message' : 'Application');
    await ctx.audit(
      input.kind === 'message' ? 'contact_message' : 'job_application',
      input.id,
      input.handled ? 'handled' : 'reopened',
    );
    return { ok: true as const };
  }),
};
