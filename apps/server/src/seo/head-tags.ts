import { HERO_SLIDES } from '@manovo/content/home';
import { textsOf } from '@manovo/content/locale-texts';
import { alternatesOf, LOCALE_CODES, LOCALES, type Locale, localizePath } from '@manovo/content/locales';
import { PRODUCT_PHOTO, PRODUCT_PHOTO_SIZES } from '@manovo/content/products';
import { findRouteMeta, ROUTE_META, SITE_NAME } from '@manovo/content/route-meta';
import { escapeHtml } from './html';
import { type ItemPage, itemMeta } from './item-pages';
import { shareCardPath } from './share-card-routes';
import { jsonLdTags, structuredData } from './structured-data';

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The largest image of a page's first screen, asked for with the page (at high priority) instead of
 * when the browser meets it: the hero of Home (a narrow version on phones) and of Products.
 */
type Preload = { href: string; media?: string; type?: string; srcset?: string; sizes?: string };
/** The AVIF of a <picture>'s first choice: a browser without AVIF skips it (and loads the WebP). */
const avifOf = (image: { src: string; sources?: { type: string; srcSet: string }[] }): Preload => {
  const avif = image.sources?.find((s) => s.type === 'image/avif');
  return avif
    ? { href: image.src.replace(/\.webp$/, '.avif'), type: avif.type, srcset: avif.srcSet }
    : { href: image.src };
};
const [firstSlide] = HERO_SLIDES;
const LCP_IMAGES: Record<string, Preload[]> = {
  '/': [
    // imagesrcset with width descriptors needs imagesizes (the Nu checker holds it), as the <source> has.
    { ...avifOf(firstSlide!.mobileImage), sizes: '100vw', media: '(max-width: 768px)' },
    { ...avifOf(firstSlide!.image), sizes: '100vw', media: '(min-width: 769px)' },
  ],
  '/products': [{ ...avifOf(PRODUCT_PHOTO), sizes: PRODUCT_PHOTO_SIZES }],
};
LCP_IMAGES['/home'] = LCP_IMAGES['/']!;

const preloadTags = (pathname: string) =>
  (LCP_IMAGES[pathname] ?? []).map(
    (i) =>
      `<link rel="preload" as="image" href="${i.href}" fetchpriority="high"${i.type ? ` type="${i.type}"` : ''}${i.srcset ? ` imagesrcset="${i.srcset}"` : ''}${i.sizes ? ` imagesizes="${i.sizes}"` : ''}${i.media ? ` media="${i.media}"` : ''} />`,
  );

export type HeadInput = {
  /** The page's path without its locale's prefix ('/products' of /de/products). */
  pathname: string;
  /** The page's language (English when not given). */
  locale?: Locale;
  origin: string;
  /** The item an item address names (its page has the item's title and description). */
  item?: { page: ItemPage; path: string; locales?: readonly Locale[] };
  /** A page below a route that is not a content item (/ifu/{ref}): its own title, description and path. */
  page?: { title: string; description: string; path: string };
  /** A preview link's page: kept out of search engines like an unknown one. */
  noindex?: boolean;
};

/**
 * The hreflang alternates of a page: its address in every locale, and x-default (the English, which
 * has no prefix). Every locale's version lists the same set, so the pairs are reciprocal.
 */
export function alternateTags(origin: string, path: string, locales?: readonly Locale[]): string[] {
  return [
    ...alternatesOf(path, locales).map(
      (a) =>
        `<link rel="alternate" hreflang="${LOCALES[a.locale].htmlLang}" href="${escapeHtml(origin + a.path)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + path)}" />`,
  ];
}

type HeadTags = { html: string; known: boolean };

// A list page's tags depend only on its address, locale and origin, and cost up to a few milliseconds
// (/products' JSON-LD names 15 instruments): made once, not on every request a cached page answers.
// Only for known pages, so the keys are the site's routes times its origins, and bounded still.
const listPageTags = new Map<string, HeadTags>();
const MAX_KEPT = 500;

/** The <head> tags a crawler or link preview needs, written into the page, and whether the path is known. */
export function headTags(input: HeadInput): HeadTags {
  if (input.item || input.page) return buildHeadTags(input);
  const key = `${input.origin}\n${input.locale ?? 'en'}\n${input.pathname}\n${input.noindex ?? false}`;
  const kept = listPageTags.get(key);
  if (kept) return kept;
  const tags = buildHeadTags(input);
  if (tags.known) {
    if (listPageTags.size >= MAX_KEPT) listPageTags.clear();
    listPageTags.set(key, tags);
  }
  return tags;
}

function buildHeadTags({
  pathname,
  origin,
  item,
  page,
  noindex = false,
  locale = 'en',
}: HeadInput): HeadTags {
  const texts = textsOf(locale);
  const english = page ? undefined : findRouteMeta(pathname);
  const translated = english ? texts?.routes?.[english.path] : undefined;
  const meta = english && {
    ...english,
    title: translated?.title ?? english.title,
    description: translated?.description ?? english.description,
  };
  // The admin is English only: /de/admin is no page.
  const isAdmin = locale === 'en' && isAdminPath(pathname);
  const fromItem = item ? itemMeta(item.page) : null;
  const title =
    fromItem?.title ??
    page?.title ??
    meta?.title ??
    (isAdmin ? `Admin — ${SITE_NAME}` : `${texts?.messages?.pageNotFound ?? '404 not found'} — ${SITE_NAME}`);
  const description =
    fromItem?.description ??
    page?.description ??
    meta?.description ??
    texts?.routes?.['/']?.description ??
    ROUTE_META[0]!.description;
  const path = item?.path ?? page?.path ?? meta?.path ?? pathname;
  const url = `${origin}${localizePath(path, locale)}`;
  const known = Boolean(meta || item || page) || isAdmin;
  const image = `${origin}${
    item
      ? shareCardPath({ section: item.page.section, id: item.page.item.id })
      : meta
        ? shareCardPath({ routePath: meta.path })
        : '/og/site.png'
  }`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    ...preloadTags(pathname),
    `<meta name="description" content="${escapeHtml(description)}" />`,
    // A 404 has no address of its own to name as canonical (search engines would be sent to it).
    ...(known ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
    // The same page in every language (not for a 404 or a preview, which are no one's alternate).
    ...(known && !noindex && !isAdmin ? alternateTags(origin, path, item?.locales) : []),
    `<meta property="og:locale" content="${LOCALES[locale].ogLocale}" />`,
    ...LOCALE_CODES.filter((l) => l !== locale).map(
      (l) => `<meta property="og:locale:alternate" content="${LOCALES[l].ogLocale}" />`,
    ),
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="${item ? 'article' : 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta property="og:image:type" content="image/png" />',
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:image:alt" content="${escapeHtml(title)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<link rel="alternate" type="application/rss+xml" title="${SITE_NAME} news" href="${origin}${localizePath('/news/feed.xml', locale)}" />`,
    ...(known && !noindex ? [] : ['<meta name="robots" content="noindex" />']),
    // Structured data for public pages that exist (not the admin, not a 404).
    ...(known && !isAdmin ? jsonLdTags(structuredData(origin, meta?.path ?? pathname, item, locale)) : []),
  ];
  return { html: tags.join('\n    '), known };
}
