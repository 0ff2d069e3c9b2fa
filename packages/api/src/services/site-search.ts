import {
  type Database,
  findBroadcasts,
  findCareers,
  findNextScheduledPublish,
  findVideos,
} from '@manovo/db/queries';
import { createSiteSearch, type SearchDocumentInput, type SearchHit } from '@manovo/search';
import { stripHtml } from './sanitize';

const CONTENT_LIMIT = 5000;

/**
 * The server's search index: the site's static pages plus published broadcasts,
 * careers and videos. Admin writes mark it stale and the next query rebuilds it,
 * and it also rebuilds once the next scheduled broadcast's time has come, so
 * search follows the database without a restart.
 */
export function createSearchService(db: Database, pages: SearchDocumentInput[] = []) {
  const index = createSiteSearch();
  let stale = true;
  let nextScheduled: Date | null = null;
  let building: Promise<void> | null = null;

  async function rebuild() {
    const [news, jobs, vids, next] = await Promise.all([
      findBroadcasts(db, { publicOnly: true, limit: CONTENT_LIMIT }),
      findCareers(db, { publicOnly: true, limit: CONTENT_LIMIT }),
      findVideos(db, { publicOnly: true, limit: CONTENT_LIMIT }),
      findNextScheduledPublish(db),
    ]);
    const docs: SearchDocumentInput[] = [
      ...pages,
      ...news.map((b) => ({
        id: `broadcast-${b.id}`,
        title: b.title,
        text: [b.summary, stripHtml(b.body), b.tag].filter(Boolean).join(' '),
        path: b.kind === 'social' ? '/news#socialmedia' : '/news#newsandevents',
        type: 'broadcast',
        image: b.imagePath,
        date: (b.postedAt ?? b.publishAt ?? b.createdAt)?.toISOString().slice(0, 10) ?? null,
      })),
      ...jobs.map((c) => ({
        id: `career-${c.id}`,
        title: c.title,
        text: [c.location, c.experience, c.skills, stripHtml(c.description)].filter(Boolean).join(' '),
        path: '/careers',
        type: 'career',
        date: c.updatedAt.toISOString().slice(0, 10),
      })),
      ...vids.map((v) => ({
        id: `video-${v.id}`,
        title: v.title,
        text: [v.description, v.subCategoryName ?? ''].filter(Boolean).join(' '),
        path: `/videos#${v.topCategory}`,
        type: 'video',
        image: v.thumbnailUrl || null,
        date: v.createdAt.toISOString().slice(0, 10),
      })),
    ];
    index.replaceAll(docs);
    nextScheduled = next;
  }

  async function ensureFresh() {
    if (!stale && !(nextScheduled && nextScheduled.getTime() <= Date.now())) return;
    if (!building) {
      stale = false;
      building = rebuild()
        .catch((err) => {
          stale = true;
          throw err;
        })
        .finally(() => {
          building = null;
        });
    }
    await building;
  }

  return {
    markStale() {
      stale = true;
    },
    async search(q: string, opts: { limit: number; types?: string[] }): Promise<SearchHit[]> {
      await ensureFresh();
      return index.search(q, opts);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
