import { z } from 'zod';
import {
  BROADCAST_KINDS,
  CONTENT_STATUSES,
  SOCIAL_SOURCES,
  ZId,
  ZLimit,
  ZOptionalDate,
  ZOptionalUrl,
  ZText,
  ZUpload,
} from './common';

export const BROADCAST_REQUIRED = 'Please provide a title and valid category.';
export const IMAGE_REQUIRED = 'Please upload an image.';
export const IMAGE_TOO_LARGE = 'Image must be smaller than 5 MB.';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const ZBroadcastWriteSchema = z.object({
  kind: z.enum(BROADCAST_KINDS, { error: BROADCAST_REQUIRED }),
  title: z.string({ error: BROADCAST_REQUIRED }).trim().min(1, BROADCAST_REQUIRED).max(300),
  summary: ZText(2000),
  body: z.string().max(100_000).optional().default(''),
  status: z.enum(CONTENT_STATUSES, { error: 'Invalid status' }).optional().default('draft'),
  publish_at: ZOptionalDate,
  posted_at: ZOptionalDate,
  social_source: z
    .union([z.enum(SOCIAL_SOURCES, { error: 'Invalid social source' }), z.literal(''), z.null()])
    .optional(),
  link_url: ZOptionalUrl,
  tag: ZText(100),
  image: ZUpload.optional(),
});
export type TBroadcastWrite = z.input<typeof ZBroadcastWriteSchema>;
export const ZBroadcastUpdateSchema = ZBroadcastWriteSchema.extend({ id: ZId });

export const ZBroadcastListPublicSchema = z.object({
  category: z.enum(BROADCAST_KINDS, { error: 'Invalid category' }).optional(),
  limit: ZLimit(24),
});
export const ZBroadcastListAdminSchema = z.object({
  kind: z.enum(BROADCAST_KINDS, { error: 'Invalid category' }).optional(),
  q: z.string().trim().max(200).optional(),
  limit: ZLimit(200),
});
