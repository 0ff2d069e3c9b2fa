import { describe, expect, it } from 'vitest';
import { createSiteSearch, DEFAULT_LIMIT, EXCERPT_RETURNED, EXCERPT_STORED, normalizeDocument, normalizeQuery } from './index';

const long = 'Articulating wrist '.repeat(40);

describe('normalizeDocument', () => {
  it('falls back from text to body to summary, stripping tags', () => {
    expect(normalizeDocument({ title: 't', text: 'T', body: 'B', summary: 'S' }, 'x').text).toBe('T');
    expect(normalizeDocument({ title: 't', body: '<p>B <b>b</b></p>', summary: 'S' }, 'x').text).toBe('B b');
    expect(normalizeDocument({ title: 't', summary: 'S' }, 'x').text).toBe('S');
  });
  it('generates an id when none is given and keeps given ones as strings', () => {
    expect(normalizeDocument({ title: 't' }, 'doc-7').id).toBe('doc-7');
    expect(normalizeDocument({ id: 12, title: 't' }, 'doc-7').id).toBe('12');
  });
  it('stores the first 300 characters of text as the excerpt by default', () => {
    const doc = normalizeDocument({ title: 't', text: long }, 'x');
    expect(doc.excerpt).toBe(long.trim().slice(0, EXCERPT_STORED));
    expect(normalizeDocument({ title: 't', text: long, excerpt: 'short' }, 'x').excerpt).toBe('short');
  });
  it('lowercases the type and defaults it to page; path falls back to url', () => {
    expect(normalizeDocument({ title: 't', type: 'Broadcast' }, 'x').type).toBe('broadcast');
    expect(normalizeDocument({ title: 't' }, 'x').type).toBe('page');
    expect(normalizeDocument({ title: 't', url: '/news' }, 'x').path).toBe('/news');
  });
});

describe('normalizeQuery', () => {
  it('trims and lowercases', () => expect(normalizeQuery('  Needle HOLDER ')).toBe('needle holder'));
});

describe('createSiteSearch', () => {
  const docs = [
    { id: 'p1', title: 'Needle Holder', text: 'Precise needle holder with suture cut', path: '/products#needle', type: 'page' },
    { id: 'p2', title: 'Careers', text: 'Open roles in design engineering', path: '/careers', type: 'page' },
    { id: 'b1', title: 'Congress keynote', text: 'We present the needle holder at the congress', path: '/news', type: 'Broadcast' },
    { id: 'p3', title: 'About', text: long, path: '/about' },
  ];

  it('gives nothing for a blank or whitespace query', () => {
    const s = createSiteSearch(docs);
    expect(s.search('')).toEqual([]);
    expect(s.search('   ')).toEqual([]);
  });

  it('is case-insensitive and ranks title matches first', () => {
    const hits = createSiteSearch(docs).search('NEEDLE');
    expect(hits.map((h) => h.id)).toEqual(['p1', 'b1']);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
  });

  it('matches a substring inside a word (full tokenisation)', () => {
    expect(createSiteSearch(docs).search('gress').map((h) => h.id)).toEqual(['b1']);
  });

  it('retries the last word when the whole query has no indexed hit', () => {
    expect(createSiteSearch(docs).search('zzzz careers').map((h) => h.id)).toEqual(['p2']);
  });

  it('falls back to a plain substring match on title and text', () => {
    const s = createSiteSearch([{ id: 'x', title: 'Hand-held tool', text: 'co-axial shaft' }]);
    expect(s.search('d-he').map((h) => h.id)).toEqual(['x']);
    expect(s.search('l sha').map((h) => h.id)).toEqual(['x']);
  });

  it('filters by a list of types, case-insensitively', () => {
    const s = createSiteSearch(docs);
    expect(s.search('needle', { types: ['BROADCAST'] }).map((h) => h.id)).toEqual(['b1']);
    expect(s.search('needle', { types: ['career'] })).toEqual([]);
  });

  it('returns at most 220 characters of excerpt and stores id, title, path, type', () => {
    const [hit] = createSiteSearch(docs).search('articulating');
    expect(hit).toMatchObject({ id: 'p3', title: 'About', path: '/about', type: 'page' });
    expect(hit!.excerpt.length).toBe(EXCERPT_RETURNED);
  });

  it('limits results to 10 by default and to an explicit limit', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ title: `Grasper ${i}`, text: 'cobra grasper' }));
    const s = createSiteSearch(many);
    expect(s.search('grasper')).toHaveLength(DEFAULT_LIMIT);
    expect(s.search('grasper', { limit: 3 })).toHaveLength(3);
    expect(s.size).toBe(25);
  });

  it('replaces a document with the same id, removes and replaces all', () => {
    const s = createSiteSearch(docs);
    s.add({ id: 'p2', title: 'Jobs', text: 'internships' });
    expect(s.search('careers')).toEqual([]);
    expect(s.search('internships').map((h) => h.id)).toEqual(['p2']);
    s.remove('p1');
    expect(s.search('needle').map((h) => h.id)).toEqual(['b1']);
    s.replaceAll([{ id: 'n', title: 'New' }]);
    expect(s.size).toBe(1);
    expect(s.search('needle')).toEqual([]);
  });

  it('returns empty results instead of throwing on bad input', () => {
    const s = createSiteSearch(docs);
    expect(s.search(undefined as unknown as string)).toEqual([]);
    expect(s.search('needle', { limit: Number.NaN })).toHaveLength(2);
  });
});
