import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ZId, ZLimit, ZOptionalUrl, ZPage, ZText, ZUpload } from './common';

/** is_active arrives as 1/0, true/false or '1'/'0' (multipart sends strings). */
export const ZActiveFlag = z.union([z.boolean(), z.number(), z.string()]).transform((v, ctx) => {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  ctx.addIssue({ code: 'custom', message: 'is_active must be 1 or 0' });
  return z.NEVER;
});

export const ZTestimonialWriteSchema = z.object({
  person_name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  person_title: ZText(200),
  company: ZText(200),
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(5000),
  is_active: ZActiveFlag.optional().default(true),
  linkedin: ZOptionalUrl,
  image: ZUpload.optional(),
});
export type TTestimonialWrite = z.input<typeof ZTestimonialWriteSchema>;
export const ZTestimonialUpdateSchema = ZTestimonialWriteSchema.extend({ id: ZId });
export const ZTestimonialSetActiveSchema = z.object({ id: ZId, is_active: ZActiveFlag });

export const ZTestimonialListPublicSchema = z.object({ limit: ZLimit(10) });
export const ZTestimonialListAdminSchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(['all', 'active', 'inactive']).catch('all').default('all'),
  page: ZPage,
  limit: ZLimit(ADMIN_PAGE_SIZE),
});
