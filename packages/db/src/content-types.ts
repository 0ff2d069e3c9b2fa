// The kinds of content staff edit, each described once. Every list that names the kinds (item sections,
// change-feed tables, versioned entities, preview sections, sitemap and search sources, the tables a
// cached answer depends on) is derived below, so a new kind is one entry here plus its own table,
// queries, router and pages (docs/architecture.md, "Adding a kind of content").
// Plain data and no imports: the browser reads it through @manovo/api/domain. queries/content-tables.ts
// finds each entry's drizzle table in the schema by `table`, in its type as at run time.

/** How staff fill a field, and so which control the admin form shows for it. */
export type FieldKind =
  | 'text'
  | 'long-text'
  | 'rich-text'
  | 'url'
  | 'email'
  | 'choice'
  | 'date-time'
  | 'duration'
  | 'image'
  | 'flag'
  | 'reference';

export type FieldDefinition = {
  label: string;
  kind: FieldKind;
  /** Staff must fill it (the zod schemas enforce it; this is what a form or a newcomer reads). */
  required?: boolean;
  /** Its text differs per language once translations come (ids, flags and dates never do). */
  translatable?: boolean;
  /** Its words are in the search index. */
  searchable?: boolean;
  /**
   * Added after reviews were recorded: while empty it is left out of what a review signs (the content
   * hash), so the approvals of items that have never had it stay valid; once filled it is signed like
   * the rest.
   */
  addedAfterReviews?: boolean;
};

/**
 * When visitors see an item: `column` holds `is`, and the time in `notBefore` (if any, and when set)
 * has come. Described as data so the SQL predicate (queries/visibility.ts) and the browser's check
 * (isPublicNow) are made from the same rule.
 */
export type PublicRule = { column: string; is: string | boolean; notBefore?: string };

export type ContentTypeDefinition = {
  /** The SQL table. */
  table: string;
  /** Its name in the audit log and in content_versions. */
  entity: string;
  /** What one item reads as ("Video not found"). */
  label: string;
  publicRule: PublicRule;
  /**
   * Its item pages, /{section}/{id}-{slug}, if it has any: `label` names the section on share cards,
   * `onlyWhere` limits pages to the items with those values (a social post has none).
   */
  page?: { section: string; label: string; onlyWhere?: Record<string, string> };
  fields: Record<string, FieldDefinition>;
  /** Each save is kept as a version that can be compared and restored. */
  keepsVersions: boolean;
  /** Staff can open a signed preview link of an unpublished item (needs `page`). */
  previewable: boolean;
  inSitemap: boolean;
  inFeed: boolean;
  inSearch: boolean;
  /**
   * Its translations (docs/product.md, "Languages"): until an item's translation into a language is
   * published, `fallback` true shows that language's visitors the English item (marked `lang="en"`),
   * false leaves the item out of that language's lists and pages. null: its items are not translated
   * one by one (staff's facts shown inside other pages, in English marked `lang="en"` on every locale).
   */
  translation: { fallback: boolean } | null;
  /**
   * What the change feed drops: the tables this kind's public answers are read from besides its own.
   * A committed change to any of them drops those answers from the site cache.
   */
  alsoReads: readonly string[];
};

const imageFields = {
  imagePath: { label: 'Image', kind: 'image' },
  imageAlt: { label: 'Image description', kind: 'text', translatable: true },
} as const;

/**
 * A staff fact shown inside other pages only while its `shown` flag is ticked: no pages, versions,
 * sitemap, feed or search of its own.
 */
const SHOWN_ON_PAGES_ONLY = {
  publicRule: { column: 'shown', is: true },
  keepsVersions: false,
  previewable: false,
  inSitemap: false,
  inFeed: false,
  inSearch: false,
  translation: null,
  alsoReads: [],
} as const;
const shownField = { shown: { label: 'Shown', kind: 'flag' } } as const;
/** The lineup instrument (packages/content INSTRUMENTS id) a fact is about. */
const instrumentField = { instrumentSlug: { label: 'Instrument', kind: 'choice', required: true } } as const;

