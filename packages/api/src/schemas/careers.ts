import { z } from 'zod';
import { CAREER_CATEGORIES, CONTENT_STATUSES, ZId, ZLimit, ZOptionalUrl, ZText } from './common';

export const ZCareerWriteSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(300),
  category: z.enum(CAREER_CATEGORIES, { error: 'Invalid category' }).optional().default('fulltime'),
  status: z.enum(CONTENT_STATUSES, { error: 'Invalid status' }).optional().default('draft'),
  location: ZText(200),
  experience: ZText(200),
  salary: ZText(200),
  skills: ZText(1000),
  apply_url: ZOptionalUrl,
  apply_email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .default('')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address.'),
  description: z.string().max(50_000).optional().default(''),
});
export type TCareerWrite = z.input<typeof ZCareerWriteSchema>;
export const ZCareerUpdateSchema = ZCareerWriteSchema.extend({ id: ZId });

export const ZCareerListPublicSchema = z.object({
  category: z.enum(CAREER_CATEGORIES, { error: 'Invalid category' }).optional(),
  limit: ZLimit(24),
});
export const ZCareerListAdminSchema = z.object({
  category: z.enum(CAREER_CATEGORIES, { error: 'Invalid category' }).optional(),
  q: z.string().trim().max(200).optional(),
  limit: ZLimit(200),
});
