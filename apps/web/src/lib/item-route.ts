import { parseItemSegment } from '@manovo/api/domain';
import { useParams } from 'react-router';
import { readField } from './read-field';

/**
 * The id in an item address (/news/{id}-{slug}, /careers/…, /videos/…), null on the list page, and
 * whether the address has an item segment that names no id (a 404, as the server answers it).
 */
export function useItemRoute(): { itemId: number | null; isInvalid: boolean } {
  const { item } = useParams();
  const parsed = parseItemSegment(item);
  return { itemId: parsed?.id ?? null, isInvalid: item !== undefined && parsed === null };
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
