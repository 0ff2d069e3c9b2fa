import type { Database } from '../client';
import type { SitemapSection } from '../content-types';
import { findBroadcasts } from './broadcasts';
import { findCareers } from './careers';
import { findVideos } from './videos';

/** What the sitemap says of an item page: its address is made from id and title. */
export type PublicPage = { id: number; title: string; updatedAt: Date };

/**
 * The public items with a page, per sitemap section (a section missing here is a type error), through
 * the publication rule: a draft or a scheduled item is never listed.
 */
export const findPublicPages: Record<SitemapSection, (db: Database, limit: number) => Promise<PublicPage[]>> =
  {
    news: (db, limit) => findBroadcasts(db, { kind: 'news', publicOnly: true, limit }),
    careers: (db, limit) => findCareers(db, { publicOnly: true, limit }),
    videos: (db, limit) => findVideos(db, { publicOnly: true, limit }),
  };
