import { classifyDatabaseError } from '@manovo/db';
import {
  type BroadcastRow,
  type CareerRow,
  type Database,
  findBroadcastById,
  findBroadcasts,
  findCareerById,
  findCareers,
  findNextScheduledPublish,
  findPublicRows,
  findTranslations,
  findVideoById,
  findVideos,
  type VideoRow,
} from '@manovo/db/queries';
import {
  createMultilingualSearch,
  DEFAULT_LANGUAGE,
  isSearchLanguage,
  type SearchDocumentInput,
  type SearchHit,
  type SearchLanguage,
} from '@manovo/search';
import {
  CONTENT_KINDS,
  CONTENT_TYPES,
  type ContentTypeDefinition,
  SEARCH_ENTITIES,
  type SearchEntity,
} from '../domain/content-types';
import { stripHtml } from './sanitize';

const CONTENT_LIMIT = 5000;
// After the index could not be brought up to date for want of the database, it answers as it is
// for this long before asking again, so searches during an outage do not each wait on it.
const RETRY_UPDATE_AFTER_MS = 2000;

export type SearchContentKind = SearchEntity;

const isoDay = (d: Date | null | undefined) => d?.toISOString().slice(0, 10) ?? null;

// Each public item is its English document, and one more under the same id per language its
// translation is published in (docs/product.md, "Languages"), with that `lang`.
const broadcastDocument = (b: BroadcastRow): SearchDocumentInput => ({
  id: `broadcast-${b.id}`,
  lang: DEFAULT_LANGUAGE,
  title: b.title,
  text: [b.summary, stripHtml(b.body), b.tag].filter(Boolean).join(' '),
  path: b.kind === 'social' ? '/news#socialmedia' : '/news#newsandevents',
  type: 'broadcast',
  image: b.imagePath,
  date: isoDay(b.postedAt ?? b.publishAt ?? b.createdAt),
});

const careerDocument = (c: CareerRow): SearchDocumentInput => ({
  id: `career-${c.id}`,
  lang: DEFAULT_LANGUAGE,
  title: c.title,
  text: [c.location, c.experience, c.skills, stripHtml(c.description)].filter(Boolean).join(' '),
  path: '/careers',
  type: 'career',
  date: isoDay(c.updatedAt),
});

const videoDocument = (v: VideoRow): SearchDocumentInput => ({
  id: `video-${v.id}`,
  lang: DEFAULT_LANGUAGE,
  title: v.title,
  text: [v.description, v.subCategoryName ?? ''].filter(Boolean).join(' '),
  path: `/videos#${v.topCategory}`,
  type: 'video',
  image: v.thumbnailUrl || null,
  date: isoDay(v.createdAt),
});

/**
 * How the index reads one kind: one public item's documents, one per language it is published in
 * (none when it is gone or not public), or every item's.
 */
type Source = {
  one: (db: Database, id: number) => Promise<SearchDocumentInput[]>;
  all: (db: Database) => Promise<SearchDocumentInput[]>;
};

function source<Row extends { id: number }>(
  entity: SearchContentKind,
  one: (db: Database, id: number) => Promise<Row | undefined>,
  all: (db: Database) => Promise<Row[]>,
  document: (row: Row) => SearchDocumentInput,
): Source {
  const kind = CONTENT_KINDS.find((k) => CONTENT_TYPES[k].entity === entity)!;
  // The rows' documents, and each published translation's: the row with its translated fields over it
  // (a field the translation leaves blank keeps its English, as the page shows it).
  const documents = async (db: Database, rows: Row[]): Promise<SearchDocumentInput[]> => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const translations = await findTranslations(
      db,
      kind,
      rows.map((row) => row.id),
      { publishedOnly: true },
    );
    const translated = translations.flatMap((t) => {
      const row = byId.get(t.itemId);
      if (!row || !isSearchLanguage(t.locale)) return [];
      const over = Object.fromEntries(Object.entries(t.fields).filter(([, text]) => text));
      return [{ ...document({ ...row, ...over }), lang: t.locale }];
    });
    return [...rows.map(document), ...translated];
  };
  return {
    one: async (db, id) => {
      const row = await one(db, id);
      return row ? documents(db, [row]) : [];
    },
    all: async (db) => documents(db, await all(db)),
  };
}

const publicOnly = { publicOnly: true } as const;
const all = { ...publicOnly, limit: CONTENT_LIMIT };

// The kinds whose documents say more than their definitions' searchable fields, in the index's order.
const SOURCES: Partial<Record<SearchContentKind, Source>> = {
  broadcast: source(
    'broadcast',
    (db, id) => findBroadcastById(db, id, publicOnly),
    (db) => findBroadcasts(db, all),
    broadcastDocument,
  ),
  career: source(
    'career',
    (db, id) => findCareerById(db, id, publicOnly),
    (db) => findCareers(db, all),
    careerDocument,
  ),
  video: source(
    'video',
    (db, id) => findVideoById(db, id, publicOnly),
    (db) => findVideos(db, all),
    videoDocument,
  ),
};

