import { MESSAGES, RESUME_MAX_BYTES } from '@manovo/api/domain';
import { ZApplicationFields } from '@manovo/api/schemas';
import { z } from 'zod';
import { defineRoute, type RestRoute } from './define-route';
import { parseWire, ZIdParams } from './handler';
import { type FieldMap, readMultipartForm } from './multipart';
import { multipartDoc } from './openapi';

export const APPLICATION_FIELDS: FieldMap = {
  name: ['name'],
  email: ['email'],
  phone: ['phone'],
  message: ['message'],
  jobId: ['job_id'],
  jobTitle: ['job_title'],
  resume: ['resume'],
  // The hidden honeypot: a bot that fills it is answered as if it had applied (services/honeypot.ts).
  website: ['website'],
};

export const APPLICATION_ROUTES: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/apply',
    summary: 'Apply for a job (or a general application) with a PDF resume under 5 MB',
    tag: 'Forms',
    admin: false,
    // The honeypot field is a trap for bots, not part of the API: not in the document.
    multipart: multipartDoc(
      Object.fromEntries(Object.entries(APPLICATION_FIELDS).filter(([field]) => field !== 'website')),
      ZApplicationFields.shape,
      ['resume'],
      ['resume'],
    ),
    files: { resume: ['application/pdf'] },
    ok: { status: 200, body: z.object({ success: z.literal(true), id: z.number().int() }) },
    errorExtras: { success: z.literal(false) },
    errorBody: () => ({ success: false }),
    handle: async (c, req) => {
      const form = await readMultipartForm(
        req,
        APPLICATION_FIELDS,
        RESUME_MAX_BYTES,
        MESSAGES.resumeTooLarge,
        {
          files: ['resume'],
        },
      );
      return { success: true, ...(await c.application.submit(form)) };
    },
  }),
  // A resume is a file, not JSON; only a signed-in admin may download it, and never from a cache.
  defineRoute({
    method: 'get',
    path: '/inbox/applications/{id}/resume',
    summary: 'Download an applicant’s resume',
    tag: 'Inbox',
    admin: true,
    params: ZIdParams,
    ok: { status: 200, file: 'application/pdf', description: 'The PDF' },
    handle: (c, req) => c.files.resume(parseWire(ZIdParams, req.params)),
    send: (reply, file) =>
      reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(file.bytes)),
  }),
];
