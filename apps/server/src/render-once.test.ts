import { itemPath } from '@manovo/api/domain';
import { seedDemoContent } from '@manovo/db/seed';
import type { Renderer } from '@manovo/web/renderer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSourceRenderer } from './testing/renderer';
import { createTestApp, type TestApp } from './testing/test-app';

// Issue #21: each public route declares the data it renders from (apps/web/src/page-data.ts), the
// server reads exactly that through its typed caller, and the page is rendered once; a read the page
// makes that its route does not declare would render as loading, so none may be left over.

let t: TestApp;
/** What the renderer reported for each page it rendered. */
const renders: { url: string; renders: number; undeclared: string[] }[] = [];

beforeAll(async () => {
  const source = await loadSourceRenderer();
  const counting: Renderer = {
    render: async (input) => {
      const out = await source.render(input);
      renders.push({ url: input.url, renders: out.renders, undeclared: out.undeclared });
      return out;
    },
  };
  t = await createTestApp({ renderer: counting });
  await seedDemoContent(t.db.db);
});
afterAll(() => t.close());

/** The first public item of a list, through the same tRPC GET the browser sends. */
const firstItem = async (path: string, input: unknown) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  });
  return (res.json() as { result: { data: { id: number; title: string }[] } }).result.data[0]!;
};

const PAGES = [
  '/',
  '/home',
  '/about',
  '/about?team=advisors',
  '/products',
  '/news',
  '/news?tab=news',
  '/videos',
  '/videos?top=surgery',
  '/contact',
  '/careers',
  '/careers?category=internship',
  '/careersapply',
  '/search?q=articulate',
  '/Privacy-Policy',
  '/TermsCondition',
  '/Incubation',
  '/Investor',
  '/Journal',
  '/NewsEvent',
  '/timeline',
];

describe('one render per server-rendered page', () => {
  const rendersOf = async (url: string) => {
    renders.length = 0;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return renders;
  };

  it.each(PAGES)('%s is rendered once, from the data its route declares', async (url) => {
    expect(await rendersOf(url)).toEqual([{ url, renders: 1, undeclared: [] }]);
  });

  it('renders each kind of item page once, its item and its list read before', async () => {
    const news = await firstItem('broadcasts.listPublic', { kind: 'news', limit: 24 });
    const job = await firstItem('careers.listPublic', { category: 'fulltime', limit: 24 });
    const video = await firstItem('videos.listPublic', { topCategory: 'product' });
    for (const url of [itemPath('news', news), itemPath('careers', job), itemPath('videos', video)])
      expect(await rendersOf(url)).toEqual([{ url, renders: 1, undeclared: [] }]);
  });
});
