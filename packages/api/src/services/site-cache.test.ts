import { describe, expect, it } from 'vitest';
import { stableJson, TaggedCache, tablesReadBy } from './site-cache';

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

describe('stableJson', () => {
  it('makes one key of the same input in any key order', () => {
    expect(stableJson({ b: 1, a: { d: 2, c: 3 } })).toBe(stableJson({ a: { c: 3, d: 2 }, b: 1 }));
  });
});
