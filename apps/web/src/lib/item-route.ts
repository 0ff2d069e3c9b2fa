import { parseItemSegment } from '@manovo/api/domain';
import type { Locale } from '@manovo/content/locales';
import { langOf } from './public-api';
import { readField } from './read-field';
import { useLocale, useParams, useSearchParams } from './router';

/** What an item address says: its id, whether it is malformed, and the item query's input. */
export type ItemRoute = {
  itemId: number | null;
  isInvalid: boolean;
  preview: string | null;
  itemInput: { id: number; preview?: string; lang?: Exclude<Locale, 'en'> };
};

/**
 * The id in an item address (/news/{id}-{slug}, /careers/…, /videos/…), null on the list page, whether
 * the address has an item segment that names no id (a 404, as the server answers it), and the item
 * query's input: the id and, on a preview link (?preview=<token>), the token, which lets an unpublished
 * item be read (docs/product.md, "Preview before publishing"). The server's page data reads the same.
 */
export function itemRouteOf(item: string | undefined, search: URLSearchParams, locale: Locale): ItemRoute {
  const parsed = parseItemSegment(item);
  const itemId = parsed?.id ?? null;
  const preview = itemId !== null ? search.get('preview') || null : null;
  return {
    itemId,
    isInvalid: item !== undefined && parsed === null,
    preview,
    itemInput: { id: itemId ?? 0, ...(preview && { preview }), ...langOf(locale) },
  };
}

/** itemRouteOf for the page being rendered. */
export function useItemRoute(): ItemRoute {
  const { item } = useParams();
  const [search] = useSearchParams();
  return itemRouteOf(item, search, useLocale());
}

/**
 * Whether a procedure said the item does not exist (or is not public): a live TRPCClientError, or the
 * same error as the server's page carried it (a plain object once through JSON).
 */
export const isNotFoundError = (error: unknown) =>
  readField(readField(error, 'data'), 'code') === 'NOT_FOUND';

/**
 * Options of an item's query: only on an item's address, and a "not found" that came with the page
 * stays an answer (not retried when the page mounts), so the browser renders the server's 404 page.
 */
export const ITEM_QUERY_OPTIONS = (itemId: number | null) => ({
  enabled: itemId !== null,
  retryOnMount: false,
});
