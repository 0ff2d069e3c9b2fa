import { describe, expect, it } from 'vitest';
import { type CachedResponse, createSiteCache, stableJson, TaggedCache, tablesReadBy } from './site-cache';

describe('TaggedCache', () => {
  it('drops only the entries read from a changed table', () => {
    const cache = new TaggedCache<string>(10);
    cache.set('news', 'n', tablesReadBy('broadcasts.listPublic'), cache.version);
    cache.set('videos', 'v', tablesReadBy('videos.listPublic'), cache.version);
    cache.set('search', 's', tablesReadBy('search.query'), cache.version);
    cache.invalidate(['video_subcategories']);
    expect([cache.get('news'), cache.get('videos'), cache.get('search')]).toEqual([
      'n',
      undefined,
      undefined,
    ]);
  });

  it('does not keep a value read before an invalidation that happened while reading', () => {
    const cache = new TaggedCache<string>(10);
    const readSince = cache.version;
    cache.invalidate(['careers']);
    cache.set('news', 'stale', ['broadcasts'], readSince);
    expect(cache.get('news')).toBeUndefined();
  });

  it('drops everything for a router it does not know', () => {
    const cache = new TaggedCache<string>(10);
    cache.set('x', 'x', tablesReadBy('something.new'), cache.version);
    cache.invalidate(['testimonials']);
    expect(cache.get('x')).toBeUndefined();
  });

  it('evicts the least recently used entry past its entry or byte budget', () => {
    const cache = new TaggedCache<string>(2, { sizeOf: (v) => v.length, maxBytes: 100 });
    cache.set('a', 'a', [], 0);
    cache.set('b', 'b', [], 0);
    cache.get('a');
    cache.set('c', 'c', [], 0);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['a', undefined, 'c']);
    cache.set('big', 'x'.repeat(11), [], 0); // over a tenth of the budget: not kept
    expect(cache.get('big')).toBeUndefined();
    const bytes = new TaggedCache<string>(100, { sizeOf: (v) => v.length, maxBytes: 100 });
    for (let i = 0; i < 11; i++) bytes.set(`k${i}`, 'x'.repeat(10), [], 0);
    expect([bytes.get('k0'), bytes.get('k1'), bytes.size]).toEqual([undefined, 'x'.repeat(10), 10]);
  });
});

describe('stale-if-error', () => {
  const answer = (text: string): CachedResponse => ({
    body: Buffer.from(text),
    etag: `"${text}"`,
    contentType: 'application/json',
  });

  it('keeps an invalidated entry aside for getStale only, until keepStaleMs has passed', () => {
    const cache = new TaggedCache<string>(10, undefined, 60_000);
    const before = Date.now();
    cache.set('news', 'n', ['broadcasts'], cache.version);
    cache.invalidate(['broadcasts']);
    expect(cache.get('news')).toBeUndefined();
    const kept = cache.getStale('news');
    expect(kept?.value).toBe('n');
    expect(kept?.storedAt).toBeGreaterThanOrEqual(before);
    expect(cache.getStale('news', Date.now() + 61_000)).toBeUndefined();
    expect(cache.getStale('news')).toBeUndefined(); // dropped for good once too old
    // Without keepStaleMs (the procedures' results) an invalidated entry is gone at once.
    const results = new TaggedCache<string>(10);
    results.set('news', 'n', ['broadcasts'], results.version);
    results.invalidate(['broadcasts']);
    expect(results.getStale('news')).toBeUndefined();
  });

  it('answers the current entry, and only right after a failed read the kept one with its time', () => {
    const cache = createSiteCache();
    cache.responses.set('news', answer('old'), ['broadcasts'], cache.responses.version);
    expect(cache.answerFor('news')).toEqual({ value: answer('old') });
    cache.invalidate(['broadcasts']);
    expect(cache.answerFor('news')).toBeUndefined();
    const failedAt = Date.now();
    cache.noteUnavailable(failedAt);
    expect(cache.isUnavailable(failedAt + 4000)).toBe(true);
    expect(cache.answerFor('news')).toMatchObject({ value: answer('old'), storedAt: expect.any(Number) });
    // The database is asked again a few seconds on, or as soon as a change shows it is back.
    expect(cache.isUnavailable(failedAt + 6000)).toBe(false);
    cache.invalidate(['careers']);
    expect(cache.isUnavailable()).toBe(false);
    expect(cache.answerFor('news')).toBeUndefined();
  });

  it('keeps none of the answers read while one was made without the database', () => {
    const cache = createSiteCache();
    const readSince = cache.responses.version;
    const resultsSince = cache.results.version;
    cache.refuseReadsInFlight();
    cache.responses.set('search', answer('stale'), ['broadcasts'], readSince);
    cache.results.set('search', 'stale', ['broadcasts'], resultsSince);
    expect([cache.responses.getStale('search'), cache.results.get('search')]).toEqual([undefined, undefined]);
  });
});

describe('stableJson', () => {
  it('makes one key of the same input in any key order', () => {
    expect(stableJson({ b: 1, a: { d: 2, c: 3 } })).toBe(stableJson({ a: { c: 3, d: 2 }, b: 1 }));
  });
});
