// The content types' plain definitions and the lists derived from them (packages/db/src/content-types.ts):
// the domain's door to them, as constants.ts is to the stored values.
export {
  CONTENT_KINDS,
  CONTENT_TYPES,
  type ContentKind,
  type ContentTypeDefinition,
  type FieldDefinition,
  type FieldKind,
  fallsBackToEnglish,
  ITEM_SECTIONS,
  type ItemSection,
  isItemSection,
  isPublicNow,
  kindOfAnyEntity,
  kindOfEntity,
  kindOfSection,
  type PagedKind,
  PREVIEW_SECTIONS,
  type PreviewSection,
  type PublicRule,
  reviewedFields,
  SEARCH_ENTITIES,
  type SearchEntity,
  type SectionOf,
  SITEMAP_SECTIONS,
  type SitemapSection,
  sectionLabel,
  TRANSLATABLE_KINDS,
  tablesOfKind,
  translatableFields,
  VERSIONED_KINDS,
  type VersionedKind,
} from '@manovo/db/content-types';

import { VERSIONED_KINDS as VERSIONED, type VersionedKind as Versioned } from '@manovo/db/content-types';

/**
 * The kinds the review gate's settings may select: the versioned kinds, and `ifu` (instructions for
 * use), whose reviewed item is one IFU revision (docs/product.md, "Review before publishing").
 */
export type ReviewKind = Versioned | 'ifu';
export const REVIEW_KINDS = [...VERSIONED, 'ifu'] as unknown as readonly [ReviewKind, ...ReviewKind[]];
export const isVersionedKind = (kind: ReviewKind): kind is Versioned => kind !== 'ifu';
