import { z } from 'zod';

export const TOP_CATEGORIES = ['product', 'surgery', 'training'] as const;
export const PUBLIC_TOP_CATEGORIES = ['product', 'surgery', 'training', 'others'] as const;
export const CAREER_CATEGORIES = ['fulltime', 'internship'] as const;
export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;
export const VIDEO_STATUSES = ['draft', 'published'] as const;
export const BROADCAST_KINDS = ['social', 'news'] as const;
export const SOCIAL_SOURCES = ['linkedin', 'twitter', 'instagram', 'youtube'] as const;
export const CONTACT_PURPOSES = [
  'Request-demo',
  'Purchase',
  'Find-distributor',
  'meeting',
  'Others',
] as const;

/** Public list limits are capped so one request can never ask for the whole table (issue #2). */
export const MAX_LIST_LIMIT = 200;
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PASSWORD_MIN_LOGIN = 6;
export const ADMIN_PASSWORD_MIN_SET = 8;

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
