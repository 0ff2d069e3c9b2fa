// The content types' plain definitions and the lists derived from them (packages/db/src/content-types.ts):
// the domain's door to them, as constants.ts is to the stored values.
export {
  CONTENT_KINDS,
  CONTENT_TYPES,
  type ContentKind,
  type ContentTypeDefinition,
  type FieldDefinition,
  type FieldKind,
  ITEM_SECTIONS,
  type ItemSection,
  isPublicNow,
  kindOfSection,
  PREVIEW_SECTIONS,
  type PreviewSection,
  SEARCH_ENTITIES,
  type SearchEntity,
  SITEMAP_SECTIONS,
  type SitemapSection,
  sectionLabel,
  tablesOfKind,
} from '@manovo/db/content-types';
