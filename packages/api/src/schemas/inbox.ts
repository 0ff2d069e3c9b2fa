import { z } from 'zod';
import { CONTACT_PURPOSES } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import {
  charCount,
  ZDecimalId,
  ZFile,
  ZId,
  ZPage,
  zEmail,
  zEnum,
  zFormData,
  zOptionalText,
  zRequiredText,
} from './common';
import { trimmed } from './patterns';

const required = (label: string, max: number) => zRequiredText(label, max, MESSAGES.requiredFields);

// The public forms' hidden honeypot field (services/honeypot.ts drops a submission that fills it);
// declared so the browser's typed client may send it, never read by a procedure.
const honeypot = z
  .string()
  .refine((v) => charCount(v) <= 2000)
  .meta({ maxLength: 2000 })
  .optional();

export const ZContactInput = z.object({
  website: honeypot,
  name: required('Name', 200),
  email: zEmail(MESSAGES.requiredFields),
  purpose: zEnum(CONTACT_PURPOSES, MESSAGES.requiredFields),
  message: required('Message', 5000),
});
export type TContactInput = z.input<typeof ZContactInput>;

/**
 * A job application as the apply form sends it. The resume is checked by its bytes in the procedure
 * (PDF, under 5 MB); here it only has to be a file.
 */
export const ZApplicationFields = z.object({
  website: honeypot,
  name: required('Name', 200),
  email: zEmail(MESSAGES.requiredFields),
  phone: required('Phone', 20)
    .pipe(z.string().regex(/^\d{10}$/, MESSAGES.invalidPhone))
    .meta({ pattern: trimmed('\\d{10}') }),
  message: zOptionalText('Message', 5000),
  /** The job applied for; absent for a general application. */
  jobId: ZDecimalId.optional(),
  jobTitle: zOptionalText('Job title', 300),
  resume: ZFile.optional(),
});
export type TApplicationFields = z.input<typeof ZApplicationFields>;
export const ZApplicationSubmit = zFormData(ZApplicationFields);

export const ZInboxList = z.object({ page: ZPage });
export const ZInboxHandled = z.object({
  kind: z.enum(['message', 'application']),
  id: ZId,
  isHandled: z.boolean(),
});
