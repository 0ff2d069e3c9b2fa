import type { SearchResult } from '@manovo/api/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocalIndex, localIndexState, resetLocalIndex, searchLocal } from './local-index';
import { broadcastId, mergeResults, notListedIn, pageCount } from './search-results';

afterEach(() => {
  resetLocalIndex();
  vi.restoreAllMocks();
});

const ok = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('local search index', () => {
  it('loads once, then answers local matches', async () => {
    const fetchMock = vi.fn(() => ok([{ title: 'Needle Holder', text: 'suture', path: '/products' }]));
    expect(localIndexState()).toBe('not-loaded');
    await Promise.all([loadLocalIndex(fetchMock), loadLocalIndex(fetchMock)]);
    await loadLocalIndex(fetchMock);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localIndexState()).toBe('ready');
    expect(searchLocal('needle', 6).map((h) => h.path)).toEqual(['/products']);
  });

  it('loads the page locale’s file and answers in its language first, then in English', async () => {
    const fetchMock = vi.fn((_url: string) =>
      ok([
        { id: 'page:/products', lang: 'de', title: 'Articulate 8 Instrumente', path: '/products' },
        { id: 'page:/products', lang: 'en', title: 'Articulate 8 instruments', path: '/products' },
        { id: 'page:/about', lang: 'en', title: 'About the instrument makers', path: '/about' },
      ]),
    );
    await loadLocalIndex(fetchMock as unknown as typeof fetch, 'de');
    expect(fetchMock).toHaveBeenCalledWith('/search-index.de.json', { cache: 'no-cache' });
    expect(searchLocal('Instrument', 6).map((h) => [h.lang, h.title])).toEqual([
      ['de', 'Articulate 8 Instrumente'],
      ['en', 'About the instrument makers'],
    ]);
  });

  it("logs 'Client search load failed' on a missing file and continues without local results", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadLocalIndex(() => Promise.resolve(new Response('nope', { status: 404 })));
    expect(localIndexState()).toBe('failed');
    expect(warn).toHaveBeenCalledWith('Client search load failed', expect.anything());
    expect(searchLocal('needle', 6)).toEqual([]);
  });
});

describe('search page results', () => {
  it('puts server results first and drops local duplicates of the same page', () => {
    const hit = (over: Partial<SearchResult>): SearchResult => ({
      id: 'x',
      title: 'x',
      path: '/',
      excerpt: '',
      type: 'page',
      image: null,
      date: null,
      lang: 'en',
      score: 1,
      ...over,
    });
    const merged = mergeResults(
      [hit({ id: 'broadcast-4', title: 'Investment', path: '/news#newsandevents', type: 'broadcast' })],
      [
        hit({ id: 'l1', title: 'investment', path: '/news#newsandevents' }),
        hit({ id: 'l2', title: 'Investors', path: '/Investor', excerpt: 'x' }),
      ],
    );
    expect(merged.map((r) => r.title)).toEqual(['Investment', 'Investors']);
    expect(broadcastId(merged[0]!)).toBe(4);
    expect(broadcastId(merged[1]!)).toBeNull();
  });

  it('counts pages of 8 results', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(8)).toBe(1);
    expect(pageCount(9)).toBe(2);
  });
});

describe('overlay suggestions', () => {
  it('leaves out of From server what Pages already lists', () => {
    const pages = [{ label: 'Products', path: '/products', type: 'page' }];
    const server = [
      { label: 'products', path: '/products', type: 'page' },
      { label: 'Careers', path: '/careers', type: 'page' },
    ];
    expect(notListedIn(server, pages).map((s) => s.label)).toEqual(['Careers']);
  });
});