export const CONTENT_TYPES = {
  videos: {
    table: 'videos',
    entity: 'video',
    label: 'Video',
    publicRule: { column: 'status', is: 'published' },
    page: { section: 'videos', label: 'Videos' },
    fields: {
      title: { label: 'Title', kind: 'text', required: true, translatable: true, searchable: true },
      topCategory: { label: 'Category', kind: 'choice', required: true },
      subCategoryId: { label: 'Sub-category', kind: 'reference', searchable: true },
      youtubeUrl: { label: 'YouTube link', kind: 'url' },
      srcUrl: { label: 'Video file link', kind: 'url' },
      thumbnailUrl: { label: 'Thumbnail', kind: 'image' },
      status: { label: 'Status', kind: 'choice', required: true },
      description: { label: 'Description', kind: 'long-text', translatable: true, searchable: true },
      durationSeconds: { label: 'Duration', kind: 'duration', addedAfterReviews: true },
    },
    keepsVersions: true,
    previewable: true,
    inSitemap: true,
    inFeed: false,
    inSearch: true,
    translation: { fallback: true },
    alsoReads: ['video_subcategories', 'content_translations'],
  },
  careers: {
    table: 'careers',
    entity: 'career',
    label: 'Career',
    publicRule: { column: 'status', is: 'published' },
    page: { section: 'careers', label: 'Careers' },
    fields: {
      title: { label: 'Title', kind: 'text', required: true, translatable: true, searchable: true },
      category: { label: 'Category', kind: 'choice', required: true },
      status: { label: 'Status', kind: 'choice', required: true },
      location: { label: 'Location', kind: 'text', translatable: true, searchable: true },
      experience: { label: 'Experience', kind: 'text', translatable: true },
      salary: { label: 'Salary', kind: 'text', translatable: true },
      skills: { label: 'Skills', kind: 'long-text', translatable: true, searchable: true },
      applyUrl: { label: 'Apply link', kind: 'url' },
      applyEmail: { label: 'Apply email', kind: 'email' },
      description: { label: 'Description', kind: 'rich-text', translatable: true, searchable: true },
    },
    keepsVersions: true,
    previewable: true,
    inSitemap: true,
    inFeed: false,
    inSearch: true,
    translation: { fallback: false },
    alsoReads: ['content_translations'],
  },
  broadcasts: {
    table: 'broadcasts',
    entity: 'broadcast',
    label: 'Broadcast',
    publicRule: { column: 'status', is: 'published', notBefore: 'publishAt' },
    page: { section: 'news', label: 'News', onlyWhere: { kind: 'news' } },
    fields: {
      kind: { label: 'Type', kind: 'choice', required: true },
      title: { label: 'Title', kind: 'text', required: true, translatable: true, searchable: true },
      summary: { label: 'Summary', kind: 'long-text', translatable: true, searchable: true },
      body: { label: 'Body', kind: 'rich-text', translatable: true, searchable: true },
      status: { label: 'Status', kind: 'choice', required: true },
      publishAt: { label: 'Publish at', kind: 'date-time' },
      postedAt: { label: 'Posted on', kind: 'date-time' },
      socialSource: { label: 'Source', kind: 'choice' },
      linkUrl: { label: 'Link', kind: 'url' },
      ...imageFields,
      tag: { label: 'Tag', kind: 'text', translatable: true, searchable: true },
    },
    keepsVersions: true,
    previewable: true,
    inSitemap: true,
    inFeed: true,
    inSearch: true,
    translation: { fallback: true },
    alsoReads: ['content_translations'],
  },
  testimonials: {
    table: 'testimonials',
    entity: 'testimonial',
    label: 'Testimonial',
    publicRule: { column: 'isActive', is: true },
    fields: {
      personName: { label: 'Name', kind: 'text', required: true },
      personTitle: { label: 'Title', kind: 'text', translatable: true },
      company: { label: 'Company', kind: 'text' },
      message: { label: 'Message', kind: 'long-text', required: true, translatable: true },
      isActive: { label: 'Shown', kind: 'flag' },
      ...imageFields,
      linkedin: { label: 'LinkedIn', kind: 'url' },
    },
    keepsVersions: true,
    previewable: false,
    inSitemap: false,
    inFeed: false,
    inSearch: false,
    translation: { fallback: true },
    alsoReads: ['content_translations'],
  },
  // Instructions for use (docs/product.md, "Instructions for use"): a device by its REF, with revisions
  // per language in ifu_revisions. Its pages are /ifu/{ref}, not /{section}/{id}-{slug}, so it has no
  // `page` and its sitemap entries are listed by queries/public-pages.ts; a revision's history is its
  // own rows (never replaced), so no content_versions.
  ifu: {
    table: 'ifu_documents',
    entity: 'ifu',
    label: 'Instructions for use',
    publicRule: { column: 'listed', is: true },
    fields: {
      ref: { label: 'REF', kind: 'text', required: true, searchable: true },
      udiDi: { label: 'UDI-DI', kind: 'text', searchable: true },
      title: { label: 'Device name', kind: 'text', required: true, translatable: true, searchable: true },
      instrumentSlug: { label: 'Lineup instrument', kind: 'choice' },
    },
    keepsVersions: false,
    previewable: false,
    inSitemap: false,
    inFeed: false,
    inSearch: false,
    translation: { fallback: true },
    alsoReads: ['ifu_revisions', 'content_translations'],
  },
  // The facts behind the product claims (docs/product.md, "Facts behind the claims"): shown on
  // /products and /journal, no pages of their own, no versions (a row is a statement of fact, its
  // changes in the audit log).
  marketStatuses: {
    table: 'market_statuses',
    entity: 'market-status',
    label: 'Market status',
    fields: {
      ...instrumentField,
      market: { label: 'Market', kind: 'text', required: true, translatable: true },
      status: { label: 'Status', kind: 'text', required: true, translatable: true },
      reference: { label: 'Certificate or registration number', kind: 'text' },
      statusDate: { label: 'Date', kind: 'date-time' },
      limitedAvailability: { label: 'Not available in all markets', kind: 'flag' },
      ...shownField,
    },
    ...SHOWN_ON_PAGES_ONLY,
  },
  qualityCertificates: {
    table: 'quality_certificates',
    entity: 'quality-certificate',
    label: 'Quality certificate',
    fields: {
      standard: { label: 'Standard', kind: 'text', required: true },
      body: { label: 'Certification body', kind: 'text', required: true },
      number: { label: 'Certificate number', kind: 'text', required: true },
      validFrom: { label: 'Valid from', kind: 'date-time' },
      validUntil: { label: 'Valid until', kind: 'date-time' },
      ...shownField,
    },
    ...SHOWN_ON_PAGES_ONLY,
  },
  reprocessing: {
    table: 'reprocessing_summaries',
    entity: 'reprocessing',
    label: 'Reprocessing summary',
    fields: {
      ...instrumentField,
      cleaning: { label: 'Cleaning', kind: 'long-text', required: true, translatable: true },
      sterilisation: { label: 'Sterilisation', kind: 'long-text', required: true, translatable: true },
      cycles: { label: 'Validated cycles', kind: 'text' },
      ...shownField,
    },
    ...SHOWN_ON_PAGES_ONLY,
  },
  publications: {
    table: 'publications',
    entity: 'publication',
    label: 'Publication',
    fields: {
      title: { label: 'Title', kind: 'text', required: true, searchable: true },
      authors: { label: 'Authors', kind: 'text', required: true, searchable: true },
      venue: { label: 'Venue', kind: 'text', required: true },
      year: { label: 'Year', kind: 'text', required: true },
      platform: { label: 'Type', kind: 'choice', required: true },
      doi: { label: 'DOI', kind: 'text' },
      link: { label: 'Link', kind: 'url' },
      summary: { label: 'Summary', kind: 'long-text', translatable: true },
      ...shownField,
    },
    ...SHOWN_ON_PAGES_ONLY,
  },
} as const satisfies Record<string, ContentTypeDefinition>;

