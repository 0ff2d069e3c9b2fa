import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { LOCALES, localeFromCookie } from '@manovo/content/locales';
import type { Database } from '@manovo/db/queries';
import type { Renderer } from '@manovo/web/renderer';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedContext } from '../context';
import { registerOutsideReview } from '../routes/outside-review';
import { registerPageForms } from '../routes/page-forms';
import { registerFeeds } from '../seo/feeds';
import { headTags, isAdminPath } from '../seo/head-tags';
import { registerShareCards } from '../seo/share-card-routes';
import { registerPageCache } from './page-cache';
import { createPageRenderer } from './ssr';

/**
 * The site's typeface (Latin subset) is asked for with the page rather than after the stylesheet, so
 * text is drawn in it from the first paint instead of shifting when it arrives.
 */
function withFontPreload(shell: string, distDir: string): string {
  const assets = path.join(distDir, 'assets');
  const font = existsSync(assets)
    ? readdirSync(assets).find((f) => /^inter-latin-wght-[\w-]+\.woff2$/.test(f))
    : undefined;
  if (!font) return shell;
  return shell.replace(
    '<!--head-tags-->',
    `<link rel="preload" as="font" type="font/woff2" href="/assets/${font}" crossorigin />\n    <!--head-tags-->`,
  );
}

/**
 * The site's stylesheets go inside the page: the main one and those of the lazily loaded public pages
 * (a few KiB compressed). A server-rendered page then paints styled at once, with no request blocking
 * the first paint and no shift when a page's own stylesheet would arrive with its code. The admin's
 * stylesheet stays with the admin's code.
 */
