import { z } from 'zod';
import { CONTACT_PURPOSES, ZId, ZPage, ZUpload } from './common';

export const REQUIRED_FIELDS = 'Please fill out all required fields.';
export const RESUME_REQUIRED = 'Please upload your resume (PDF only, max 5 MB).';
export const RESUME_NOT_PDF = 'Only PDF files are allowed!';
export const RESUME_TOO_LARGE = 'File size must be less than 5 MB!';
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const INVALID_PHONE = 'Please enter a valid 10-digit mobile number.';

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
