// One address per public item (news, job, video): /news/{id}-{slug}. The id finds the item; the slug is
// for people and search engines, and a stale one is redirected to the current one by the server.

/** Lower-case ASCII words of a title joined by hyphens ('Café & OT — 2026' → 'cafe-ot-2026'). */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

import { ITEM_SECTIONS, type ItemSection } from './content-types';

/** An item page's address, /{section}/{id}-{slug}, for any section a content type has pages under. */
export const ITEM_PATH_PATTERN = /* @__PURE__ */ new RegExp(`^/(${ITEM_SECTIONS.join('|')})/([^/]+)$`);

export const itemPath = (section: ItemSection, item: { id: number; title: string }) =>
  `/${section}/${item.id}-${slugOf(item.title)}`;

/** The id and slug of an item segment ('12-wet-lab'), or null when it does not start with an id. */
export function parseItemSegment(segment: string | undefined): { id: number; slug: string } | null {
  const match = /^([1-9]\d{0,9})(?:-(.*))?$/.exec(segment ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? { id, slug: match[2] ?? '' } : null;
}
