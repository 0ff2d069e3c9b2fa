import { createBroadcast, findBroadcasts } from '@manovo/db/queries';
import { seedDemoContent } from '@manovo/db/seed';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { wrap } from './seo/share-card';
import { useTestApp } from './testing/use-test-app';

const { t } = useTestApp({ rendered: true, setUp: (t) => seedDemoContent(t.db.db) });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'www.manovo.test', ...headers } });
const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];

describe('share cards (og:image)', () => {
  it('names a 1200 × 630 PNG in the head of a page and of an item, and serves it', async () => {
    const [news] = await findBroadcasts(t.db.db, { kind: 'news', publicOnly: true, limit: 1 });
    const itemPage = await get(`/news/${news!.id}-x`).then((r) => get(String(r.headers.location)));
    const cases = [
      [(await get('/about')).body, 'http://www.manovo.test/og/pages/about.png'],
      [itemPage.body, `http://www.manovo.test/og/news/${news!.id}.png`],
    ] as const;
    for (const [html, expected] of cases) {
      expect(ogImage(html)).toBe(expected);
      expect(html).toContain('<meta property="og:image:width" content="1200" />');
      expect(html).toContain('<meta property="og:image:height" content="630" />');
      const res = await get(expected.replace('http://www.manovo.test', ''));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
      // Cached: the same bytes and validator again, and a 304 for a browser that has them.
      const again = await get(expected.replace('http://www.manovo.test', ''), {
        'if-none-match': String(res.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('has a card for every route and none for an unknown page or an unpublished item', async () => {
    expect((await get('/og/site.png')).statusCode).toBe(200);
    expect((await get('/og/pages/privacy-policy.png')).statusCode).toBe(200);
    expect((await get('/og/pages/nothing.png')).statusCode).toBe(404);
    const draft = await createBroadcast(t.db.db, { kind: 'news', title: 'Draft', status: 'draft' });
    expect((await get(`/og/news/${draft.id}.png`)).statusCode).toBe(404);
    expect((await get('/og/news/abc.png')).statusCode).toBe(404);
    expect((await get('/og/admins/1.png')).statusCode).toBe(404);
  });

  it('wraps a long title in at most three lines, the last cut with an ellipsis', () => {
    const lines = wrap('word '.repeat(80).trim(), 64, 960, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
    expect(wrap('Short title', 64, 960, 3)).toEqual(['Short title']);
  });
});
