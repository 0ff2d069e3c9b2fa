import { DEFAULT_DESCRIPTION, findRouteMeta, SITE_NAME } from '@manovo/content/route-meta';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

function setCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

const ITEM_PATH = /^\/(news|careers|videos)\/\d/;

/** Page wrapper head tags (docs/product.md §2): title, description, canonical and Open Graph tags. */
export function PageMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    // An item's page (/news/12-…) has its own tags, written by the server with the item's title.
    if (ITEM_PATH.test(pathname)) return;
    const meta = findRouteMeta(pathname);
    const title = meta?.title ?? `Page not found — ${SITE_NAME}`;
    const description = meta?.description || DEFAULT_DESCRIPTION;
    const url = `${window.location.origin}${meta?.path ?? pathname}`;
    document.title = title;
    setMeta('name', 'description', description);
    setCanonical(url);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:site_name', SITE_NAME);
  }, [pathname]);
  return null;
}
