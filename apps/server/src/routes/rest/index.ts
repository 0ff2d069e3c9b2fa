import type { FastifyInstance } from 'fastify';
import type { SharedContext } from '../../context';
import { registerRestAllowedMethods } from '../../plugins/allowed-methods';
import { registerApiDocs } from './api-docs';
import { APPLICATION_ROUTES, registerApplicationRoutes } from './applications';
import { AUTH_ROUTES, registerAuthRoutes } from './auth';
import { BROADCAST_ROUTES, registerBroadcastRoutes } from './broadcasts';
import { CAREER_ROUTES, registerCareerRoutes } from './careers';
import { CONTACT_ROUTES, registerContactRoutes } from './contact';
import type { RouteDoc } from './openapi';
import { registerSearchRoutes, SEARCH_ROUTES } from './search';
import { registerSubcategoryRoutes, SUBCATEGORY_ROUTES } from './subcategories';
import { registerTestimonialRoutes, TESTIMONIAL_ROUTES } from './testimonials';
import { registerVersionRoutes, VERSION_ROUTES } from './versions';
import { registerVideoRoutes, VIDEO_ROUTES } from './videos';

/**
 * The REST door for integrators under /api/admin: the spec's paths, snake_case shapes, older field names
 * and envelopes, one file per resource, each calling the same procedures as the app. Admin routes need a
 * bearer token (checked by the procedures); /public/*, /search, /contact and /apply need none.
 */
/** Every REST route, as the OpenAPI document describes it. */
export const REST_ROUTES: RouteDoc[] = [
  ...AUTH_ROUTES,
  ...VIDEO_ROUTES,
  ...SUBCATEGORY_ROUTES,
  ...CAREER_ROUTES,
  ...BROADCAST_ROUTES,
  ...TESTIMONIAL_ROUTES,
  ...SEARCH_ROUTES,
  ...CONTACT_ROUTES,
  ...APPLICATION_ROUTES,
  ...VERSION_ROUTES,
];

// Served beside the routes they describe, and not part of the API itself.
const DOC_PATHS = ['/openapi.json', '/docs', '/docs/init.js', '/docs/assets/*'];

export async function registerRestRoutes(app: FastifyInstance, shared: SharedContext) {
  // A route the document does not list stops the server at start: the document cannot drift.
  const registered: string[] = [];
  registerRestAllowedMethods(app);
  app.addHook('onRoute', (r) => {
    const url = r.url.replace(/^\/api\/admin/, '').replace(/:(\w+)/g, '{$1}');
    for (const method of [r.method].flat())
      if (method !== 'HEAD' && !DOC_PATHS.includes(url)) registered.push(`${method.toLowerCase()} ${url}`);
  });
  registerAuthRoutes(app, shared);
  registerVideoRoutes(app, shared);
  registerSubcategoryRoutes(app, shared);
  registerCareerRoutes(app, shared);
  registerBroadcastRoutes(app, shared);
  registerTestimonialRoutes(app, shared);
  registerSearchRoutes(app, shared);
  registerContactRoutes(app, shared);
  registerApplicationRoutes(app, shared);
  registerVersionRoutes(app, shared);
  await registerApiDocs(app, REST_ROUTES);
  const documented = new Set(REST_ROUTES.map((r) => `${r.method} ${r.path}`));
  const missing = registered.filter((r) => !documented.has(r));
  if (missing.length) throw new Error(`REST routes missing from the OpenAPI document: ${missing.join(', ')}`);
}
