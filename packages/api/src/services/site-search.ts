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
  findVideoById,
  findVideos,
  type VideoRow,
} from '@manovo/db/queries';
import { createSiteSearch, type SearchDocumentInput, type SearchHit } from '@manovo/search';
import type { SearchEntity } from '../domain/content-types';
import { stripHtml } from './sanitize';

const CONTENT_LIMIT = 5000;
// After the index could not be brought up to date for want of the database, it answers as it is
// for this long before asking again, so searches during an outage do not each wait on it.
const RETRY_UPDATE_AFTER_MS = 2000;

export type SearchContentKind = SearchEntity;

const isoDay = (d: Date | null | undefined) => d?.toISOString().slice(0, 10) ?? null;

const broadcastDocument = (b: BroadcastRow): SearchDocumentInput => ({
  id: `broadcast-${b.id}`,
  title: b.title,
  text: [b.summary, stripHtml(b.body), b.tag].filter(Boolean).join(' '),
  path: b.kind === 'social' ? '/news#socialmedia' : '/news#newsandevents',
  type: 'broadcast',
  image: b.imagePath,
  date: isoDay(b.postedAt ?? b.publishAt ?? b.createdAt),
});

const careerDocument = (c: CareerRow): SearchDocumentInput => ({
  id: `career-${c.id}`,
  title: c.title,
  text: [c.location, c.experience, c.skills, stripHtml(c.description)].filter(Boolean).join(' '),
  path: '/careers',
  type: 'career',
  date: isoDay(c.updatedAt),
});

const videoDocument = (v: VideoRow): SearchDocumentInput => ({
  id: `video-${v.id}`,
  title: v.title,
  text: [v.description, v.subCategoryName ?? ''].filter(Boolean).join(' '),
  path: `/videos#${v.topCategory}`,
  type: 'video',
  image: v.thumbnailUrl || null,
  date: isoDay(v.createdAt),
});

/**
 * The server's search index: the site's static pages plus published broadcasts, careers and videos.
 * An admin write names the item it changed and the next query re-reads just that item (a few ms);
 * changes that touch many items (a sub-category rename) and a scheduled broadcast's time coming
 * rebuild the whole index instead. Either way search follows the database without a restart.
 * Stale-if-error: once built, the index answers as it is when the database cannot bring it up to
 * date (an outage), and says so through `onStaleAnswer` so that answer is not cached as current.
 */
export function createSearchService(
  db: Database,
  pages: SearchDocumentInput[] = [],
  opts: { onStaleAnswer?: () => void } = {},
) {
  const index = createSiteSearch();
  let stale = true;
  let built = false;
  let retryAt = 0;
  let nextScheduled: Date | null = null;
  const pending = new Map<string, { kind: SearchContentKind; id: number }>();
  let building: Promise<void> | null = null;

  // One public item as a document, or undefined when it is gone or no longer public.
  const loadPublic: Record<SearchContentKind, (id: number) => Promise<SearchDocumentInput | undefined>> = {
    broadcast: async (id) => {
      const row = await findBroadcastById(db, id, { publicOnly: true });
      return row && broadcastDocument(row);
    },
    career: async (id) => {
      const row = await findCareerById(db, id, { publicOnly: true });
      return row && careerDocument(row);
    },
    video: async (id) => {
      const row = await findVideoById(db, id, { publicOnly: true });
      return row && videoDocument(row);
    },
  };

  async function rebuild() {
    const [news, jobs, vids, next] = await Promise.all([
      findBroadcasts(db, { publicOnly: true, limit: CONTENT_LIMIT }),
      findCareers(db, { publicOnly: true, limit: CONTENT_LIMIT }),
      findVideos(db, { publicOnly: true, limit: CONTENT_LIMIT }),
      findNextScheduledPublish(db),
    ]);
    index.replaceAll([
      ...pages,
      ...news.map(broadcastDocument),
      ...jobs.map(careerDocument),
      ...vids.map(videoDocument),
    ]);
    nextScheduled = next;
    built = true;
  }

  async function applyChanges(changes: { kind: SearchContentKind; id: number }[]) {
    const docs = await Promise.all(changes.map(({ kind, id }) => loadPublic[kind](id)));
    changes.forEach(({ kind, id }, i) => {
      const doc = docs[i];
      if (doc) index.add(doc);
      else index.remove(`${kind}-${id}`);
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
    async search(q: string, query: { limit: number; types?: string[] }): Promise<SearchHit[]> {
      if (!(await updatedOrKept())) opts.onStaleAnswer?.();
      return index.search(q, query);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
