import { z } from 'zod';
import { PUBLIC_TOP_CATEGORIES, TOP_CATEGORIES, VIDEO_STATUSES, ZId, ZLimit } from './common';

const INVALID_TOP = 'Invalid top category';

export const ZTopCategory = z.enum(TOP_CATEGORIES, { error: INVALID_TOP });

const ZSubCategoryRef = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === '' || v === 'all') return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Invalid sub-category' });
      return z.NEVER;
    }
    return n;
  });

export const ZVideoWriteSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(300),
  top_category: ZTopCategory,
  sub_category_id: ZSubCategoryRef,
  youtube_url: z.string().trim().max(2000).optional().default(''),
  src_url: z.string().trim().max(2000).optional().default(''),
  thumbnail_url: z.string().trim().max(2000).optional().default(''),
  status: z.enum(VIDEO_STATUSES, { error: 'Invalid status' }).optional().default('draft'),
  description: z.string().trim().max(5000).optional().default(''),
});
export type TVideoWrite = z.input<typeof ZVideoWriteSchema>;

export const ZVideoUpdateSchema = ZVideoWriteSchema.extend({ id: ZId });

export const ZVideoListPublicSchema = z.object({
  top_category: z.enum(PUBLIC_TOP_CATEGORIES, { error: INVALID_TOP }).optional(),
  sub_category: ZSubCategoryRef,
  limit: ZLimit(100),
});

export const ZVideoListAdminSchema = z.object({
  top_category: z.enum(PUBLIC_TOP_CATEGORIES, { error: INVALID_TOP }).optional(),
  sub_category: ZSubCategoryRef,
  q: z.string().trim().max(200).optional(),
  limit: ZLimit(200),
});

export const ZSubcategoryListSchema = z.object({
  top_category: z.enum(PUBLIC_TOP_CATEGORIES, { error: INVALID_TOP }).optional(),
});
export const ZSubcategoryCreateSchema = z.object({
  top_category: ZTopCategory,
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
});
export const ZSubcategoryRenameSchema = z.object({
  id: ZId,
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
});
