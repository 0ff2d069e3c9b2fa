import type { Broadcast, Career, ItemSection, Video } from '@manovo/api/domain';
import { itemPath, parseItemSegment, slugOf } from '@manovo/api/domain';
import { itemPageTitle, SITE_NAME } from '@manovo/content/route-meta';
import type { ServerCaller } from '@manovo/web/renderer';
import { plainText } from './html';

/** A public item with its own page, and what its head tags say about it. */
export type ItemPage =
  | { section: 'news'; item: Broadcast }
  | { section: 'careers'; item: Career }
  | { section: 'videos'; item: Video };

export type ItemLookup =
  | { kind: 'item'; page: ItemPage; path: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

const ITEM_URL = /^\/(news|careers|videos)\/([^/]+)$/;
type ItemInput = { id: number; preview?: string };
/** Each section's item read: the public procedure its page uses. */
const READ_ITEM: Record<ItemSection, (api: ServerCaller, input: ItemInput) => Promise<ItemPage['item']>> = {
  news: (api, input) => api.broadcasts.byIdPublic(input),
  careers: (api, input) => api.careers.byIdPublic(input),
  videos: (api, input) => api.videos.byIdPublic(input),
};

/** Whether a path is an item's address (/news/{id}-{slug} and the like). */
export const isItemPath = (pathname: string) => ITEM_URL.test(pathname);

/**
 * Finds the public item an address names, through the same public procedure the page uses: an unknown,
 * unpublished (or, under /news, a social post's) id is not found, unless a valid preview token for it
 * comes along; a slug that is not the item's current one is redirected to it, the query string kept.
 */
export async function lookUpItem(
  pathname: string,
  search: string,
  api: ServerCaller,
  preview: string | null = null,
): Promise<ItemLookup> {
  const match = ITEM_URL.exec(pathname);
  const section = match?.[1] as ItemSection | undefined;
  const segment = parseItemSegment(decodeURIComponent(match?.[2] ?? ''));
  if (!section || !segment) return { kind: 'not-found' };
  let item: Broadcast | Career | Video;
  try {
    // A preview link's token goes with the read, as the page's own query sends it (item-route.ts).
    const input = preview ? { id: segment.id, preview } : { id: segment.id };
    item = await READ_ITEM[section](api, input);
  } catch (err) {
    if ((err as { code?: string }).code === 'NOT_FOUND') return { kind: 'not-found' };
    throw err;
  }
  if (section === 'news' && (item as Broadcast).kind !== 'news') return { kind: 'not-found' };
  const path = itemPath(section, item);
  if (segment.slug !== slugOf(item.title)) return { kind: 'redirect', location: `${path}${search}` };
  return { kind: 'item', page: { section, item } as ItemPage, path };
}

/** The title, description and picture an item's head tags carry. */
export function itemMeta(page: ItemPage): { title: string; description: string; image: string | null } {
  const title = itemPageTitle(page.section, page.item.title);
  switch (page.section) {
    case 'news':
      return {
        title,
        description: plainText(page.item.summary || page.item.body) || page.item.title,
        image: page.item.imageUrl,
      };
    case 'careers': {
      const facts = [page.item.location, page.item.experience].filter(Boolean).join(' · ');
      return {
        title,
        description: plainText(`${facts ? `${facts}. ` : ''}${page.item.description}`) || page.item.title,
        image: null,
      };
    }
    case 'videos':
      return {
        title,
        description: plainText(page.item.description) || `${page.item.title}: a video of ${SITE_NAME}.`,
        image: page.item.thumbnailUrl || null,
      };
  }
}
