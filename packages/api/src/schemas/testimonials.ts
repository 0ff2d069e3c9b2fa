import { z } from 'zod';
import { ADMIN_PAGE_SIZE, TESTIMONIAL_STATUS_FILTERS } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import {
  imageDetails,
  ZDecimalId,
  ZFile,
  ZId,
  ZLimit,
  ZPage,
  zEnum,
  zFlag,
  zFormData,
  zOptionalHttpUrl,
  zOptionalText,
  zRequiredText,
  zText,
} from './common';
import { ZLang } from './translations';

/** A testimonial as the admin form sends it: multipart fields and an optional photo. */
export const ZTestimonialFields = z.object({
  personName: zRequiredText('Name', 200, MESSAGES.nameRequired),
  personTitle: zOptionalText('Title', 200),
  company: zOptionalText('Company', 200),
  message: zRequiredText('Message', 5000, MESSAGES.messageRequired),
  isActive: zFlag(MESSAGES.activeFlag).optional().default(true),
  linkedin: zOptionalHttpUrl('LinkedIn URL'),
  image: ZFile.optional(),
  ...imageDetails,
});
export type TTestimonialFields = z.input<typeof ZTestimonialFields>;
export const ZTestimonialUpdateFields = ZTestimonialFields.extend({ id: ZDecimalId });
export type TTestimonialUpdateFields = z.input<typeof ZTestimonialUpdateFields>;

export const ZTestimonialCreate = zFormData(ZTestimonialFields);
export const ZTestimonialUpdate = zFormData(ZTestimonialUpdateFields);
export const ZTestimonialSetActive = z.object({
  id: ZId,
  isActive: z.boolean({ error: MESSAGES.activeFlag }),
});

export const ZTestimonialListPublic = z.object({ limit: ZLimit, lang: ZLang.optional() });
export const ZTestimonialListAdmin = z.object({
  q: zText('Search', 200).optional(),
  status: zEnum(TESTIMONIAL_STATUS_FILTERS, 'Invalid status filter').optional().default('all'),
  page: ZPage,
  limit: ZLimit.default(ADMIN_PAGE_SIZE),
});
