import { count } from 'drizzle-orm';
import type { Database } from '../client';
import {
  broadcasts,
  careers,
  marketStatuses,
  publications,
  qualityCertificates,
  reprocessingSummaries,
  testimonials,
  videoSubcategories,
  videos,
} from '../schema';
import { TOP_CATEGORIES } from '../schema/values';
import {
  DEMO_BROADCASTS,
  DEMO_CAREERS,
  DEMO_SUBCATEGORIES,
  DEMO_TESTIMONIALS,
  DEMO_VIDEOS,
} from './demo-content';
import {
  DEMO_MARKET_STATUSES,
  DEMO_PUBLICATIONS,
  DEMO_QUALITY_CERTIFICATES,
  DEMO_REPROCESSING,
} from './demo-facts';

/**
 * Fills an empty database with demo content; returns false (and writes nothing)
 * when any content exists, so a restart never duplicates or overwrites data.
 */
export async function seedDemoContent(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(videos);
  const [b] = await db.select({ n: count() }).from(broadcasts);
  if (Number(row?.n) > 0 || Number(b?.n) > 0) return false;

  await db.transaction(async (tx) => {
    const subIds = new Map<string, number>();
    for (const top of TOP_CATEGORIES) {
      for (const name of DEMO_SUBCATEGORIES[top]) {
        const [sub] = await tx.insert(videoSubcategories).values({ topCategory: top, name }).returning();
        subIds.set(`${top}:${name}`, sub!.id);
      }
    }
    // Oldest first, so the first demo item of each list is the newest.
    for (const [i, v] of [...DEMO_VIDEOS].reverse().entries()) {
      await tx.insert(videos).values({
        title: v.title,
        topCategory: v.top,
        subCategoryId: subIds.get(`${v.top}:${v.sub}`) ?? null,
        youtubeUrl: v.youtube,
        srcUrl: v.src ?? '',
        durationSeconds: v.durationSeconds ?? null,
        thumbnailUrl: v.thumbnail,
        status: v.status,
        description: v.description,
        createdAt: new Date(Date.now() - (DEMO_VIDEOS.length - i) * 3_600_000),
      });
    }
    await tx.insert(careers).values([...DEMO_CAREERS].reverse());
    await tx.insert(broadcasts).values(DEMO_BROADCASTS);
    await tx.insert(testimonials).values([...DEMO_TESTIMONIALS].reverse());
    // Demo facts, every number marked DEMO- (seed/demo-facts.ts).
    await tx.insert(marketStatuses).values(DEMO_MARKET_STATUSES);
    await tx.insert(qualityCertificates).values(DEMO_QUALITY_CERTIFICATES);
    await tx.insert(reprocessingSummaries).values(DEMO_REPROCESSING);
    await tx.insert(publications).values(DEMO_PUBLICATIONS);
  });
  return true;
}
export { DEMO_INSTRUMENT_IDS } from './demo-facts';
