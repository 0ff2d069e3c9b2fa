import { createJobApplication } from '@manovo/db/queries';
import { RESUME_MAX_BYTES } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { ZApplicationSubmit } from '../schemas/inbox';
import { detectFileType, fileBytes } from '../services/files';
import { consume } from '../services/rate-limits';
import { writeTogether } from '../services/write-together';
import { badRequest, publicProcedure, tooManyRequests } from '../trpc';

// A stored file name keeps letters, digits, dots, dashes and spaces; the rest becomes '_'.
const safeFileName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'resume.pdf';

export const applyRouter = {
  submit: publicProcedure.input(ZApplicationSubmit).mutation(async ({ ctx, input }) => {
    const { resume } = input;
    if (!resume || resume.size === 0) throw badRequest(MESSAGES.resumeRequired);
    if (resume.size >= RESUME_MAX_BYTES) throw badRequest(MESSAGES.resumeTooLarge);
    const bytes = await fileBytes(resume);
    const type = await detectFileType(bytes);
    if (type?.mime !== 'application/pdf') throw badRequest(MESSAGES.resumeNotPdf);
    if (!(await consume(ctx.limits.apply, ctx.ip))) throw tooManyRequests();
    const staged = await ctx.storage.stageResume(bytes);
    const row = await writeTogether(ctx.db, [staged], (tx) =>
      createJobApplication(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        jobId: input.jobId ?? null,
        jobTitle: input.jobTitle,
        resumePath: staged.ref,
        resumeName: safeFileName(resume.name),
        resumeSize: bytes.length,
      }),
    );
    return { id: row.id };
  }),
};
