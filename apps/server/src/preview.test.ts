import { PREVIEW_TTL_MS, secretKey, signPreviewToken } from '@manovo/api';
import { slugOf } from '@manovo/api/domain';
import { createBroadcast, createCareer, createVideo } from '@manovo/db/queries';
import { describe, expect, it } from 'vitest';
import { storeNews } from './testing/content';
import { postJson, TEST_JWT_SECRET } from './testing/test-app';
import { useTestApp } from './testing/use-test-app';

const { t, h: adminHeaders } = useTestApp({ rendered: true, signedIn: true });

const page = (url: string) => t.app.inject({ method: 'GET', url });
const h1s = (html: string) => [...html.matchAll(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/g)].map((m) => m[1]);

/** preview.create as the admin's browser calls it: the link's path and when it stops working. */
async function createPreview(kind: 'news' | 'careers' | 'videos', id: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/trpc/preview.create',
    headers: { ...adminHeaders, 'content-type': 'application/json' },
    payload: { kind, id },
  });
  return { status: res.statusCode, body: res.json() };
}

/** Changes one character of the token's signature, in its middle (every bit there counts). */
function tamper(url: string): string {
  const at = url.length - 12;
  return `${url.slice(0, at)}${url[at] === 'A' ? 'B' : 'A'}${url.slice(at + 1)}`;
}

const expectPreviewPage = (res: Awaited<ReturnType<typeof page>>) => {
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-robots-tag']).toBe('noindex');
  expect(res.headers.etag).toBeUndefined();
  expect(res.body).toContain('<meta name="robots" content="noindex" />');
};

