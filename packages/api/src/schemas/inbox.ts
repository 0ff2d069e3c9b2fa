import { z } from 'zod';
import { CONTACT_PURPOSES, ZId, ZPage, ZUpload } from './common';
import { INVALID_EMAIL, INVALID_PHONE, REQUIRED_FIELDS } from './constants';

export {
  INVALID_EMAIL,
  INVALID_PHONE,
  REQUIRED_FIELDS,
  RESUME_MAX_BYTES,
  RESUME_NOT_PDF,
  RESUME_REQUIRED,
  RESUME_TOO_LARGE,
} from './constants';

const required = (max: number) =>
  z.string({ error: REQUIRED_FIELDS }).trim().min(1, REQUIRED_FIELDS).max(max);

export const ZContactRequestSchema = z.object({
  name: required(200),
  email: required(254).pipe(z.email(INVALID_EMAIL)),
  purpose: z.enum(CONTACT_PURPOSES, { error: REQUIRED_FIELDS }),
  message: required(5000),
});
export type TContactRequest = z.infer<typeof ZContactRequestSchema>;

export const ZApplyRequestSchema = z.object({
  name: required(200),
  email: required(254).pipe(z.email(INVALID_EMAIL)),
  phone: required(20).pipe(z.string().regex(/^\d{10}$/, INVALID_PHONE)),
  message: z.string().trim().max(5000).optional().default(''),
  job_id: z.coerce.number().int().positive().optional().catch(undefined),
  job_title: z.string().trim().max(300).optional().default(''),
  resume: ZUpload.optional(),
});
export type TApplyRequest = z.input<typeof ZApplyRequestSchema>;

export const ZInboxListSchema = z.object({ page: ZPage });
export const ZInboxHandledSchema = z.object({
  kind: z.enum(['message', 'application']),
  id: ZId,
  handled: z.boolean(),
});
