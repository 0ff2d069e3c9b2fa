import { z } from 'zod';
import { ZPage, zText } from './common';

export const ZSearchInput = z.object({
  q: zText('Search', 200, { keepSpace: true }).optional().default(''),
  perPage: z.number().int().min(1).max(50).optional().default(10),
  types: z.array(zText('Type', 40)).max(10).optional(),
});
export const ZAdminSearchInput = z.object({ q: zText('Search', 200) });
export const ZAuditList = z.object({
  entity: zText('Type', 40).optional(),
  page: ZPage,
});
