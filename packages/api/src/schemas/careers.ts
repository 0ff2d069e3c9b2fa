import { z } from 'zod';
import { CAREER_CATEGORIES, CONTENT_STATUSES } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import {
  OPTIONAL_EMAIL_DOC,
  ZId,
  ZLimit,
  zEnum,
  zOptionalHttpUrl,
  zOptionalText,
  zRequiredText,
  zText,
} from './common';
import { ZLang } from './translations';

export const ZCareerCategory = zEnum(CAREER_CATEGORIES, MESSAGES.invalidCategory);

export const ZCareerInput = z.object({
  title: zRequiredText('Title', 300, MESSAGES.titleRequired),
  category: ZCareerCategory.optional().default('fulltime'),
  status: zEnum(CONTENT_STATUSES, MESSAGES.invalidStatus).optional().default('draft'),
  location: zOptionalText('Location', 200),
  experience: zOptionalText('Experience', 200),
  salary: zOptionalText('Salary', 200),
  skills: zOptionalText('Skills', 1000),
  applyUrl: zOptionalHttpUrl('Apply URL'),
  applyEmail: zOptionalText('Apply email', 254)
    .refine((v) => v === '' || z.email().safeParse(v).success, MESSAGES.invalidEmail)
    .meta(OPTIONAL_EMAIL_DOC),
  /** HTML allowed; sanitised by the server before it is stored. */
  description: zOptionalText('Description', 50_000, { keepSpace: true }),
});
export type TCareerInput = z.input<typeof ZCareerInput>;
export const ZCareerUpdate = ZCareerInput.extend({ id: ZId });
export type TCareerUpdate = z.input<typeof ZCareerUpdate>;

const ZCareerList = z.object({ category: ZCareerCategory.optional(), limit: ZLimit });
export const ZCareerListPublic = ZCareerList.extend({ lang: ZLang.optional() });
export const ZCareerListAdmin = ZCareerList.extend({ q: zText('Search', 200).optional() });
