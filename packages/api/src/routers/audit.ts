import { findAuditPage } from '@manovo/db/queries';
import { ADMIN_PAGE_SIZE } from '../domain/constants';
import type { AuditEntry, Page } from '../domain/types';
import { ZAuditList } from '../schemas/search';
import { adminProcedure, isoOf } from '../trpc';

export const auditRouter = {
  list: adminProcedure.input(ZAuditList).query(async ({ ctx, input }): Promise<Page<AuditEntry>> => {
    const { rows, total } = await findAuditPage(ctx.db, {
      entity: input.entity || undefined,
      limit: ADMIN_PAGE_SIZE,
      offset: (input.page - 1) * ADMIN_PAGE_SIZE,
    });
    return {
      items: rows.map((r) => ({
        id: r.id,
        adminEmail: r.adminEmail,
        entity: r.entity,
        entityId: r.entityId,
        action: r.action,
        summary: r.summary,
        createdAt: isoOf(r.createdAt),
      })),
      total,
      page: input.page,
      limit: ADMIN_PAGE_SIZE,
    };
  }),
};
