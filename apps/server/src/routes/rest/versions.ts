import type { ContentVersionDetail } from '@manovo/api/domain';
import { ZDecimalId } from '@manovo/api/schemas';
import { z } from 'zod';
import { defineRoute, type RestRoute } from './define-route';
import { parseWire, ZIdParams } from './handler';
import { listOf, wireDate } from './openapi';
import type { VersionedRestResource } from './resource-routes';

/** One kept save; `record` is the item's stored row as it stood (camelCase columns, ISO dates). */
export const ZVersionWire = z.object({
  id: z.number().int(),
  number: z.number().int(),
  action: z.string(),
  admin_email: z.string(),
  created_at: wireDate,
  image_url: z.string().nullable(),
  record: z.record(z.string(), z.unknown()),
});
const toVersionWire = (v: ContentVersionDetail): z.infer<typeof ZVersionWire> => ({
  id: v.id,
  number: v.number,
  action: v.action,
  admin_email: v.adminEmail,
  created_at: v.createdAt,
  image_url: v.imageUrl,
  record: v.record,
});

const ZVersionParams = z.object({ id: ZDecimalId, versionId: ZDecimalId });

/**
 * A resource whose saves are versioned gets these two routes beside its own: its `versioned(...)` entry
 * (resource-routes.ts) is named in the list `index.ts` passes here.
 */
export const versionRoutes = (resources: VersionedRestResource[]): RestRoute[] =>
  resources.flatMap((r) => [
    defineRoute({
      method: 'get',
      path: `/${r.path}/{id}/versions`,
      summary: 'Versions of an item, newest first (a deleted item’s for 30 days)',
      tag: r.tag,
      admin: true,
      params: ZIdParams,
      ok: { status: 200, body: listOf(ZVersionWire) },
      handle: async (c, req) => {
        const { id } = parseWire(ZIdParams, req.params);
        return { items: (await c.versions.list({ entity: r.entity, id })).map(toVersionWire) };
      },
    }),
    defineRoute({
      method: 'post',
      path: `/${r.path}/{id}/versions/{versionId}/restore`,
      summary: 'Restore a version (a new version); brings back an item deleted within 30 days',
      tag: r.tag,
      admin: true,
      params: ZVersionParams,
      ok: { status: 200, body: z.object({ ok: z.literal(true), version: ZVersionWire, item: r.wire }) },
      handle: async (c, req) => {
        const { id, versionId } = parseWire(ZVersionParams, req.params);
        const version = await c.versions.restore({ entity: r.entity, id, versionId });
        return { ok: true, version: toVersionWire(version), item: await r.byId(c, id) };
      },
    }),
  ]);
