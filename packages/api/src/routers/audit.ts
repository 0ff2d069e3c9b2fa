import { findAuditPage } from '@manovo/db/queries';
import { ADMIN_PAGE_SIZE } from '../schemas/common';
import { ZAuditListSchema } from '../schemas/search';
import { adminProcedure } from '../trpc';
import { iso } from '../wire';

export const auditRouter = {
  list: adminProcedure.input(ZAuditListSchema).query(async ({ ctx, input }) => {
    const { rows, total } = await findAuditPage(ctx.db, {
      entity: input.entity || undefined,
      limit: ADMIN_PAGE_SIZE,
      offset: (input.page - 1) * ADMIN_PAGE_SIZE,
    });
    return {
      items: rows.map((r) => ({
        id: r.id,
        admin_email: r.adminEmail,
        entity: r.entity,
        entity_id: r.entityId,
        action: r.action,
        summary: r.summary,
        created_at: iso(r.createdAt),
      })),
      total,
      page: input.page,
      limit: ADMIN_PAGE_SIZE,
    };
  }),
};
