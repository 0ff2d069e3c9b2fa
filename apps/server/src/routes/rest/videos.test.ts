import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/use-test-app';

const { t, rest: req } = useTestApp({ signedIn: true });

describe('video sub-categories', () => {
  it('creates, lists by top category, renames and deletes (204)', async () => {
    const created = await req('POST', '/video_subcategories', { top_category: 'surgery', name: 'Bariatric' });
    expect(created.statusCode).toBe(201);
    const id = created.json().item.id;
    await req('POST', '/video_subcategories', { top_category: 'training', name: 'Knots' });

    const list = await req('GET', '/video_subcategories?top_category=surgery');
    expect(list.json().items).toEqual([{ id, name: 'Bariatric', top_category: 'surgery' }]);
    const pub = await t.app.inject({
      method: 'GET',
      url: '/api/admin/public/video_subcategories?top_category=surgery',
    });
    expect(pub.json().items.map((s: { name: string }) => s.name)).toEqual(['Bariatric']);

    const renamed = await req('PUT', `/video_subcategories/${id}`, { name: 'Bariatric surgery' });
    expect(renamed.json().item.name).toBe('Bariatric surgery');

    const del = await req('DELETE', `/video_subcategories/${id}`);
    expect(del.statusCode).toBe(204);
    expect((await req('GET', '/video_subcategories?top_category=surgery')).json().items).toEqual([]);
    expect((await req('DELETE', `/video_subcategories/${id}`)).statusCode).toBe(404);
  });

  it('rejects a blank name and an invalid top category with 400', async () => {
    expect(
      (await req('POST', '/video_subcategories', { top_category: 'surgery', name: '  ' })).statusCode,
    ).toBe(400);
    const bad = await req('POST', '/video_subcategories', { top_category: 'cooking', name: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid top category');
  });
});

describe('videos', () => {
  it('creates a draft by default, derives the YouTube thumbnail, updates and deletes', async () => {
    const created = await req('POST', '/videos', {
      title: '  Wrist demo  ',
      top_category: 'product',
      youtube_url: ' https://youtu.be/abcdefghijk ',
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().item;
    expect(item).toMatchObject({
      title: 'Wrist demo',
      top_category: 'product',
      status: 'draft',
      youtube_url: 'https://youtu.be/abcdefghijk',
      thumbnail_url: 'https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg',
      sub_category_id: null,
    });

    const updated = await req('PUT', `/videos/${item.id}`, {
      title: 'Wrist demo v2',
      top_category: 'product',
      status: 'published',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().item).toMatchObject({ title: 'Wrist demo v2', status: 'published' });

    expect((await req('DELETE', `/videos/${item.id}`)).json()).toEqual({ ok: true });
    expect((await req('PUT', `/videos/${item.id}`, { title: 'x', top_category: 'product' })).statusCode).toBe(
      404,
    );
  });

  it('answers the spec messages for a missing title and an invalid top category', async () => {
    const noTitle = await req('POST', '/videos', { top_category: 'product' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toEqual({ error: 'Title is required' });
    const badTop = await req('POST', '/videos', { title: 'x', top_category: 'others' });
    expect(badTop.statusCode).toBe(400);
    expect(badTop.json()).toEqual({ error: 'Invalid top category' });
  });

  it("takes the spec form's initial status 'pending' as a draft; an unknown status is still refused", async () => {
    const pending = await req('POST', '/videos', {
      title: 'Pending one',
      top_category: 'product',
      status: 'pending',
    });
    expect(pending.statusCode).toBe(201);
    expect(pending.json().item.status).toBe('draft');
    const edited = await req('PUT', `/videos/${pending.json().item.id}`, {
      title: 'Pending one',
      top_category: 'product',
      status: 'pending',
    });
    expect(edited.json().item.status).toBe('draft');
    const unknown = await req('POST', '/videos', { title: 'x', top_category: 'product', status: 'live' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Invalid status' });
    await req('DELETE', `/videos/${pending.json().item.id}`);
  });

  it('lists only published videos publicly, filtered by top category and sub-category id', async () => {
    const sub = (
      await req('POST', '/video_subcategories', { top_category: 'surgery', name: 'Hernia' })
    ).json().item;
    await req('POST', '/videos', {
      title: 'Published hernia',
      top_category: 'surgery',
      sub_category_id: sub.id,
      status: 'published',
    });
    await req('POST', '/videos', { title: 'Published other', top_category: 'surgery', status: 'published' });
    await req('POST', '/videos', {
      title: 'Draft hernia',
      top_category: 'surgery',
      sub_category_id: sub.id,
      status: 'draft',
    });

    const all = await t.app.inject({ method: 'GET', url: '/api/admin/public/videos?top_category=surgery' });
    expect(
      all
        .json()
        .items.map((v: { title: string }) => v.title)
        .sort(),
    ).toEqual(['Published hernia', 'Published other']);
    const bySub = await t.app.inject({
      method: 'GET',
      url: `/api/admin/public/videos?top_category=surgery&sub_category=${sub.id}`,
    });
    expect(bySub.json().items).toHaveLength(1);
    expect(bySub.json().items[0]).toMatchObject({ title: 'Published hernia', sub_category_name: 'Hernia' });

    const admin = await req('GET', `/videos?top_category=surgery&q=hernia`);
    expect(
      admin
        .json()
        .items.map((v: { title: string }) => v.title)
        .sort(),
    ).toEqual(['Draft hernia', 'Published hernia']);
  });

  it('rejects a sub-category of another top category', async () => {
    const sub = (
      await req('POST', '/video_subcategories', { top_category: 'training', name: 'Drills' })
    ).json().item;
    const res = await req('POST', '/videos', {
      title: 'x',
      top_category: 'product',
      sub_category_id: sub.id,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 {error} for an unknown id and 400 for a non-numeric id', async () => {
    expect((await req('DELETE', '/videos/999999')).json()).toEqual({ error: 'Video not found' });
    expect((await req('DELETE', '/videos/abc')).statusCode).toBe(400);
  });
});
