import { ITEM_SECTIONS, type ItemSection } from '@manovo/api/domain';
import { LOCALE_CODES, LOCALES, localizePath } from '@manovo/content/locales';
import { useEffect, useRef } from 'react';
import { useLocaleTexts } from '../../lib/i18n';
import { useLocale, useLocation } from '../../lib/router';

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

/** The page's hreflang alternates (its address in every locale, x-default the English), as the server writes them. */
function setAlternates(path: string | null) {
  for (const el of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) el.remove();
  if (path === null) return;
  const add = (hreflang: string, href: string) => {
    const el = document.createElement('link');
    el.rel = 'alternate';
    el.hreflang = hreflang;
    el.href = `${window.location.origin}${href}`;
    document.head.appendChild(el);
  };
  for (const locale of LOCALE_CODES) add(LOCALES[locale].htmlLang, localizePath(path, locale));
  add('x-default', path);
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
  const locale = useLocale();
  const texts = useLocaleTexts();
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
      const own = meta && texts?.routes?.[meta.path];
      const notFound = texts?.messages?.pageNotFound;
      const title =
        own?.title ??
        meta?.title ??
        (notFound ? `${notFound} — ${SITE_NAME}` : `Page not found — ${SITE_NAME}`);
      const description = own?.description || meta?.description || DEFAULT_DESCRIPTION;
      const url = `${window.location.origin}${localizePath(meta?.path ?? pathname, locale)}`;
      setTitleAndAddress(title, url, meta !== undefined);
      setAlternates(meta ? meta.path : null);
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
      setMeta('property', 'og:type', 'website');
      setMeta('property', 'og:site_name', SITE_NAME);
    });
    return () => {
      current = false;
    };
  }, [pathname, locale, texts]);
  return null;
}

/**
 * An item's page reached by a click (a news card, a job, a video) gets the item's title, address and
 * Open Graph title, as its first HTML from the server has them. (Only the server writes its
 * description and picture: they are for crawlers and link previews, which never click.)
 */
export function useItemPageMeta(section: ItemSection, itemTitle: string | undefined) {
  const { pathname } = useLocation();
  const locale = useLocale();
  useEffect(() => {
    if (itemTitle === undefined || !ITEM_PATH.test(pathname)) return;
    void routeMeta().then(({ itemPageTitle }) => {
      setTitleAndAddress(
        itemPageTitle(section, itemTitle),
        `${window.location.origin}${localizePath(pathname, locale)}`,
      );
      setAlternates(pathname);
    });
  }, [section, itemTitle, pathname, locale]);
}
