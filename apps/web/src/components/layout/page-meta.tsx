import { ITEM_SECTIONS, type ItemSection } from '@manovo/api/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from '../../lib/router';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

/** `null` for a page that does not exist: a 404 names no canonical address (as the server writes it). */
function setCanonical(href: string | null) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

/** The tab title and the page's address, with their Open Graph twins. */
function setTitleAndAddress(title: string, url: string, known = true) {
  document.title = title;
  setCanonical(known ? url : null);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:url', url);
}

const ITEM_PATH = new RegExp(`^/(${ITEM_SECTIONS.join('|')})/\\d`);

// The route table's titles and descriptions, needed only once the visitor navigates inside the app:
// the server wrote the first page's head, so they stay out of the first load.
const routeMeta = () => import('@manovo/content/route-meta');

/** Page wrapper head tags (docs/product.md §2): title, description, canonical and Open Graph tags. */
export function PageMeta() {
  const { pathname } = useLocation();
  const serverWrote = useRef<string | null>(pathname);
  useEffect(() => {
    // The first page's tags came with its HTML; an item's page (/news/12-…) has its own, written by
    // the server with the item's title.
    if (pathname === serverWrote.current || ITEM_PATH.test(pathname)) return;
    serverWrote.current = null;
    let current = true;
    void routeMeta().then(({ DEFAULT_DESCRIPTION, findRouteMeta, SITE_NAME }) => {
      if (!current) return;
      const meta = findRouteMeta(pathname);
      const title = meta?.title ?? `Page not found — ${SITE_NAME}`;
      const description = meta?.description || DEFAULT_DESCRIPTION;
      const url = `${window.location.origin}${meta?.path ?? pathname}`;
      setTitleAndAddress(title, url, meta !== undefined);
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
      setMeta('property', 'og:type', 'website');
      setMeta('property', 'og:site_name', SITE_NAME);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return null;
}

/**
 * An item's page reached by a click (a news card, a job, a video) gets the item's title, address and
 * Open Graph title, as its first HTML from the server has them. (Only the server writes its
 * description and picture: they are for crawlers and link previews, which never click.)
 */
export function useItemPageMeta(section: ItemSection, itemTitle: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (itemTitle === undefined || !ITEM_PATH.test(pathname)) return;
    void routeMeta().then(({ itemPageTitle }) =>
      setTitleAndAddress(itemPageTitle(section, itemTitle), `${window.location.origin}${pathname}`),
    );
  }, [section, itemTitle, pathname]);
}
