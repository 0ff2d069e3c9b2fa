import { createJobApplication } from '@manovo/db/queries';
import {
  RESUME_MAX_BYTES,
  RESUME_NOT_PDF,
  RESUME_REQUIRED,
  RESUME_TOO_LARGE,
  ZApplyRequestSchema,
} from '../schemas/inbox';
import { decodeBase64, detectFileType } from '../services/files';
import { consume } from '../services/rate-limits';
import { badRequest, publicProcedure, tooManyRequests } from '../trpc';

export const applyRouter = {
  submit: publicProcedure.input(ZApplyRequestSchema).mutation(async ({ ctx, input }) => {
    if (!input.resume) throw badRequest(RESUME_REQUIRED);
    const bytes = decodeBase64(input.resume.base64);
    if (bytes.length === 0) throw badRequest(RESUME_REQUIRED);
    if (bytes.length >= RESUME_MAX_BYTES) throw badRequest(RESUME_TOO_LARGE);
    const type = await detectFileType(bytes);
    if (type?.mime !== 'application/pdf') throw badRequest(RESUME_NOT_PDF);
    if (!(await consume(ctx.limits.apply, ctx.ip))) throw tooManyRequests();
    const resumePath = await ctx.storage.saveResume(bytes);
    const row = await createJobApplication(ctx.db, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      jobId: input.job_id ?? null,
      jobTitle: input.job_title,
      resumePath,
      resumeName: input.resume.filename.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'resume.pdf',
      resumeSize: bytes.length,
    });
    return { success: true as const, id: row.id };
  }),
};
