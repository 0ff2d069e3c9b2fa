import { CAREER_CATEGORIES, type Career, CONTENT_STATUSES } from '@manovo/api/domain';
import { ZCareerInput, ZCareerListAdmin } from '@manovo/api/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SharedContext } from '../../context';
import {
  adminRoute,
  type Caller,
  parseWire,
  publicRoute,
  queryChoice,
  queryCount,
  queryText,
  ZIdParams,
} from './handler';
import { listOf, okItemOf, okListOf, type RouteDoc, wireDate, ZOk } from './openapi';

/** The spec's career object. */
export const ZCareerWire = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(CAREER_CATEGORIES),
  status: z.enum(CONTENT_STATUSES),
  location: z.string(),
  experience: z.string(),
  salary: z.string(),
  skills: z.string(),
  apply_url: z.string(),
  apply_email: z.string(),
  description: z.string(),
  created_at: wireDate,
  updated_at: wireDate,
});
export const toCareerWire = (c: Career): z.infer<typeof ZCareerWire> => ({
  id: c.id,
  title: c.title,
  category: c.category,
  status: c.status,
  location: c.location,
  experience: c.experience,
  salary: c.salary,
  skills: c.skills,
  apply_url: c.applyUrl,
  apply_email: c.applyEmail,
  description: c.description,
  created_at: c.createdAt,
  updated_at: c.updatedAt,
});

const C = ZCareerInput.shape;
const ZCareerBody = z
  .object({
    title: C.title,
    category: C.category,
    status: C.status,
    location: C.location,
    experience: C.experience,
    salary: C.salary,
    skills: C.skills,
    apply_url: C.applyUrl,
    apply_email: C.applyEmail,
    description: C.description,
  })
  .transform(({ apply_url, apply_email, ...rest }) => ({
    ...rest,
    applyUrl: apply_url,
    applyEmail: apply_email,
  }));

const careerFilters = {
  category: queryChoice('category', ZCareerListAdmin.shape.category),
  limit: queryCount,
};
const ZPublicCareerQuery = z.object(careerFilters);
const ZAdminCareerQuery = z.object({ ...careerFilters, q: queryText('q', ZCareerListAdmin.shape.q) });

const notOk = (message: string) => ({ ok: false, items: [], error: message });

const tag = 'Careers';
export const CAREER_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/public/careers',
    summary: 'Published jobs of a category',
    tag,
    admin: false,
    query: ZPublicCareerQuery,
    ok: { status: 200, body: okListOf(ZCareerWire) },
    errorExtras: { ok: z.literal(false), items: z.array(z.never()) },
  },
  {
    method: 'get',
    path: '/careers',
    summary: 'Jobs of any status',
    tag,
    admin: true,
    query: ZAdminCareerQuery,
    ok: { status: 200, body: listOf(ZCareerWire) },
  },
  {
    method: 'get',
    path: '/careers/{id}',
    summary: 'One job',
    tag,
    admin: true,
    params: ZIdParams,
    ok: { status: 200, body: okItemOf(ZCareerWire) },
  },
  {
    method: 'post',
    path: '/careers',
    summary: 'Add a job (a draft unless status says otherwise)',
    tag,
    admin: true,
    json: ZCareerBody,
    ok: { status: 201, body: okItemOf(ZCareerWire) },
  },
  {
    method: 'put',
    path: '/careers/{id}',
    summary: 'Replace a job',
    tag,
    admin: true,
    params: ZIdParams,
    json: ZCareerBody,
    ok: { status: 200, body: okItemOf(ZCareerWire) },
  },
  {
    method: 'delete',
    path: '/careers/{id}',
    summary: 'Delete a job',
    tag,
    admin: true,
    params: ZIdParams,
    ok: { status: 200, body: ZOk },
  },
];

export function registerCareerRoutes(app: FastifyInstance, shared: SharedContext) {
  app.get(
    '/public/careers',
    publicRoute(
      shared,
      async (c, req) => ({
        ok: true,
        items: (await c.careers.listPublic(parseWire(ZPublicCareerQuery, req.query))).map(toCareerWire),
      }),
      { errorBody: notOk },
    ),
  );

  app.get(
    '/careers',
    adminRoute(shared, async (c, req) => ({
      items: (await c.careers.list(parseWire(ZAdminCareerQuery, req.query))).map(toCareerWire),
    })),
  );
  app.get(
    '/careers/:id',
    adminRoute(shared, async (c, req) => ({
      ok: true,
      item: toCareerWire(await c.careers.byId(parseWire(ZIdParams, req.params))),
    })),
  );
  app.post(
    '/careers',
    adminRoute(
      shared,
      async (c, req) => ({
        ok: true,
        item: toCareerWire(await c.careers.create(parseWire(ZCareerBody, req.body))),
      }),
      { status: 201 },
    ),
  );
  app.put(
    '/careers/:id',
    adminRoute(shared, async (c, req) => {
      const { id } = parseWire(ZIdParams, req.params);
      return {
        ok: true,
        item: toCareerWire(await c.careers.update({ ...parseWire(ZCareerBody, req.body), id })),
      };
    }),
  );
  app.delete(
    '/careers/:id',
    adminRoute(shared, async (c, req) => {
      await c.careers.delete(parseWire(ZIdParams, req.params));
      return { ok: true };
    }),
  );
}

/** What the version routes (versions.ts) need to answer a restored career. */
export const CareerRestResource = {
  path: 'careers',
  entity: 'career' as const,
  tag: 'Careers',
  wire: ZCareerWire,
  byId: async (c: Caller, id: number) => toCareerWire(await c.careers.byId({ id })),
};
