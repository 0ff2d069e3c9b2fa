import type { createCaller } from '@manovo/api';
import type { Broadcast, Career, Video } from '@manovo/api/domain';
import { ITEM_PATH_PATTERN, itemPath, parseItemSegment, slugOf } from '@manovo/api/domain';
import { itemPageTitle, SITE_NAME } from '@manovo/content/route-meta';
import { TRPCError } from '@trpc/server';
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

const ITEM_URL = ITEM_PATH_PATTERN;

/** The public procedures an item's page reads its item through (any server-side caller has them). */
export type ItemReader = Pick<ReturnType<typeof createCaller>, 'broadcasts' | 'careers' | 'videos'>;
type ItemInput = { id: number; preview?: string };

/** The public item a section's address names; under /news only a news broadcast (not a social post). */
async function readItem(section: string, caller: ItemReader, input: ItemInput): Promise<ItemPage | null> {
  switch (section) {
    case 'news': {
      const item = await caller.broadcasts.byIdPublic(input);
      return item.kind === 'news' ? { section, item } : null;
    }
    case 'careers':
      return { section, item: await caller.careers.byIdPublic(input) };
    case 'videos':
      return { section, item: await caller.videos.byIdPublic(input) };
    default:
      return null;
  }
}

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
  caller: ItemReader,
  preview: string | null = null,
): Promise<ItemLookup> {
  const match = ITEM_URL.exec(pathname);
  const segment = parseItemSegment(decodeURIComponent(match?.[2] ?? ''));
  if (!match?.[1] || !segment) return { kind: 'not-found' };
  let page: ItemPage | null;
  try {
    // A preview link's token goes with the read, as the page's own query sends it (item-route.ts).
    page = await readItem(match[1], caller, preview ? { id: segment.id, preview } : { id: segment.id });
  } catch (err) {
    if (err instanceof TRPCError && err.code === 'NOT_FOUND') return { kind: 'not-found' };
    throw err;
  }
  if (!page) return { kind: 'not-found' };
  const path = itemPath(page.section, page.item);
  if (segment.slug !== slugOf(page.item.title)) return { kind: 'redirect', location: `${path}${search}` };
  return { kind: 'item', page, path };
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
