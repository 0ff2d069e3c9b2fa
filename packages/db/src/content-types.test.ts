import { describe, expect, it } from 'vitest';
import {
  CONTENT_KINDS,
  CONTENT_TABLES_READ,
  fallsBackToEnglish,
  ITEM_SECTIONS,
  isPublicNow,
  PREVIEW_SECTIONS,
  SEARCH_ENTITIES,
  SITEMAP_SECTIONS,
  VERSIONED_ENTITIES,
} from './content-types';
import { createBroadcast, findBroadcastById } from './queries';
import { useTestDb } from './use-test-db';

describe('the lists derived from the content types', () => {
  it('name the kinds the site had before the registry', () => {
    expect(new Set(ITEM_SECTIONS)).toEqual(new Set(['news', 'careers', 'videos']));
    expect(new Set(PREVIEW_SECTIONS)).toEqual(new Set(['news', 'careers', 'videos']));
    expect(new Set(SITEMAP_SECTIONS)).toEqual(new Set(['news', 'careers', 'videos']));
    expect(new Set(SEARCH_ENTITIES)).toEqual(new Set(['broadcast', 'career', 'video']));
    expect(VERSIONED_ENTITIES).toEqual(['video', 'career', 'broadcast', 'testimonial']);
    expect(new Set(CONTENT_TABLES_READ)).toEqual(
      new Set([
        'broadcasts',
        'careers',
        'videos',
        'video_subcategories',
        'testimonials',
        'ifu_documents',
        'ifu_revisions',
        'content_translations',
        'market_statuses',
        'quality_certificates',
        'reprocessing_summaries',
        'publications',
      ]),
    );
  });
});

describe('the fallback to English (docs/product.md, "Fallback per kind")', () => {
  it('is one rule: jobs are left out of a language they are not translated into; every other kind shows its English', () => {
    expect(CONTENT_KINDS.filter((kind) => !fallsBackToEnglish(kind))).toEqual(['careers']);
    // A kind not translated item by item (facts shown inside other pages) shows its English everywhere.
    expect(fallsBackToEnglish('marketStatuses')).toBe(true);
    expect(fallsBackToEnglish('broadcasts')).toBe(true);
  });
});

describe('the publication rule', () => {
  const handle = useTestDb();

  it('is the same in the browser (isPublicNow) as in the database (publicOnly)', async () => {
    const hour = 60 * 60 * 1000;
    const cases = [
      { status: 'published', publishAt: null },
      { status: 'published', publishAt: new Date(Date.now() - hour) },
      { status: 'published', publishAt: new Date(Date.now() + hour) },
      { status: 'draft', publishAt: null },
      { status: 'archived', publishAt: new Date(Date.now() - hour) },
    ] as const;
    for (const c of cases) {
      const row = await createBroadcast(handle.db, { kind: 'news', title: 'Wet lab', ...c });
      const shown = !!(await findBroadcastById(handle.db, row.id, { publicOnly: true }));
      expect(isPublicNow('broadcasts', row), JSON.stringify(c)).toBe(shown);
      // The browser holds the same item with its dates as ISO strings.
      const publishAt = row.publishAt?.toISOString() ?? null;
      expect(isPublicNow('broadcasts', { ...row, publishAt }), JSON.stringify(c)).toBe(shown);
    }
  });
});
