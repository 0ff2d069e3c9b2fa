import { broadcasts } from '@manovo/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const { t, h, sendForm } = useTestApp({ signedIn: true });

const png = { filename: 'photo.png', contentType: 'image/png', data: PNG_1X1 };

const send = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof sendForm>[3] = {},
) => sendForm(method, `/api/admin${url}`, fields, files);
/** A new broadcast with its image (a PNG unless told). */
const post = (fields: Record<string, string>, image = png) => send('POST', '/broadcasts', fields, { image });
const get = (url: string, headers: Record<string, string> = h) =>
  t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers });

describe('broadcasts (multipart)', () => {
  it('creates a draft by default with a stored image, edits without a new image, deletes with 204', async () => {
    const created = await post({
      image_alt: 'Photo',
      kind: 'news',
      title: 'Congress booth',
      summary: 'Booth 14',
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().item;
    expect(item).toMatchObject({
      image_alt: 'Photo',
      kind: 'news',
      category: 'news',
      title: 'Congress booth',
      status: 'draft',
      social_source: null,
    });
    expect(item.image_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    const file = await t.app.inject({ method: 'GET', url: item.image_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const edited = await send('PUT', `/broadcasts/${item.id}`, {
      image_alt: 'Photo',
      kind: 'news',
      title: 'Congress booth 14',
      status: 'published',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().item).toMatchObject({
      title: 'Congress booth 14',
      status: 'published',
      image_url: item.image_url,
    });

    const byId = await get(`/broadcasts/${item.id}`);
    expect(byId.json()).toMatchObject({ ok: true, item: { id: item.id } });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/broadcasts/${item.id}`, headers: h });
    expect(del.statusCode).toBe(204);
    expect(await t.db.db.select().from(broadcasts).where(eq(broadcasts.id, item.id))).toEqual([]);
    // The image stays with the deleted item's last version (restorable for 30 days).
    expect((await t.app.inject({ method: 'GET', url: item.image_url })).statusCode).toBe(200);
  });

  it('accepts the older field names category, link and scheduled_at', async () => {
    const res = await post({
      category: 'social',
      image_alt: 'Photo',
      title: 'Old names',
      link: 'https://www.linkedin.com/x',
      scheduled_at: '2030-01-02T03:04:05.000Z',
      social_source: 'linkedin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().item).toMatchObject({
      image_alt: 'Photo',
      kind: 'social',
      link_url: 'https://www.linkedin.com/x',
      publish_at: '2030-01-02T03:04:05.000Z',
      scheduled_at: '2030-01-02T03:04:05.000Z',
      social_source: 'linkedin',
    });
  });

  it('drops social_source on news items', async () => {
    const res = await post({ image_alt: 'Photo', kind: 'news', title: 'N', social_source: 'twitter' });
    expect(res.json().item.social_source).toBeNull();
  });

  it('answers the spec messages for a missing title/kind and a missing image', async () => {
    const noTitle = await post({ image_alt: 'Photo', kind: 'news' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toEqual({ error: 'Please provide a title and valid category.' });
    const badKind = await post({ kind: 'blog', title: 'x' });
    expect(badKind.json()).toEqual({ error: 'Please provide a title and valid category.' });
    const noImage = await send('POST', '/broadcasts', { image_alt: 'Photo', kind: 'news', title: 'x' });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual({ error: 'Please upload an image.' });
  });

  it('checks images by their bytes: SVG, HTML named .png and oversized files are rejected with 400', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const image of [
      { filename: 'x.svg', contentType: 'image/svg+xml', data: svg },
      { filename: 'x.png', contentType: 'image/png', data: html },
    ]) {
      const res = await post({ image_alt: 'Photo', kind: 'news', title: 'x' }, image);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Only PNG, JPEG, WebP or GIF images are allowed.');
    }
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await post({ image_alt: 'Photo', kind: 'news', title: 'x' }, { ...png, data: big });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toBe('Image must be smaller than 5 MB.');
  });

  it('sanitises the body: no script, no on* handlers, no javascript: links', async () => {
    const res = await post({
      image_alt: 'Photo',
      kind: 'news',
      title: 'Rich',
      body: '<p onmouseover="x()">Safe</p><script>bad()</script><a href="javascript:bad()">l</a><img src="x" onerror="bad()">',
    });
    const body = res.json().item.body_html as string;
    expect(body).toContain('<p>Safe</p>');
    expect(body).not.toMatch(/script|onmouseover|onerror|javascript:/i);
  });

  it('answers 400 for an invalid date and an invalid status', async () => {
    const bad: Record<string, string>[] = [{ publish_at: 'tomorrow-ish' }, { status: 'live' }];
    for (const fields of bad) {
      expect((await post({ image_alt: 'Photo', kind: 'news', title: 'x', ...fields })).statusCode).toBe(400);
    }
  });

  it('answers 404 for an unknown id and 401 without a token', async () => {
    expect((await get('/broadcasts/987654')).statusCode).toBe(404);
    expect((await get('/broadcasts', {})).statusCode).toBe(401);
  });
});

describe('public broadcasts and the publication rule', () => {
  it('shows published items whose publish_at is empty or past; hides drafts, archived and future ones', async () => {
    const make = (title: string, status: string, publish_at = '') =>
      post({ image_alt: 'Photo', kind: 'social', title, status, publish_at, social_source: 'instagram' });
    const live = (await make('Live post', 'published')).json().item;
    const past = (await make('Past scheduled', 'published', '2020-01-01T00:00:00.000Z')).json().item;
    const future = (await make('Future scheduled', 'published', '2099-01-01T00:00:00.000Z')).json().item;
    const draft = (await make('Draft post', 'draft')).json().item;
    await make('Archived post', 'archived');

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/public/broadcasts?category=social&limit=24',
    });
    expect(list.json().ok).toBe(true);
    const titles = list.json().items.map((b: { title: string }) => b.title);
    expect(titles).toContain('Live post');
    expect(titles).toContain('Past scheduled');
    expect(titles).not.toContain('Future scheduled');
    expect(titles).not.toContain('Draft post');
    expect(titles).not.toContain('Archived post');

    const one = await t.app.inject({ method: 'GET', url: `/api/admin/public/broadcasts/${live.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toMatch(/application\/json/);
    expect(one.json()).toMatchObject({ ok: true, item: { id: live.id, title: 'Live post' } });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/public/broadcasts/${past.id}` })).statusCode,
    ).toBe(200);
    for (const hidden of [future, draft]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/public/broadcasts/${hidden.id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ok: false, error: 'Broadcast not found' });
    }
  });

  it('caps the public limit at 200 and answers limit=1 with one item', async () => {
    const one = await t.app.inject({
      method: 'GET',
      url: '/api/admin/public/broadcasts?category=social&limit=1',
    });
    expect(one.json().items).toHaveLength(1);
    const many = await t.app.inject({ method: 'GET', url: '/api/admin/public/broadcasts?limit=100000' });
    expect(many.statusCode).toBe(200);
  });
});
