import { CAREER_CATEGORIES, type Career, CONTENT_STATUSES } from '@manovo/api/domain';
import { ZCareerInput, ZCareerListAdmin } from '@manovo/api/schemas';
import { z } from 'zod';
import type { RestRoute } from './define-route';
import { queryChoice, queryCount, queryLang, queryText } from './handler';
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
const ZPublicCareerQuery = z.object({ ...careerFilters, lang: queryLang });
const ZAdminCareerQuery = z.object({ ...careerFilters, q: queryText('q', ZCareerListAdmin.shape.q) });

const careers = resourceRoutes('careers', 'Careers', ZCareerWire, toCareerWire);
const body = jsonBody(ZCareerBody);
export const CAREER_ROUTES: RestRoute[] = [
  careers.list('public', ZPublicCareerQuery, (c) => c.careers.listPublic, {
    summary: 'Published jobs of a category',
    ...LIST_ERROR_SHAPE,
  }),
  careers.list('admin', ZAdminCareerQuery, (c) => c.careers.list, { summary: 'Jobs of any status' }),
  careers.read('admin', (c) => c.careers.byId, { summary: 'One job', withOk: true }),
  careers.create(body, (c) => c.careers.create, {
    summary: 'Add a job (a draft unless status says otherwise)',
  }),
  careers.update(body, (c) => c.careers.update, { summary: 'Replace a job' }),
  careers.remove((c) => c.careers.delete, { summary: 'Delete a job' }),
];

export const CareerRestResource = careers.versioned('career', (c) => c.careers.byId);
