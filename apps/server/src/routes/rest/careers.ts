import { CAREER_CATEGORIES, type Career, CONTENT_STATUSES } from '@manovo/api/domain';
import { ZCareerInput, ZCareerListAdmin } from '@manovo/api/schemas';
import { z } from 'zod';
import type { RestRoute } from './define-route';
import { queryChoice, queryCount, queryText } from './handler';
import { wireDate } from './openapi';
import { jsonBody, LIST_ERROR_SHAPE, resourceRoutes } from './resource-routes';

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

const careers = resourceRoutes('careers', 'Careers', ZCareerWire, toCareerWire);
const body = jsonBody(ZCareerBody);
export const CAREER_ROUTES: RestRoute[] = [
  careers.list({
    access: 'public',
    summary: 'Published jobs of a category',
    query: ZPublicCareerQuery,
    withOk: true,
    ...LIST_ERROR_SHAPE,
    call: (c, query) => c.careers.listPublic(query),
  }),
  careers.list({
    access: 'admin',
    summary: 'Jobs of any status',
    query: ZAdminCareerQuery,
    withOk: false,
    call: (c, query) => c.careers.list(query),
  }),
  careers.read({
    access: 'admin',
    summary: 'One job',
    withOk: true,
    call: (c, id) => c.careers.byId({ id }),
  }),
  careers.create({
    summary: 'Add a job (a draft unless status says otherwise)',
    body,
    call: (c, input) => c.careers.create(input),
  }),
  careers.update({
    summary: 'Replace a job',
    body,
    call: (c, id, input) => c.careers.update({ ...input, id }),
  }),
  careers.remove({ summary: 'Delete a job', status: 200, call: (c, id) => c.careers.delete({ id }) }),
];

export const CareerRestResource = careers.versioned('career', (c, id) => c.careers.byId({ id }));
