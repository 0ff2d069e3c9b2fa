import { z } from 'zod';
import { BROADCAST_KINDS, CONTENT_STATUSES, SOCIAL_SOURCES } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import {
  imageDetails,
  ZDecimalId,
  ZFile,
  ZLimit,
  ZOptionalDateTime,
  zEnum,
  zFormData,
  zOptionalMediaUrl,
  zOptionalText,
  zRequiredText,
  zText,
} from './common';
import { ZLang } from './translations';

export const ZBroadcastKind = zEnum(BROADCAST_KINDS, MESSAGES.invalidCategory);

/**
 * A broadcast as the admin form sends it: multipart fields (strings) and the image. The image is required
 * on create and optional on edit (the old one stays); social_source only applies to social posts.
 */
export const ZBroadcastFields = z.object({
  kind: zEnum(BROADCAST_KINDS, MESSAGES.broadcastRequired),
  title: zRequiredText('Title', 300, MESSAGES.broadcastRequired),
  summary: zOptionalText('Summary', 2000),
  /** HTML allowed; sanitised by the server before it is stored. */
  body: zOptionalText('Body', 100_000, { keepSpace: true }),
  status: zEnum(CONTENT_STATUSES, MESSAGES.invalidStatus).optional().default('draft'),
  publishAt: ZOptionalDateTime,
  postedAt: ZOptionalDateTime,
  socialSource: z
    .union([zEnum(SOCIAL_SOURCES, MESSAGES.invalidSocialSource), z.literal('')], {
      error: MESSAGES.invalidSocialSource,
    })
    .optional()
    .default(''),
  /** An external page (http/https, opened in a new tab) or a path on this site (docs/product.md §5). */
  linkUrl: zOptionalMediaUrl('Link'),
  tag: zOptionalText('Tag', 100),
  image: ZFile.optional(),
  ...imageDetails,
});
export type TBroadcastFields = z.input<typeof ZBroadcastFields>;
export const ZBroadcastUpdateFields = ZBroadcastFields.extend({
  id: ZDecimalId,
});
export type TBroadcastUpdateFields = z.input<typeof ZBroadcastUpdateFields>;

export const ZBroadcastCreate = zFormData(ZBroadcastFields);
export const ZBroadcastUpdate = zFormData(ZBroadcastUpdateFields);

const ZBroadcastList = z.object({ kind: ZBroadcastKind.optional(), limit: ZLimit });
export const ZBroadcastListPublic = ZBroadcastList.extend({ lang: ZLang.optional() });
export const ZBroadcastListAdmin = ZBroadcastList.extend({ q: zText('Search', 200).optional() });
