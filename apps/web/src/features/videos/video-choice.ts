import {
  PUBLIC_TOP_CATEGORIES,
  type PublicTopCategory,
  type Video,
  type VideoSubcategory,
} from '@manovo/api/domain';

/** The sub-category choice that means every video of the category. */
export const ALL = 'all';

const isPublicTop = (c: string): c is PublicTopCategory =>
  (PUBLIC_TOP_CATEGORIES as readonly string[]).includes(c);

/**
 * The category /videos shows: the address's choice, else the item's own category, else the first. The
 * page and its server-side data (page-data.ts) both decide it here, so the server reads what renders.
 */
export function videoTopOf(chosenTop: PublicTopCategory | null, sub: number | null, itemVideo: Video | null) {
  const showsItem = itemVideo !== null && chosenTop === null && sub === null;
  const top: PublicTopCategory =
    chosenTop ?? (itemVideo && isPublicTop(itemVideo.topCategory) ? itemVideo.topCategory : 'product');
  return { showsItem, top };
}

/**
 * The sub-category once the category's list is known: the address's (if the category has it), else the
 * item's, else the first; All when the category has none (or its request failed).
 */
export function videoSubOf(
  subs: VideoSubcategory[],
  sub: number | null,
  showsItem: boolean,
  itemVideo: Video | null,
) {
  const itemSub =
    showsItem && itemVideo ? (itemVideo.subCategoryId ? String(itemVideo.subCategoryId) : ALL) : null;
  const urlSub = subs.some((s) => s.id === sub) ? String(sub) : null;
  return urlSub ?? itemSub ?? (subs[0] ? String(subs[0].id) : ALL);
}

/** The videos list's input for a category and a sub-category choice. */
export const videoListInput = (top: PublicTopCategory, effectiveSub: string) => ({
  topCategory: top,
  ...(effectiveSub !== ALL && { subCategoryId: Number(effectiveSub) }),
});
