import {
  BROADCAST_LIST_LIMIT,
  type BroadcastKind,
  CAREERS_LIST_LIMIT,
  type CareerCategory,
  HOME_BROADCAST_LIMIT,
  ITEM_PATH_PATTERN,
  type ItemSection,
  isItemSection,
  readApplyJobId,
  readPageParams,
  SEARCH_PAGE_SERVER_PER_PAGE,
  TESTIMONIALS_LIMIT,
} from '@manovo/api/domain';
import type { Locale } from '@manovo/content/locales';
import { ALL, videoListInput, videoSubOf, videoTopOf } from './features/videos/video-choice';
import { type ItemRoute, itemRouteOf } from './lib/item-route';
import { langOf, type PublicRead, publicReads } from './lib/public-api';

/** The reads the public pages' components make, with their inputs, shared with the pages' data below. */
export const pageReads = {
  latestSocial: (locale: Locale) =>
    publicReads.broadcasts({ kind: 'social', limit: HOME_BROADCAST_LIMIT, ...langOf(locale) }),
  testimonials: (locale: Locale) =>
    publicReads.testimonials({ limit: TESTIMONIALS_LIMIT, ...langOf(locale) }),
  broadcastList: (kind: BroadcastKind, locale: Locale) =>
    publicReads.broadcasts({ kind, limit: BROADCAST_LIST_LIMIT, ...langOf(locale) }),
  careerList: (category: CareerCategory, locale: Locale) =>
    publicReads.careers({ category, limit: CAREERS_LIST_LIMIT, ...langOf(locale) }),
  /** `q` already normalised (@manovo/search's normalizeQuery); '' makes no read. `lang`: its hits first. */
  searchResults: (q: string, lang: Locale = 'en') =>
    publicReads.search({ q, perPage: SEARCH_PAGE_SERVER_PER_PAGE, lang }),
};

/** Where a page is: its item segment (/news/{segment}), its query string and its language. */
export type PageAt = { item: string | undefined; search: URLSearchParams; locale: Locale };
/** Reads one query into the page's cache on the server: its data, or null when the read failed. */
export type PageRead = <T>(read: PublicRead<T>) => Promise<T | null>;
/**
 * The data a page renders from, declared beside its route (app-routes.tsx): the server reads exactly
 * this before its one render (entry-server.tsx). A read that needs another's answer (the videos of the
 * category an item is in) awaits it; independent reads go together.
 */
export type PageData = (at: PageAt, read: PageRead) => Promise<unknown>;

export const homeData: PageData = ({ locale }, read) =>
  Promise.all([read(pageReads.latestSocial(locale)), read(pageReads.testimonials(locale))]);

export const newsData: PageData = ({ item, search, locale }, read) => {
  const { itemId, itemInput } = itemRouteOf(item, search, locale);
  return Promise.all([
    read(pageReads.broadcastList('social', locale)),
    read(pageReads.broadcastList('news', locale)),
    itemId !== null && read(publicReads.broadcast(itemInput)),
  ]);
};

export const careersData: PageData = async ({ item, search, locale }, read) => {
  const { itemId, itemInput } = itemRouteOf(item, search, locale);
  // A job's address is that job's own page (careers-page.tsx); the list is the toggle's type.
  if (itemId !== null) await read(publicReads.career(itemInput));
  else await read(pageReads.careerList(readPageParams('/careers', search).category ?? 'fulltime', locale));
};

export const videosData: PageData = async ({ item, search, locale }, read) => {
  const { itemId, itemInput } = itemRouteOf(item, search, locale);
  const itemVideo = itemId !== null ? await read(publicReads.video(itemInput)) : null;
  const params = readPageParams('/videos', search);
  const sub = params.sub ?? null;
  const { showsItem, top } = videoTopOf(params.top ?? null, sub, itemVideo);
  const subs = await read(publicReads.subcategories({ topCategory: top }));
  const effectiveSub = subs ? videoSubOf(subs, sub, showsItem, itemVideo) : ALL;
  await read(publicReads.videos({ ...videoListInput(top, effectiveSub), ...langOf(locale) }));
};

// Its query is normalised by @manovo/search, whose index must stay out of the first load: imported when
// the server (or a client navigation's data) needs it.
export const searchData: PageData = async ({ search, locale }, read) => {
  const { normalizeQuery } = await import('@manovo/search');
  const q = normalizeQuery(search.get('q') ?? '');
  if (q !== '') await read(pageReads.searchResults(q, locale));
};

/** The job an apply address names (?job=, the careers page's Apply link), for its banner and form. */
export const applyData: PageData = async ({ search, locale }, read) => {
  const id = readApplyJobId(search);
  if (id !== undefined) await read(publicReads.career({ id, ...langOf(locale) }));
};

/** Each item section's read of its item (the item pages' own reads above). */
const ITEM_READS: Record<
  ItemSection,
  (input: ItemRoute['itemInput']) => PublicRead<{ pageLocales: Locale[] }>
> = {
  news: publicReads.broadcast,
  careers: publicReads.career,
  videos: publicReads.video,
};

/**
 * The read of the item a page shows (an item's page, a job's apply page), whose answer names the
 * languages that page exists in (`pageLocales`, the rule of its alternates and the sitemap); null on
 * a page that shows no item, which exists in every language. The same read the page's data makes.
 */
export function pageItemRead(
  pathname: string,
  search: URLSearchParams,
  locale: Locale,
): PublicRead<{ pageLocales: Locale[] }> | null {
  if (pathname === '/careersapply') {
    const id = readApplyJobId(search);
    return id === undefined ? null : publicReads.career({ id, ...langOf(locale) });
  }
  const [, section, item] = ITEM_PATH_PATTERN.exec(pathname) ?? [];
  if (!section || !isItemSection(section)) return null;
  const { itemId, itemInput } = itemRouteOf(item, search, locale);
  return itemId === null ? null : ITEM_READS[section](itemInput);
}

/** The library's read for a query string (/ifu?q=&lang=): the same input on the server and in the page. */
export const ifuLibraryRead = (search: URLSearchParams) =>
  publicReads.ifuLibrary({
    q: search.get('q')?.trim().slice(0, 200) || undefined,
    lang: search.get('lang')?.trim().slice(0, 40) || undefined,
  });
export const ifuDeviceRead = (ref: string) => publicReads.ifuDevice({ ref: ref.slice(0, 200) });

/** /ifu (the library, and the language list of its filter) or /ifu/{ref} (a device's page). */
export const ifuData: PageData = async ({ item, search }, read) => {
  if (item) await read(ifuDeviceRead(decodeURIComponent(item)));
  else await Promise.all([read(ifuLibraryRead(search)), read(ifuLibraryRead(new URLSearchParams()))]);
};

/** /products: the facts behind the claims shown with the lineup (docs/product.md, "Facts behind the claims"). */
export const productsData: PageData = (_at, read) =>
  Promise.all([
    read(publicReads.marketStatuses()),
    read(publicReads.qualityCertificates()),
    read(publicReads.reprocessing()),
  ]);

/** /Journal: the publications staff keep. */
export const journalData: PageData = (_at, read) => read(publicReads.publications());
