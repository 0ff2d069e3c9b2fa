import { SEARCH_LANGUAGES } from '@manovo/search/languages';
import { z } from 'zod';
import { ZPage, zEnum, zText } from './common';

export const ZSearchInput = z.object({
  q: zText('Search', 200, { keepSpace: true }).optional().default(''),
  perPage: z.number().int().min(1).max(50).optional().default(10),
  types: z.array(zText('Type', 40)).max(10).optional(),
  /** The visitor's language (issue #26): its hits first, then the English of what it lacks. */
  lang: zEnum(SEARCH_LANGUAGES, 'Unknown language.').optional().default('en'),
});
export const ZAdminSearchInput = z.object({ q: zText('Search', 200) });
export const ZAuditList = z.object({
  entity: zText('Type', 40).optional(),
  page: ZPage,
});
