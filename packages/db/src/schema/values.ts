// The values an enumerated column may hold. The columns are typed by these lists, and the API's domain
// (packages/api/src/domain/constants.ts) re-exports them, so the stored values have one home. Plain
// arrays, no imports but the plain content types: the browser reads them through the domain module.
export const TOP_CATEGORIES = ['product', 'surgery', 'training'] as const;
export const CAREER_CATEGORIES = ['fulltime', 'internship'] as const;
export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;
export const VIDEO_STATUSES = ['draft', 'published'] as const;
export const BROADCAST_KINDS = ['social', 'news'] as const;
export const SOCIAL_SOURCES = ['linkedin', 'twitter', 'instagram', 'youtube'] as const;
/** An IFU revision: a draft is never public; published and withdrawn ones are kept for good. */
export const IFU_STATUSES = ['draft', 'published', 'withdrawn'] as const;
/** Where a Journal publication appeared (docs/product.md §3 "Publication sample"). */
export const PUBLICATION_PLATFORMS = ['journal', 'conference', 'preprint', 'media'] as const;
export const CONTACT_PURPOSES = [
  'Request-demo',
  'Purchase',
  'Find-distributor',
  'meeting',
  'Others',
] as const;

export type TopCategory = (typeof TOP_CATEGORIES)[number];
export type CareerCategory = (typeof CAREER_CATEGORIES)[number];
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
export type BroadcastKind = (typeof BROADCAST_KINDS)[number];
export type SocialSource = (typeof SOCIAL_SOURCES)[number];
export type IfuStatus = (typeof IFU_STATUSES)[number];
export type PublicationPlatform = (typeof PUBLICATION_PLATFORMS)[number];
export type ContactPurpose = (typeof CONTACT_PURPOSES)[number];
// Derived from the content types (plain data too): the kinds whose saves are kept as versions.
export { VERSIONED_ENTITIES, type VersionedEntity } from '../content-types';
/** How long a deleted item can be restored: its versions are kept this long after its delete. */
export const RESTORE_WINDOW_DAYS = 30;
/** A reviewer's decision on a version: approve it, or send it back with changes requested. */
export const REVIEW_DECISIONS = ['approve', 'changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
