import { itemPath } from '@manovo/api/domain';
import { PUBLIC_PATHS } from '@manovo/content/routes';
import { seedDemoContent } from '@manovo/db/seed';
import type { Renderer } from '@manovo/web/renderer';
import { describe, expect, it } from 'vitest';
import { loadSourceRenderer } from './testing/renderer';
import { TINY_PDF } from './testing/test-app';
import { useTestApp } from './testing/use-test-app';

// Issue #21: each public route declares the data it renders from (apps/web/src/page-data.ts), the
// server reads exactly that through its typed caller, and the page is rendered once; a read the page
// makes that its route does not declare would render as loading, so none may be left over.

/** What the renderer reported for each page it rendered. */
const renders: { url: string; renders: number; undeclared: string[] }[] = [];
const counting: Renderer = {
  render: async (input) => {
    const out = await (await loadSourceRenderer()).render(input);
    renders.push({ url: input.url, renders: out.renders, undeclared: out.undeclared });
    return out;
  },
};

const { t, sendForm } = useTestApp({
  signedIn: true,
  renderer: counting,
  setUp: async (t) => {
    await seedDemoContent(t.db.db);
    // One published instructions-for-use document, so /ifu lists it and its device page exists.
    await sendForm(
      'POST',
      '/api/admin/ifu',
      {
        ref: 'MA8-003',
        title: 'Precise Dissector',
        lang: 'en',
        revision: 'A',
        effective_date: '2025-02-01',
        status: 'published',
      },
      { file: { filename: 'a.pdf', contentType: 'application/pdf', data: TINY_PDF } },
    );
  },
});

/** The first public item of a list, through the same tRPC GET the browser sends. */
const firstItem = async (path: string, input: unknown) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  });
  return (res.json() as { result: { data: { id: number; title: string }[] } }).result.data[0]!;
};

/** Every public route of the route list, and the query strings and items that change what it reads. */
const PAGES = [
  ...PUBLIC_PATHS,
  '/about?team=advisors',
  '/news?tab=news',
  '/videos?top=surgery',
  '/careers?category=internship',
  '/search?q=articulate',
  '/ifu?q=MA8&lang=en',
  '/ifu/MA8-003',
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
