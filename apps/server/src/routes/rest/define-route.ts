import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedContext } from '../../context';
import { type RestHandling, restHandler } from './handler';
import type { RouteDoc } from './openapi';

/** A REST route: its OpenAPI description and, beside it, the handler that answers it. */
export type RestRoute = RouteDoc & {
  handler: (shared: SharedContext) => (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
};

/**
 * One REST route, defined once (in the spirit of midday's `createRoute`): method, path, schemas and docs
 * for the OpenAPI document, and how it calls its procedure. The success status the document states is
 * the one the route answers with, so the two cannot disagree.
 */
export function defineRoute<T>({ handle, send, errorBody, ...doc }: RouteDoc & RestHandling<T>): RestRoute {
  return {
    ...doc,
    handler: (shared) =>
      restHandler(shared, { admin: doc.admin, status: doc.ok.status }, { handle, send, errorBody }),
  };
}

/** The HTTP method of a document's lower-case one. */
export const HTTP_METHOD = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
} as const;

/** The router's form of an OpenAPI path: `/videos/{id}` → `/videos/:id`. */
export const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Registers routes in the order given (HEAD comes with each GET, as with app.get). */
export function registerRoutes(app: FastifyInstance, shared: SharedContext, routes: readonly RestRoute[]) {
  for (const r of routes)
    app.route({ method: HTTP_METHOD[r.method], url: routerPath(r.path), handler: r.handler(shared) });
}
