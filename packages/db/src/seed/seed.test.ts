import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  findBroadcasts,
  findCareers,
  findMarketStatuses,
  findPublications,
  findQualityCertificates,
  findReprocessingSummaries,
  findTestimonialsPage,
  findVideos,
} from '../queries';
import { broadcasts, careers, videos } from '../schema';
import { CAREER_CATEGORIES, TOP_CATEGORIES } from '../schema/values';
import { useTestDb } from '../use-test-db';
import { seedDemoContent } from './index';

const handle = useTestDb();

describe('demo content', () => {
  it('fills an empty database once and never again', async () => {
    expect(await seedDemoContent(handle.db)).toBe(true);
    const count = (await handle.db.select().from(videos)).length;
    expect(await seedDemoContent(handle.db)).toBe(false);
    expect((await handle.db.select().from(videos)).length).toBe(count);
  });

  it('has demo facts for every instrument, each number marked DEMO-', async () => {
    const statuses = await findMarketStatuses(handle.db, { publicOnly: true });
    expect(new Set(statuses.map((s) => s.instrumentSlug)).size).toBe(15);
    for (const s of statuses) if (s.reference) expect(s.reference).toMatch(/^DEMO-/);
    expect((await findReprocessingSummaries(handle.db)).length).toBe(15);
    const [certificate] = await findQualityCertificates(handle.db, { publicOnly: true });
    expect(certificate).toMatchObject({
      number: expect.stringMatching(/^DEMO-/),
      body: 'Demo Notified Body',
    });
    const pubs = await findPublications(handle.db, { publicOnly: true });
    expect(pubs).toHaveLength(5);
    expect(pubs.every((p) => p.authors && (p.doi.startsWith('10.5555/') || p.link))).toBe(true);
  });

  it('has published videos with sub-categories in every top category', async () => {
    for (const top of TOP_CATEGORIES) {
      const rows = await findVideos(handle.db, { topCategory: top, publicOnly: true, limit: 50 });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.subCategoryName)).toBe(true);
    }
  });

  it('has published and draft careers in both categories', async () => {
    for (const category of CAREER_CATEGORIES) {
      for (const status of ['published', 'draft'] as const) {
        const rows = await handle.db
          .select()
          .from(careers)
          .where(and(eq(careers.category, category), eq(careers.status, status)));
        expect(rows.length).toBeGreaterThan(0);
      }
    }
    expect(
      (await findCareers(handle.db, { publicOnly: true, limit: 50 })).every((c) => c.status === 'published'),
    ).toBe(true);
  });

  it('has social and news broadcasts, with a draft and a future one hidden from the public', async () => {
    const all = await handle.db.select().from(broadcasts);
    const pub = await findBroadcasts(handle.db, { publicOnly: true, limit: 50 });
    expect(pub.some((b) => b.kind === 'social')).toBe(true);
    expect(pub.some((b) => b.kind === 'news')).toBe(true);
    const hidden = all.filter((b) => !pub.some((p) => p.id === b.id));
    expect(hidden.some((b) => b.status === 'draft')).toBe(true);
    expect(hidden.some((b) => b.status === 'published' && b.publishAt && b.publishAt > new Date())).toBe(
      true,
    );
  });

  it('has active and hidden testimonials', async () => {
    expect((await findTestimonialsPage(handle.db, { status: 'active', limit: 50 })).total).toBeGreaterThan(0);
    expect((await findTestimonialsPage(handle.db, { status: 'inactive', limit: 50 })).total).toBeGreaterThan(
      0,
    );
  });
});
