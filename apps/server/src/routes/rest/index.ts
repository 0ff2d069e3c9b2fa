import type { FastifyInstance } from 'fastify';
import type { SharedContext } from '../../context';
import { registerRestAllowedMethods } from '../../plugins/allowed-methods';
import { registerApiDocs } from './api-docs';
import { APPLICATION_ROUTES } from './applications';
import { AUTH_ROUTES } from './auth';
import { BROADCAST_ROUTES, BroadcastRestResource } from './broadcasts';
import { CAREER_ROUTES, CareerRestResource } from './careers';
import { CONTACT_ROUTES } from './contact';
import { type RestRoute, registerRoutes } from './define-route';
import { IFU_ROUTES } from './ifu';
import { REVIEW_ROUTES, withReviewGate } from './review';
import { SEARCH_ROUTES } from './search';
import { SUBCATEGORY_ROUTES } from './subcategories';
import { TESTIMONIAL_ROUTES, TestimonialRestResource } from './testimonials';
import { versionRoutes } from './versions';
import { VIDEO_ROUTES, VideoRestResource } from './videos';

/**
 * The REST door for integrators under /api/admin: the spec's paths, snake_case shapes, older field names
 * and envelopes, one file per resource, each calling the same procedures as the app. Admin routes need a
 * bearer token (checked by the procedures); /public/*, /search, /contact and /apply need none. Each route
 * is defined once (define-route.ts): the OpenAPI document and the router are both made from this list.
 */
export const REST_ROUTES: RestRoute[] = withReviewGate([
  ...AUTH_ROUTES,
  ...VIDEO_ROUTES,
  ...SUBCATEGORY_ROUTES,
  ...CAREER_ROUTES,
  ...BROADCAST_ROUTES,
  ...TESTIMONIAL_ROUTES,
  ...SEARCH_ROUTES,
  ...CONTACT_ROUTES,
  ...APPLICATION_ROUTES,
  // The versions of the resources that keep them (list, restore).
  ...versionRoutes([VideoRestResource, CareerRestResource, BroadcastRestResource, TestimonialRestResource]),
  ...IFU_ROUTES,
  ...REVIEW_ROUTES,
]);

// Served beside the routes they describe, and not part of the API itself.
const DOC_PATHS = ['/openapi.json', '/docs', '/docs/init.js', '/docs/assets/*'];

export async function registerRestRoutes(app: FastifyInstance, shared: SharedContext) {
  // A route added beside the list (a plain app.get here) stops the server at start: the document
  // cannot drift.
  const registered: string[] = [];
  registerRestAllowedMethods(app);
  app.addHook('onRoute', (r) => {
    const url = r.url.replace(/^\/api\/admin/, '').replace(/:(\w+)/g, '{$1}');
    for (const method of [r.method].flat())
      if (method !== 'HEAD' && !DOC_PATHS.includes(url)) registered.push(`${method.toLowerCase()} ${url}`);
  });
  registerRoutes(app, shared, REST_ROUTES);
  await registerApiDocs(app, REST_ROUTES);
  const documented = new Set(REST_ROUTES.map((r) => `${r.method} ${r.path}`));
  const missing = registered.filter((r) => !documented.has(r));
  if (missing.length) throw new Error(`REST routes missing from the OpenAPI document: ${missing.join(', ')}`);
}
