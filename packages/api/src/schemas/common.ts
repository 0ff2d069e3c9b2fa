import { z } from 'zod';
import { MAX_LIST_LIMIT } from './constants';

export * from './constants';

export const ZId = z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id');
export const ZIdInput = z.object({ id: ZId });

export const ZLimit = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .catch(fallback)
    .default(fallback)
    .transform((n) => Math.min(n, MAX_LIST_LIMIT));

export const ZPage = z.coerce.number().int().min(1).catch(1).default(1);

/** Optional free text: trimmed, '' when absent. */
export const ZText = (max = 2000) => z.string().trim().max(max).optional().default('');

/** A URL field that may be blank; when filled it must be http(s) or mailto. */
export const ZOptionalUrl = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .default('')
  .refine((v) => v === '' || /^(https?:\/\/|mailto:)/i.test(v), 'Links must start with http:// or https://');

/** An ISO date/time or blank (null). */
export const ZOptionalDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v.trim() === '') return null;
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Invalid date' });
      return z.NEVER;
    }
    return d;
  });

/** Base64 file content sent by the browser or the REST adapter. */
export const ZUpload = z.object({
  filename: z.string().max(255).optional().default('upload'),
  base64: z.string().min(1, 'Empty file'),
});
export type TUpload = z.infer<typeof ZUpload>;
