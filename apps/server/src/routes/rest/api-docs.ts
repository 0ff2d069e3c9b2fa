import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi, type RouteDoc } from './openapi';

// swagger-ui ships as static files in an npm package: served from here, nothing from a CDN.
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Manovo Surgical API reference</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/api/admin/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/admin/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/admin/docs/init.js"></script>
  </body>
</html>
`;
// A file of its own, not an inline script: the site's CSP allows scripts from this origin only.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/admin/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** The OpenAPI document at /api/admin/openapi.json and a readable reference at /api/admin/docs. */
export async function registerApiDocs(app: FastifyInstance, routes: RouteDoc[]) {
  const document = JSON.stringify(buildOpenApi(routes));
  app.get('/openapi.json', (_req, reply) =>
    reply.type('application/json').header('Cache-Control', 'no-cache').send(document),
  );
  app.get('/docs', (_req, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/docs/init.js', (_req, reply) => reply.type('text/javascript').send(INIT));
  await app.register(fastifyStatic, {
    root: SWAGGER_UI_DIR,
    prefix: '/docs/assets/',
    decorateReply: false,
    index: false,
    allowedPath: (file) => /^\/swagger-ui(-bundle\.js|\.css)$/.test(file),
  });
}