type Definitions = typeof CONTENT_TYPES;
export type ContentKind = keyof Definitions;
export const CONTENT_KINDS = /* @__PURE__ */ Object.keys(CONTENT_TYPES) as ContentKind[];

// Types of the derived lists, read off the definitions: a kind joins a list by its entry alone.
type KindsWhere<P extends keyof ContentTypeDefinition, V> = {
  [K in ContentKind]: Definitions[K] extends Record<P, V> ? K : never;
}[ContentKind];
/** The section a kind's item pages live under (never for a kind without pages). */
export type SectionOf<K extends ContentKind> = K extends ContentKind
  ? Definitions[K] extends { page: { section: infer S } }
    ? S
    : never
  : never;

export type VersionedKind = KindsWhere<'keepsVersions', true>;
export type VersionedEntity = Definitions[VersionedKind]['entity'];
export type PagedKind = { [K in ContentKind]: SectionOf<K> extends never ? never : K }[ContentKind];
export type ItemSection = SectionOf<ContentKind>;
export type PreviewSection = SectionOf<KindsWhere<'previewable', true>>;
export type SitemapSection = SectionOf<KindsWhere<'inSitemap', true>>;
export type SearchEntity = Definitions[KindsWhere<'inSearch', true>]['entity'];
export type ContentTable = {
  [K in ContentKind]: Definitions[K]['table'] | Definitions[K]['alsoReads'][number];
}[ContentKind];

type Entry = ContentTypeDefinition & { kind: ContentKind };
const entries: Entry[] = /* @__PURE__ */ CONTENT_KINDS.map((kind) => ({ kind, ...CONTENT_TYPES[kind] }));

// The derived lists are marked pure so a bundle that imports none of them leaves this data out.
// The one place a runtime list meets its derived type: filters cannot narrow a tuple, and zod and
// drizzle enums want a non-empty one.
const tuple = <T extends string>(values: string[]) => [...new Set(values)] as unknown as readonly [T, ...T[]];
const sectionsWhere = (keep: (e: Entry) => boolean) =>
  entries.flatMap((e) => (e.page && keep(e) ? [e.page.section] : []));

