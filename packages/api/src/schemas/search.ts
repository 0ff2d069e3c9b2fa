import { z } from 'zod';

export const SUGGESTION_PER_PAGE = 6;
export const SEARCH_PAGE_PER_PAGE = 20;

export const ZSearchRequestSchema = z.object({
  q: z.string().max(200).optional().default(''),
  perPage: z.coerce.number().int().min(1).max(50).catch(10).default(10),
  types: z.array(z.string().max(40)).max(10).optional(),
});
export const ZAdminSearchRequestSchema = z.object({ q: z.string().trim().max(200) });
export const ZAuditListSchema = z.object({
  entity: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).catch(1).default(1),
});
