import { createHash } from 'node:crypto';
import {
  type CachedResponse,
  createApiContext,
  createServerCaller,
  limitsForRequest,
  previewGrants,
} from '@manovo/api';
import { IFU_TEXTS } from '@manovo/content/ifu';
import { textsOf } from '@manovo/content/locale-texts';
import { LOCALES, type Locale, localizePath, splitLocale } from '@manovo/content/locales';
import { overlay } from '@manovo/content/overlay';
import { SITE_NAME } from '@manovo/content/route-meta';
import { classifyDatabaseError } from '@manovo/db';
import type { FormEcho, Renderer, ServerCaller } from '@manovo/web/renderer';
import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SharedContext } from '../context';
import { pageUrlOf } from '../page-url';
import { stateOf } from '../request-state';
import { sendCached } from '../send-cached';
import { type HeadInput, headTags } from '../seo/head-tags';
import { isItemPath, lookUpItem } from '../seo/item-pages';

/** A page's locale and its path without the locale's prefix (/de/products: German /products). */
const splitPath = (address: string): { locale: Locale; pathname: string } => {
  const { locale, path } = splitLocale(address);
  return { locale, pathname: path };
};

/** A device's instructions-for-use page: /ifu/{ref}. */
const IFU_PAGE = /^\/ifu\/([^/]+)\/?$/;

import { pageKey, sendKeptPage } from './page-cache';

// A preview link's page, or one holding what a visitor typed into a form, is kept nowhere: not by the
// browser, a proxy or the site's page cache. Nor is a page rendered without its data (the database
// unavailable).
const NO_STORE = 'no-store';

/** The page that answers a form posted without JavaScript (routes/page-forms.ts). */
export type FormPage = { pathname: string; status: number; echo: FormEcho };

/** A read that failed because the database could not answer (not because of what was asked). */
const isUnavailable = (err: unknown) =>
  err instanceof TRPCError
    ? err.code === 'SERVICE_UNAVAILABLE'
    : classifyDatabaseError(err)?.kind === 'unavailable';

/**
 * Fills the built index.html: the page's head tags in place of its title, the rendered app inside
 * #root and the dehydrated React Query state after it (a JSON data block: allowed by the CSP, which
 * forbids inline scripts).
 */
export function fillTemplate(
  template: string,
  head: string,
  appHtml: string,
  stateJson: string,
  echoHtml = '',
  locale: Locale = 'en',
) {
  return template
    .replace(/<html(?: lang="[^"]*")?/, `<html lang="${LOCALES[locale].htmlLang}"`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace('<!--head-tags-->', head)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${appHtml}</div><script type="application/json" id="manovo-state">${stateJson}</script>${echoHtml}`,
    );
}

/**
 * Server rendering of the public pages (entry-server.tsx), through a tRPC caller with no session: a
 * page is the same for every visitor. Each answer is kept per URL in the site's response cache, tagged
 * with the tables its procedures read, so the change feed, an admin write or a scheduled broadcast
 * coming due drops it like any cached API answer. An item's address (/news/{id}-{slug}) is looked up
 * first: a stale slug is a 301 to the current one, an unknown or unpublished item the 404 page.
 */
/** What sendPage worked out about a GET of a page before rendering it. */
type PageRequest = {
  origin: string;
  /** The page's language, from its address's prefix, and its path without the prefix. */
  locale: Locale;
  pathname: string;
  query: string;
  api: ServerCaller;
  previewToken: string | null;
  /** The page's one URL (page-url.ts), what it is rendered from and kept under. */
  url: string;
  isCacheable: boolean;
};