/** The kinds whose saves are kept as versions (content_versions.entity, audit_log.entity). */
export const VERSIONED_ENTITIES = /* @__PURE__ */ tuple<VersionedEntity>(
  entries.filter((e) => e.keepsVersions).map((e) => e.entity),
);
/** The kinds whose saves are kept as versions, by their registry key (the review gate's kinds). */
export const VERSIONED_KINDS = /* @__PURE__ */ tuple<VersionedKind>(
  entries.filter((e) => e.keepsVersions).map((e) => e.kind),
);
/**
 * What a review signs for a kind: every field the public sees except the publication controls (the
 * public rule's column and its date), so publishing or scheduling an approved version is not a change.
 */
export const reviewedFields = (kind: ContentKind): string[] => {
  const rule: PublicRule = CONTENT_TYPES[kind].publicRule;
  return Object.keys(CONTENT_TYPES[kind].fields).filter((f) => f !== rule.column && f !== rule.notBefore);
};
/** The first path segment of every item page (/news/12-wet-lab). */
export const ITEM_SECTIONS = /* @__PURE__ */ tuple<ItemSection>(sectionsWhere(() => true));
export const PREVIEW_SECTIONS = /* @__PURE__ */ tuple<PreviewSection>(sectionsWhere((e) => e.previewable));
export const SITEMAP_SECTIONS = /* @__PURE__ */ tuple<SitemapSection>(sectionsWhere((e) => e.inSitemap));
export const SEARCH_ENTITIES = /* @__PURE__ */ tuple<SearchEntity>(
  entries.filter((e) => e.inSearch).map((e) => e.entity),
);
/** Tables whose rows the public site, its caches and the search index show (the change feed's triggers). */
export const CONTENT_TABLES_READ = /* @__PURE__ */ tuple<ContentTable>(
  entries.flatMap((e) => [e.table, ...e.alsoReads]),
);

/** The tables a kind's public answers are read from. */
export const tablesOfKind = (kind: ContentKind): readonly ContentTable[] => [
  CONTENT_TYPES[kind].table,
  ...CONTENT_TYPES[kind].alsoReads,
];

export const isItemSection = (section: string): section is ItemSection =>
  (ITEM_SECTIONS as readonly string[]).includes(section);

/** The kind whose item pages live under `section`. */
export function kindOfSection<S extends ItemSection>(section: S): PagedKind {
  const entry = entries.find((e) => e.page?.section === section);
  if (!entry) throw new Error(`no kind has pages under /${section}`);
  return entry.kind as PagedKind;
}

/** The kind recorded under `entity` in the audit log and the versions. */
export function kindOfEntity(entity: VersionedEntity): VersionedKind {
  const entry = entries.find((e) => e.entity === entity);
  if (!entry) throw new Error(`no kind is recorded as ${entity}`);
  return entry.kind as VersionedKind;
}

/** What an item page's section reads as (a share card's label). */
export const sectionLabel = (section: ItemSection): string =>
  entries.find((e) => e.page?.section === section)?.page?.label ?? section;

/**
 * Whether visitors see this item now, by its kind's public rule: the browser's check (a preview
 * banner) of what queries/visibility.ts asks the database. Dates may be ISO strings or Dates.
 */
export function isPublicNow(kind: ContentKind, item: object, now = Date.now()): boolean {
  const rule: PublicRule = CONTENT_TYPES[kind].publicRule;
  const values = item as Record<string, unknown>;
  if (values[rule.column] !== rule.is) return false;
  if (!rule.notBefore) return true;
  const at = values[rule.notBefore];
  if (at === null || at === undefined) return true;
  return (at instanceof Date ? at.getTime() : Date.parse(String(at))) <= now;
}

/** The fields of a kind whose text differs per language (the translation form's fields, in order). */
export const translatableFields = (kind: ContentKind): string[] =>
  Object.entries(CONTENT_TYPES[kind].fields as Record<string, FieldDefinition>).flatMap(([name, field]) =>
    field.translatable ? [name] : [],
  );

/**
 * Whether a language's visitors see an item of this kind in English until its translation there is
 * published (news, videos, ...), rather than not at all (jobs). Kinds not translated item by item
 * (`translation: null`) show their English on every locale, so they fall back too.
 */
export const fallsBackToEnglish = (kind: ContentKind): boolean =>
  CONTENT_TYPES[kind].translation?.fallback ?? true;

/** The kinds that have translatable fields (the Translations screen's kinds). */
export const TRANSLATABLE_KINDS = /* @__PURE__ */ CONTENT_KINDS.filter(
  (kind) => CONTENT_TYPES[kind].translation !== null && translatableFields(kind).length > 0,
);

/** The kind recorded under `entity` (video, career, ...), or undefined for a name no kind has. */
export const kindOfAnyEntity = (entity: string): ContentKind | undefined =>
  entries.find((e) => e.entity === entity)?.kind;