function withInlineStyles(shell: string, distDir: string): string {
  const assets = path.join(distDir, 'assets');
  const main = /<link rel="stylesheet"[^>]*href="\/assets\/(index-[\w-]+\.css)"[^>]*>/.exec(shell);
  if (!main || !existsSync(assets)) return shell;
  // The app chunk's own stylesheet (layout: header, footer) right after the main one, as the browser
  // would have them; then the pages'.
  const pages = readdirSync(assets)
    .filter((f) => f.endsWith('.css') && f !== main[1] && !f.startsWith('admin-'))
    .sort((a, b) => Number(b.startsWith('main-')) - Number(a.startsWith('main-')) || a.localeCompare(b));
  const files = [main[1]!, ...pages];
  const css = files.map((f) => readFileSync(path.join(assets, f), 'utf8')).join('\n');
  // Vite's loader adds a chunk's stylesheet as a <link> when the chunk is imported (the app, a page,
  // the cookie banner) unless a stylesheet <link> of that address is already in the page. Each added
  // sheet, though its rules are already here, made the phone restyle and lay out the whole page again
  // while it hydrated. A disabled <link> says "already here": the loader skips it, and the browser
  // neither fetches nor applies a disabled stylesheet.
  const present = files.map((f) => `<link rel="stylesheet" href="/assets/${f}" disabled />`).join('');
  // The build links the stylesheets of the chunks the entry imports statically (the app's with it);
  // they are inlined above, so their links go, or the first paint would wait for them.
  const linked = /<link rel="stylesheet"[^>]*href="\/assets\/([\w-]+\.css)"[^>]*>\s*/g;
  return shell
    .replace(linked, (link, file: string) => (file === main[1] || !files.includes(file) ? link : ''))
    .replace(main[0], () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>${present}`);
}

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const preloadLink = (manifest: Manifest, key: string) =>
  `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`;

/** A build's chunks and the chunks they import, transitively (keys of dist/.vite/manifest.json). */
function closureOf(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closureOf(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * The modulepreload links a page asks for: `app`, the app the entry imports at once (boot.ts) and
 * every chunk it imports, for every page's head, so they download in parallel with the entry instead
 * of one import round trip after another; `pageOf(module)`, a lazily loaded page's own chunk and the
 * chunks it needs that the app does not bring (app-routes.tsx), asked for with the page so they
 * download beside the app instead of after hydration reached the page.
 */
export function preloadsOf(distDir: string): { app: string; pageOf: (module?: string) => string } {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return { app: '', pageOf: () => '' };
  const manifest: Manifest = JSON.parse(readFileSync(file, 'utf8'));
  const entry = closureOf(manifest, ['index.html']);
  const firstLoad = closureOf(manifest, [
    'index.html',
    ...(manifest['index.html']?.dynamicImports ?? []).slice(0, 1),
  ]);
  const app = [...firstLoad]
    .filter((key) => !entry.has(key))
    .map((key) => preloadLink(manifest, key))
    .join('');
  const links = new Map<string, string>();
  const pageOf = (module?: string) => {
    if (!module || !manifest[module]) return '';
    let tags = links.get(module);
    if (tags === undefined) {
      tags = [...closureOf(manifest, [module])]
        .filter((key) => !firstLoad.has(key))
        .map((key) => preloadLink(manifest, key))
        .join('');
      links.set(module, tags);
    }
    return tags;
  };
  return { app, pageOf };
}

/** The app's preloads right after the entry's script tag, so the browser meets them at once. */
function withAppPreloads(shell: string, app: string): string {
  if (!app) return shell;
  return shell.replace(/(<script type="module"[^>]*><\/script>)/, (tag) => `${tag}\n    ${app}`);
}

type WebOptions = {
  distDir: string;
  db: Database;
  publicUrl?: string;
  /** The built server renderer; without one, public routes get the empty app shell. */
  renderer?: Renderer | null;
  shared: SharedContext;
};

/**
 * Serves the built SPA, robots.txt and sitemap.xml (uploads: plugins/uploads.ts). Client routes get
 * index.html with their own head tags; unknown paths get the same shell with
 * HTTP 404 (the app shows '404 not found').
 */
export async function registerWeb(app: FastifyInstance, opts: WebOptions) {
  const originOf = (req: FastifyRequest) =>
    opts.publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`;
  // The home page's address takes a visitor who chose a language with the switcher (its cookie) to that
  // language's home page. Only there, and never by Accept-Language: a crawler carries no cookie and
  // sees every locale; a link to any other page opens that page as linked.
  app.addHook('onRequest', (req, reply, done) => {
    const chosen = req.method === 'GET' && req.url === '/' ? localeFromCookie(req.headers.cookie) : undefined;
    if (!chosen || chosen === 'en') return done();
    reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie');
    return reply.redirect(`${LOCALES[chosen].prefix}/`, 302);
  });
  // Before the static files: a kept page is answered without looking for a file of its name.
  if (opts.renderer && opts.shared.cache) registerPageCache(app, { cache: opts.shared.cache, originOf });
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasDist = existsSync(indexFile);
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      index: false,
      wildcard: true,
      // dist/.vite/manifest.json is the server's map of the build (page preloads), not the public's.
      dotfiles: 'ignore',
      // dist/ holds .br and .gz beside each text file (apps/web/scripts/precompress-plugin.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (/search-index(\.[a-z]+)?\.json$/.test(filePath)) res.header('Cache-Control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const preloads = preloadsOf(opts.distDir);
  const shell = hasDist
    ? withInlineStyles(
        withAppPreloads(withFontPreload(readFileSync(indexFile, 'utf8'), opts.distDir), preloads.app),
        opts.distDir,
      )
    : '<!doctype html><html><head><!--head-tags--></head><body><div id="root"></div></body></html>';

  const sendPage = opts.renderer
    ? createPageRenderer(opts.shared, opts.renderer, shell, preloads.pageOf)
    : null;

  const sendShell = (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    const origin = originOf(req);
    // Public pages are rendered on the server; the admin stays a client-rendered shell, never cached.
    if (sendPage && !isAdminPath(pathname)) return sendPage(req, reply, origin);
    const { html, known } = headTags({ pathname, origin });
    const page = shell.replace(/<title>[\s\S]*?<\/title>/, '').replace('<!--head-tags-->', html);
    return reply
      .code(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(page);
  };

  // The contact and apply forms post here when the page runs without JavaScript; the answer is the page.
  if (sendPage)
    await registerPageForms(app, {
      shared: opts.shared,
      publicUrl: opts.publicUrl,
      sendPage: (req, reply, page) => sendPage(req, reply, originOf(req), page),
    });

  // An outside reviewer's link (docs/product.md, "Outside reviewers"): its own small HTML page.
  registerOutsideReview(app, { shared: opts.shared, publicUrl: opts.publicUrl });

  // The static plugin answers a bare directory with 403; the home page is the app shell.
  app.get('/', sendShell);

  registerFeeds(app, { db: opts.db, originOf });
  registerShareCards(app, opts.db);

  app.setNotFoundHandler((req, reply) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.url.startsWith('/api/') &&
      !req.url.startsWith('/uploads/');
    if (!isPage) return reply.code(404).send({ error: 'Not found' });
    return sendShell(req, reply);
  });
}