export function createPageRenderer(
  shared: SharedContext,
  renderer: Renderer,
  template: string,
  /** The modulepreload links of a lazily loaded page's chunk (plugins/web.ts). */
  pagePreloads: (module?: string) => string = () => '',
) {
  const { limiters, ...services } = shared;

  /** The typed caller of public procedures for this request (its trace records the tables read). */
  function callerFor(req: FastifyRequest): ServerCaller {
    const ctx = createApiContext({
      ...services,
      token: null,
      ip: req.ip,
      limits: limitsForRequest(limiters, {}),
      trace: stateOf(req).trace,
    });
    return createServerCaller(ctx, {
      onError: ({ error }) => {
        // The page still renders (its lists empty), but it is not the page: see sendPage.
        if (isUnavailable(error)) stateOf(req).databaseUnavailable = true;
      },
    });
  }

  async function renderPage(
    req: FastifyRequest,
    url: string,
    api: ServerCaller,
    head: string,
    echo?: FormEcho,
  ) {
    const { appHtml, stateJson, echoHtml, undeclared, pageModule } = await renderer.render({
      url,
      api,
      echo,
    });
    // A read the route's page data does not declare renders as loading: a bug, said where it shows.
    if (undeclared.length > 0) req.log.warn({ url, undeclared }, 'page read data its route does not declare');
    const { locale } = splitLocale(url.split('?')[0] ?? '/');
    // A German or French page's texts are their own chunk, which the app awaits before it hydrates.
    const texts = locale === 'en' ? '' : pagePreloads(`../../packages/content/src/locales/${locale}.ts`);
    const body = fillTemplate(
      template,
      head + pagePreloads(pageModule) + texts,
      appHtml,
      stateJson,
      echoHtml,
      locale,
    );
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  }

  /** The kept page for this URL, current or not, when the database could not give the page again. */
  function staleFallback(key: string) {
    shared.cache?.noteUnavailable();
    return shared.cache?.responses.getStale(key);
  }

  return async function sendPage(req: FastifyRequest, reply: FastifyReply, origin: string, form?: FormPage) {
    if (form) {
      const { body } = await renderPage(
        req,
        form.pathname,
        callerFor(req),
        headTags({ ...splitPath(form.pathname), origin }).html,
        form.echo,
      );
      return reply
        .code(form.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', NO_STORE)
        .send(body);
    }
    const [address = '/', query = ''] = req.url.split(/\?(.*)/s);
    const { locale, pathname } = splitPath(address);
    const api = callerFor(req);
    // ?preview=<token> (docs/product.md, "Preview before publishing"): such a URL is never cached, and
    // when the token names the item, its page is a preview (whatever the item's status).
    const previewToken = isItemPath(pathname) ? new URLSearchParams(query).get('preview') : null;
    // One URL per state of the page (page-url.ts); a ?preview= that grants nothing is rendered as
    // asked (the page then shows no preview) and, like any query a page does not declare, never kept.
    const { url, isCacheable } =
      previewToken === null
        ? await pageUrlOf(pathname, query, api).then((u) => ({ ...u, url: localizePath(u.url, locale) }))
        : { url: req.url, isCacheable: false };
    const page: PageRequest = { origin, locale, pathname, query, api, previewToken, url, isCacheable };
    const key = pageKey(origin, url);
    try {
      return await renderOrReplay(req, reply, page, key);
    } catch (err) {
      const stale = isUnavailable(err) ? staleFallback(key) : undefined;
      if (!stale) throw err;
      return sendKeptPage(req, reply, stale);
    }
  };

  async function renderOrReplay(
    req: FastifyRequest,
    reply: FastifyReply,
    { origin, locale, pathname, query, api, previewToken, url, isCacheable }: PageRequest,
    key: string,
  ) {
    const { cache } = shared;
    const readSince = cache?.responses.version ?? 0;
    let head: HeadInput = { pathname, origin, locale };
    let status = 200;
    let isPreview = false;
    if (isItemPath(pathname)) {
      const found = await lookUpItem(pathname, query ? `?${query}` : '', api, previewToken, locale);
      if (found.kind === 'redirect') return reply.redirect(localizePath(found.location, locale), 301);
      if (found.kind === 'item') {
        const { section, item } = found.page;
        isPreview =
          previewToken !== null &&
          previewGrants(shared.jwtKey, section, { id: item.id, preview: previewToken });
        head = {
          ...head,
          item: { page: found.page, path: found.path, locales: found.locales },
          noindex: isPreview,
        };
      } else status = 404;
    }
    const ifuRef = IFU_PAGE.exec(pathname)?.[1];
    if (ifuRef !== undefined) {
      // A device's IFU page (/ifu/{ref}): the 404 page unless an IFU is published under the REF.
      const device = await api.ifu.byRef({ ref: decodeURIComponent(ifuRef).slice(0, 200) });
      if (device) {
        // Its title and description in the page's language (the device's name stays as the brand sheet has it).
        const ifu = overlay(IFU_TEXTS, textsOf(locale)?.ifu);
        head = {
          ...head,
          page: {
            title: `${ifu.pageTitle(`${device.title} (REF ${device.ref})`)} — ${SITE_NAME}`,
            description: ifu.pageDescription(`${device.title}, REF ${device.ref}`),
            path: `/ifu/${encodeURIComponent(device.ref)}`,
          },
        };
      } else status = 404;
    }
    const tags = headTags(head);
    if (!tags.known) status = 404;

    if (isPreview) {
      const { body } = await renderPage(req, req.url, api, tags.html);
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', NO_STORE)
        .header('X-Robots-Tag', 'noindex')
        .send(body);
    }
    const kept = isCacheable ? cache?.responses.get(key) : undefined;
    if (kept) return sendKeptPage(req, reply, { value: kept });
    const { body, etag } = await renderPage(req, url, api, tags.html);
    const page: CachedResponse = {
      body: Buffer.from(body),
      etag,
      contentType: 'text/html; charset=utf-8',
      status,
    };
    const state = stateOf(req);
    if (state.databaseUnavailable) {
      // A page missing its content: the kept one if there is one, else this one as the 503 it is
      // (the visitor still gets the site and its static content; a crawler comes back later).
      const stale = staleFallback(key);
      if (stale) return sendKeptPage(req, reply, stale);
      return sendCached(req, reply.code(503).header('Cache-Control', NO_STORE), page);
    }
    const { trace } = state;
    // Every read a public one that succeeded: otherwise the page is sent but not kept (a missing
    // item's page is not, since nothing would drop it when the item is published).
    if (trace.publicReads === trace.calls && isCacheable)
      cache?.responses.set(key, page, [...trace.tables], readSince);
    return sendKeptPage(req, reply, { value: page });
  }
}
