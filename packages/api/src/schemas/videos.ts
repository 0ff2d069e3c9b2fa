import { z } from 'zod';
import { PUBLIC_TOP_CATEGORIES, TOP_CATEGORIES, VIDEO_STATUSES } from '../domain/constants';
import { MAX_VIDEO_SECONDS, parseDuration } from '../domain/duration';
import { MESSAGES } from '../domain/messages';
import {
  ZId,
  ZLimit,
  zEnum,
  zOptionalImageUrl,
  zOptionalMediaUrl,
  zOptionalText,
  zRequiredText,
  zText,
} from './common';
import { ZLang } from './translations';

export const ZTopCategory = zEnum(TOP_CATEGORIES, MESSAGES.invalidTopCategory);
const ZPublicTopCategory = zEnum(PUBLIC_TOP_CATEGORIES, MESSAGES.invalidTopCategory);
const ZSubCategoryId = ZId.nullable().optional();

/** How long a video runs, in whole seconds (1 s to a day). */
export const ZDurationSeconds = z
  .number({ error: MESSAGES.invalidDuration })
  .int(MESSAGES.invalidDuration)
  .min(1, MESSAGES.invalidDuration)
  .max(MAX_VIDEO_SECONDS, MESSAGES.invalidDuration);

/** A duration as the admin form's field holds it ('1:32'; blank is unknown), read as its seconds. */
const ZDurationText = z.string({ error: MESSAGES.invalidDuration }).transform((text, ctx) => {
  const seconds = parseDuration(text);
  if (seconds === undefined) ctx.addIssue({ code: 'custom', message: MESSAGES.invalidDuration });
  return seconds ?? null;
});

/**
 * A video's duration: seconds (what the procedures and the REST door send), the form's m:ss text, or
 * null for unknown (also when absent, so a write without it stores null).
 */
export const ZDuration = z
  .union([ZDurationSeconds, z.null(), ZDurationText], { error: MESSAGES.invalidDuration })
  .optional()
  .default(null);

/** A video as staff write it. A blank thumbnail means "the YouTube one". */
export const ZVideoInput = z.object({
  title: zRequiredText('Title', 300, MESSAGES.titleRequired),
  topCategory: ZTopCategory,
  subCategoryId: z.union([ZId, z.null()], { error: MESSAGES.invalidSubCategory }).optional().default(null),
  youtubeUrl: zOptionalMediaUrl('YouTube URL'),
  srcUrl: zOptionalMediaUrl('Video file URL'),
  thumbnailUrl: zOptionalImageUrl('Thumbnail URL'),
  status: zEnum(VIDEO_STATUSES, MESSAGES.invalidStatus).optional().default('draft'),
  description: zOptionalText('Description', 5000),
  durationSeconds: ZDuration,
});
export type TVideoInput = z.input<typeof ZVideoInput>;
export const ZVideoUpdate = ZVideoInput.extend({ id: ZId });
export type TVideoUpdate = z.input<typeof ZVideoUpdate>;

const ZVideoList = z.object({
  topCategory: ZPublicTopCategory.optional(),
  /** Absent: every sub-category ("All"). */
  subCategoryId: ZSubCategoryId,
  limit: ZLimit,
});
export const ZVideoListPublic = ZVideoList.extend({ lang: ZLang.optional() });
export const ZVideoListAdmin = ZVideoList.extend({ q: zText('Search', 200).optional() });

export const ZSubcategoryList = z.object({ topCategory: ZPublicTopCategory.optional() });
const ZSubcategoryName = zRequiredText('Name', 120, MESSAGES.nameRequired);
export const ZSubcategoryCreate = z.object({ topCategory: ZTopCategory, name: ZSubcategoryName });
export const ZSubcategoryRename = z.object({ id: ZId, name: ZSubcategoryName });