/** Any other searchable kind: its definition's searchable fields, found under its section. */
function definedSource(entity: SearchContentKind): Source {
  const kind = CONTENT_KINDS.find((k) => CONTENT_TYPES[k].entity === entity)!;
  const definition: ContentTypeDefinition = CONTENT_TYPES[kind];
  const texts = Object.entries(definition.fields).filter(([name, f]) => f.searchable && name !== 'title');
  const document = (row: Record<string, unknown> & { id: number }): SearchDocumentInput => ({
    id: `${entity}-${row.id}`,
    lang: DEFAULT_LANGUAGE,
    title: String(row.title ?? ''),
    text: texts
      .map(([name]) => stripHtml(String(row[name] ?? '')))
      .filter(Boolean)
      .join(' '),
    path: definition.page ? `/${definition.page.section}` : '/',
    type: entity,
    date: row.updatedAt instanceof Date ? isoDay(row.updatedAt) : null,
  });
  // The rows as read, with the id their translations are found by.
  const withIds = (rows: Record<string, unknown>[]) =>
    rows.flatMap((row) => (typeof row.id === 'number' ? [{ ...row, id: row.id }] : []));
  return source(
    entity,
    async (db, id) => withIds(await findPublicRows(db, kind, { id, limit: 1 }))[0],
    async (db) => withIds(await findPublicRows(db, kind, { limit: CONTENT_LIMIT })),
    document,
  );
}

const sourceOf = (entity: SearchContentKind) => SOURCES[entity] ?? definedSource(entity);
const SOURCE_ORDER: string[] = Object.keys(SOURCES);
const rank = (entity: string) => {
  const at = SOURCE_ORDER.indexOf(entity);
  return at === -1 ? SOURCE_ORDER.length : at;
};
const INDEXED = [...SEARCH_ENTITIES].sort((a, b) => rank(a) - rank(b));

/** Lets the event loop serve what is waiting (a request, a timer) between two slices of a rebuild. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The server's search index, one per language (@manovo/search's createMultilingualSearch): the site's
 * static pages in every locale (`pages`, each with its `lang`) plus published broadcasts, careers and
 * videos. An admin write names the item it changed and the next query re-reads just that item
 * (its documents replace the old ones in well under a millisecond); changes that touch many items (a
 * sub-category rename) and a scheduled broadcast's time coming rebuild the whole index instead, in
 * slices between which the event loop serves other requests. Either way search follows the database
 * without a restart.
 * Stale-if-error: once built, the index answers as it is when the database cannot bring it up to
 * date (an outage), and says so through `onStaleAnswer` so that answer is not cached as current.
 */
export function createSearchService(
  db: Database,
  pages: SearchDocumentInput[] = [],
  opts: { onStaleAnswer?: () => void } = {},
) {
  const index = createMultilingualSearch();
  let stale = true;
  let built = false;
  let retryAt = 0;
  let nextScheduled: Date | null = null;
  const pending = new Map<string, { kind: SearchContentKind; id: number }>();
  let building: Promise<void> | null = null;

  async function rebuild() {
    const [documents, next] = await Promise.all([
      Promise.all(INDEXED.map((entity) => sourceOf(entity).all(db))),
      findNextScheduledPublish(db),
    ]);
    await index.replaceAllInSlices([...pages, ...documents.flat()], nextTurn);
    nextScheduled = next;
    built = true;
  }

  async function applyChanges(changes: { kind: SearchContentKind; id: number }[]) {
    const docs = await Promise.all(changes.map(({ kind, id }) => sourceOf(kind).one(db, id)));
    changes.forEach(({ kind, id }, i) => {
      // Every language's version goes, then what is public now comes back (a withdrawn translation too).
      index.remove(`${kind}-${id}`);
      for (const doc of docs[i] ?? []) index.add(doc);
    });
    // A broadcast may have been scheduled, or its schedule moved.
    if (changes.some((c) => c.kind === 'broadcast')) nextScheduled = await findNextScheduledPublish(db);
  }

  const isScheduleDue = () => nextScheduled !== null && nextScheduled.getTime() <= Date.now();
  const isCurrent = () => !stale && !isScheduleDue() && pending.size === 0;

  async function ensureFresh() {
    // Loops so a query never answers from before a write that finished while an update was running.
    for (;;) {
      if (building) {
        await building;
        continue;
      }
      if (isCurrent()) return;
      const isFull = stale || isScheduleDue();
      const changes = [...pending.values()];
      pending.clear();
      stale = false;
      building = (isFull ? rebuild() : applyChanges(changes))
        .catch((err) => {
          stale = true;
          throw err;
        })
        .finally(() => {
          building = null;
        });
    }
  }

  /** Brings the index up to date: false when it stays as it is for want of the database. */
  async function updatedOrKept(): Promise<boolean> {
    if (built && !building && !isCurrent() && Date.now() < retryAt) return false;
    try {
      await ensureFresh();
      return true;
    } catch (err) {
      if (!built || classifyDatabaseError(err)?.kind !== 'unavailable') throw err;
      retryAt = Date.now() + RETRY_UPDATE_AFTER_MS;
      return false;
    }
  }

  return {
    /** Everything may have changed: the next query rebuilds the index. */
    markStale() {
      stale = true;
      retryAt = 0; // the change feed heard from the database: it is worth asking again
    },
    /** One item was created, edited or deleted: the next query re-reads only that item. */
    markChanged(kind: SearchContentKind, id: number) {
      retryAt = 0;
      pending.set(`${kind}-${id}`, { kind, id });
    },
    /** Hits in `lang` (the visitor's language) first, then the English of items not in it. */
    async search(
      q: string,
      query: { limit: number; types?: string[]; lang?: SearchLanguage },
    ): Promise<SearchHit[]> {
      if (!(await updatedOrKept())) opts.onStaleAnswer?.();
      return index.search(q, query);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
