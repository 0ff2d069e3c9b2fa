import { isParamPage, type PageParams, pageHref, readPageParams } from '@manovo/api/domain';
import { TEAM } from '@manovo/content/about';
import type { ServerCaller } from '@manovo/web/renderer';
import { isItemPath } from './seo/item-pages';

export type PageUrl = {
  /** What the page is rendered from, and kept under in the page cache. */
  url: string;
  /** False for a query string the page does not declare: rendered as asked, never kept. */
  isCacheable: boolean;
};

/** A ?sub= the category does not have is ignored by the page, so by the key too. */
async function withKnownSub(params: PageParams<'/videos'>, api: ServerCaller) {
  if (params.sub === undefined) return params;
  const subs = await api.subcategories.listPublic({ topCategory: params.top ?? 'product' }).catch(() => []);
  const isKnown = subs.some((s) => s.id === params.sub);
  return isKnown ? params : { ...params, sub: undefined };
}

/** A ?member= who is not in the team tab shown opens nothing on the page, so is left out of the key. */
function withKnownMember(params: PageParams<'/about'>): PageParams<'/about'> {
  const team = params.team ?? 'board';
  const isKnown = TEAM.some((m) => m.id === params.member && m.group === team);
  return isKnown ? params : { ...params, member: undefined };
}

/**
 * The one URL a request for a public page stands for. A page with tabs or toggles (`PAGE_PARAMS`:
 * /news?tab=, /careers?category=, /videos?top=&sub=, /about?team=&member=) keeps only its own parameters with
 * values it knows, in one order and with defaults left out: every spelling of a state shares one
 * rendering and one cache entry, and an unknown parameter (utm_source, a random string) can neither
 * add entries nor push the real pages out. An item's address reads no parameter but ?preview=, which
 * is never cached (plugins/ssr.ts). Any other page with a query string is rendered from it as asked
 * (a page may read it: /search?q=) but not kept, so arbitrary strings cannot fill the cache.
 */
export async function pageUrlOf(pathname: string, query: string, api: ServerCaller): Promise<PageUrl> {
  if (isParamPage(pathname)) {
    const url =
      pathname === '/videos'
        ? pageHref(pathname, await withKnownSub(readPageParams(pathname, query), api))
        : pathname === '/about'
          ? pageHref(pathname, withKnownMember(readPageParams(pathname, query)))
          : pageHref(pathname, readPageParams(pathname, query));
    return { url, isCacheable: true };
  }
  if (query === '' || isItemPath(pathname)) return { url: pathname, isCacheable: true };
  return { url: `${pathname}?${query}`, isCacheable: false };
}