describe('preview links', () => {
  it('shows a draft news item to anyone with the link: banner, noindex, no-store, never cached', async () => {
    const { item: draft, path } = await storeNews(t.db.db, {
      title: 'Draft launch notes',
      body: '<p>Embargoed until the congress.</p>',
      status: 'draft',
    });
    const created = await createPreview('news', draft.id);
    expect(created.status).toBe(200);
    const { url, expiresAt } = created.body.result.data as { url: string; expiresAt: string };
    expect(url.startsWith(`${path}?preview=`)).toBe(true);
    const ttl = Date.parse(expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);

    // No session: the link alone opens it.
    const res = await page(url);
    expectPreviewPage(res);
    expect(h1s(res.body)).toContain('Draft launch notes');
    expect(res.body).toContain('Embargoed until the congress.');
    expect(res.body).toContain('Preview — not published');

    // Twice the same: the second answer is rendered again, not a cached copy.
    expectPreviewPage(await page(url));
    // The page's own read through the API (after hydration) answers it too, and is not kept either.
    const token = url.split('?preview=')[1]!;
    const input = encodeURIComponent(JSON.stringify({ id: draft.id, preview: token }));
    for (let i = 0; i < 2; i++) {
      const api = await t.app.inject({
        method: 'GET',
        url: `/api/trpc/broadcasts.byIdPublic?input=${input}`,
      });
      expect(api.statusCode).toBe(200);
      expect(api.json().result.data.title).toBe('Draft launch notes');
      expect(api.headers.etag).toBeUndefined();
    }
    // The item itself stays unpublished for everyone else.
    const plain = await page(path);
    expect(plain.statusCode).toBe(404);
    expect(plain.body).not.toContain('Draft launch notes');
  });

  it('answers an expired link as the public page: 404 for a draft', async () => {
    const draft = await createBroadcast(t.db.db, { kind: 'news', title: 'Old draft', status: 'draft' });
    const key = secretKey(TEST_JWT_SECRET);
    // Signed two hours ago: it stopped working an hour ago.
    const { token } = signPreviewToken(
      key,
      { section: 'news', id: draft.id },
      Date.now() - 2 * PREVIEW_TTL_MS,
    );
    const res = await page(`/news/${draft.id}-old-draft?preview=${token}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('404 not found');
    expect(res.body).not.toContain('Old draft');
    // The same item, signed now, opens.
    const fresh = signPreviewToken(key, { section: 'news', id: draft.id });
    expectPreviewPage(await page(`/news/${draft.id}-old-draft?preview=${fresh.token}`));
  });

  it('answers a tampered link as the public page, and never with an error', async () => {
    const draft = await createBroadcast(t.db.db, { kind: 'news', title: 'Secret draft', status: 'draft' });
    const other = await createBroadcast(t.db.db, { kind: 'news', title: 'Other draft', status: 'draft' });
    const { url } = (await createPreview('news', draft.id)).body.result.data as { url: string };
    const token = url.split('?preview=')[1]!;
    for (const bad of [
      tamper(url),
      `${url}x`,
      `/news/${draft.id}-secret-draft?preview=${token.split('.')[0]}`,
      `/news/${draft.id}-secret-draft?preview=%00%ff`,
      // A valid token for another item opens nothing else.
      `/news/${other.id}-other-draft?preview=${token}`,
      `/careers/${draft.id}-secret-draft?preview=${token}`,
    ]) {
      const res = await page(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.body, bad).toContain('404 not found');
      expect(res.body, bad).not.toMatch(/Secret draft|Other draft|at .*\.ts/);
    }
  });

  it('previews a published item as a preview too, and leaves its public page cacheable', async () => {
    const live = await createBroadcast(t.db.db, { kind: 'news', title: 'Live story', status: 'published' });
    const path = `/news/${live.id}-live-story`;
    const { url } = (await createPreview('news', live.id)).body.result.data as { url: string };
    const res = await page(url);
    expectPreviewPage(res);
    expect(res.body).toContain('Preview — published');
    const pub = await page(path);
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['cache-control']).toBe('no-cache');
    expect(pub.headers['x-robots-tag']).toBeUndefined();
    expect(pub.body).not.toContain('<meta name="robots"');
    expect(pub.body).not.toContain('Preview —');
    // A tampered token on a published item: the ordinary page, kept out of the page cache.
    const tampered = await page(tamper(url));
    expect(tampered.statusCode).toBe(200);
    expect(tampered.headers['cache-control']).toBe('no-cache');
  });

  it('previews an archived job and a draft video on their own pages', async () => {
    const job = await createCareer(t.db.db, {
      title: 'Archived Test Engineer',
      category: 'fulltime',
      status: 'archived',
    });
    const video = await createVideo(t.db.db, {
      title: 'Draft wet-lab video',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      topCategory: 'product',
      status: 'draft',
    });
    const jobLink = (await createPreview('careers', job.id)).body.result.data as { url: string };
    const jobPage = await page(jobLink.url);
    expectPreviewPage(jobPage);
    expect(jobPage.body).toContain('Archived Test Engineer');
    expect(jobPage.body).toContain('Preview — not published');
    expect((await page(`/careers/${job.id}-${slugOf(job.title)}`)).statusCode).toBe(404);

    const videoLink = (await createPreview('videos', video.id)).body.result.data as { url: string };
    const videoPage = await page(videoLink.url);
    expectPreviewPage(videoPage);
    expect(videoPage.body).toContain('Draft wet-lab video');
    expect((await page(`/videos/${video.id}-${slugOf(video.title)}`)).statusCode).toBe(404);
  });

  it('makes links for signed-in admins only, and none for a social post or a missing item', async () => {
    const social = await createBroadcast(t.db.db, { kind: 'social', title: 'A post', status: 'draft' });
    const anonymous = await postJson(t, '/api/trpc/preview.create', { kind: 'news', id: social.id });
    expect(anonymous.statusCode).toBe(401);
    const forSocial = await createPreview('news', social.id);
    expect(forSocial.status).toBe(400);
    expect(forSocial.body.error.message).toBe('Social posts have no page of their own to preview.');
    const missing = await createPreview('videos', 999999);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Video not found');
  });
});
