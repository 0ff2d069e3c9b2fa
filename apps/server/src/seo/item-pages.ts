import type { createServerCaller } from '@manovo/api';
import {
  CONTENT_TYPES,
  type ContentTypeDefinition,
  ITEM_PATH_PATTERN,
  isItemSection,
  itemPath,
  kindOfSection,
  type PagedKind,
  parseItemSegment,
  type SectionOf,
  slugOf,
} from '@manovo/api/domain';
import type { Locale } from '@manovo/content/locales';
import { itemPageTitle, SITE_NAME } from '@manovo/content/route-meta';
import { TRPCError } from '@trpc/server';
import { plainText } from './html';

type Caller = ReturnType<typeof createServerCaller>;
/** The public procedures an item's page reads its item through (any server-side caller has them). */
export type ItemReader = Pick<Caller, PagedKind>;
type ItemInput = { id: number; preview?: string; lang?: Exclude<Locale, 'en'> };

/** A public item with its own page, and what its head tags say about it: one member per kind with pages. */
export type ItemPage = {
  [K in PagedKind]: { section: SectionOf<K>; item: Awaited<ReturnType<Caller[K]['byIdPublic']>> };
}[PagedKind];

export type ItemLookup =
  /** `locales`: the languages the item's page exists in (its alternates). */
  | { kind: 'item'; page: ItemPage; path: string; locales: readonly Locale[] }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

const ITEM_URL = ITEM_PATH_PATTERN;

/**
 * The public item a section's address names, read by its kind's `byIdPublic`; an item outside the
 * section's `onlyWhere` (under /news, a social post) has no page.
 */
async function readItem(section: string, caller: ItemReader, input: ItemInput): Promise<ItemPage | null> {
  if (!isItemSection(section)) return null;
  const kind = kindOfSection(section);
  const item = await caller[kind].byIdPublic(input);
  const page: ContentTypeDefinition['page'] = CONTENT_TYPES[kind].page;
  const values: Record<string, unknown> = item;
  if (Object.entries(page?.onlyWhere ?? {}).some(([name, value]) => values[name] !== value)) return null;
  // The section and the item come from the same kind, which the union cannot see through kindOfSection.
  return { section, item } as ItemPage;
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
  locale: Locale = 'en',
): Promise<ItemLookup> {
  const match = ITEM_URL.exec(pathname);
  const segment = parseItemSegment(decodeURIComponent(match?.[2] ?? ''));
  if (!match?.[1] || !segment) return { kind: 'not-found' };
  // A preview link's token goes with the read, as the page's own query sends it (item-route.ts).
  const input = { id: segment.id, ...(preview && { preview }) };
  try {
    const english = await readItem(match[1], caller, input);
    if (!english) return { kind: 'not-found' };
    // Slugs are the English title's in every language (one set of addresses).
    const path = itemPath(english.section, english.item);
    if (segment.slug !== slugOf(english.item.title))
      return { kind: 'redirect', location: `${path}${search}` };
    // The languages the page exists in, as the item's read answers them (the sitemap's rule).
    const locales = english.item.pageLocales;
    if (!locales.includes(locale)) return { kind: 'not-found' };
    // In another language the head tags tell of what the page shows: its translation, or its English.
    const page = locale === 'en' ? english : await readItem(match[1], caller, { ...input, lang: locale });
    return page ? { kind: 'item', page, path, locales } : { kind: 'not-found' };
  } catch (err) {
    if (err instanceof TRPCError && err.code === 'NOT_FOUND') return { kind: 'not-found' };
    throw err;
  }
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
    default:
      return { title, description: firstText(page), image: null };
  }
}

/** A new kind's description by default: its first filled long or rich text field, else its title. */
function firstText({ section, item }: { section: string; item: { title: string } }): string {
  const values: Record<string, unknown> = { ...item };
  const fields: Record<string, { kind: string }> = isItemSection(section)
    ? CONTENT_TYPES[kindOfSection(section)].fields
    : {};
  const texts = Object.entries(fields).filter(([, f]) => f.kind === 'long-text' || f.kind === 'rich-text');
  return texts.map(([name]) => plainText(String(values[name] ?? ''))).find(Boolean) ?? item.title;
}
