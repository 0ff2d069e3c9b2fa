// The REST door answers what the tRPC procedures answer, in the spec's wire shape: for every read, the REST
// body equals the procedure's domain answer passed through that resource's mapping.
import { describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { toBroadcastWire } from './broadcasts';
import { toCareerWire } from './careers';
import { toSearchWire } from './search';
import { toSubcategoryWire } from './subcategories';
import { toTestimonialWire } from './testimonials';
import { toVideoWire } from './videos';

const { t, h, rest: callRest, sendForm } = useTestApp({ signedIn: true, setUp: () => createItems() });
const ids: Record<string, number> = {};

const rest = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const trpc = async (path: string, input: object, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.data;
};
const send = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, image = true) => {
  const res = await sendForm(
    method,
    `/api/admin${url}`,
    fields,
    image ? { image: { filename: 'a.png', contentType: 'image/png', data: PNG_1X1 } } : {},
  );
  expect(res.statusCode).toBeLessThan(300);
  return res.json();
};

async function createItems() {
  const json = (method: 'POST', url: string, payload: object) =>
    callRest(method, url, payload).then((r) => r.json());
  ids.sub = (await json('POST', '/video_subcategories', { top_category: 'surgery', name: 'Hernia' })).item.id;
  ids.video = (
    await json('POST', '/videos', {
      title: 'Parity video',
      top_category: 'surgery',
      sub_category_id: ids.sub,
      youtube_url: 'https://youtu.be/abcdefghijk',
      status: 'published',
    })
  ).item.id;
  ids.career = (
    await json('POST', '/careers', { title: 'Parity engineer', status: 'published', salary: '₹ 12 L' })
  ).item.id;
  ids.news = (
    await send('POST', '/broadcasts', {
      image_alt: 'Photo',
      kind: 'news',
      title: 'Parity news',
      status: 'published',
      body: '<p>b</p>',
    })
  ).item.id;
  ids.social = (
    await send('POST', '/broadcasts', {
      image_alt: 'Photo',
      kind: 'social',
      title: 'Parity post',
      status: 'published',
      social_source: 'linkedin',
      link_url: 'https://www.linkedin.com/x',
    })
  ).item.id;
  ids.testimonial = (
    await send('POST', '/testimonials', { person_name: 'Dr. Parity', message: 'Works.', is_active: '1' })
  ).item.id;
}

describe('public reads', () => {
  it('answer every public list in one envelope, {ok: true, items}', async () => {
    for (const url of [
      '/public/testimonials?limit=10',
      '/public/broadcasts?category=news&limit=24',
      '/public/video_subcategories?top_category=surgery',
      '/public/videos?top_category=surgery',
      '/public/careers?category=fulltime&limit=24',
    ]) {
      const body = await rest(url);
      expect(body.ok, url).toBe(true);
      expect(Array.isArray(body.items), url).toBe(true);
    }
  });

  it('broadcasts: list and one item', async () => {
    expect((await rest('/public/broadcasts?category=news&limit=24')).items).toEqual(
      (await trpc('broadcasts.listPublic', { image_alt: 'Photo', kind: 'news', limit: 24 })).map(
        toBroadcastWire,
      ),
    );
    expect(await rest(`/public/broadcasts/${ids.social}`)).toEqual({
      ok: true,
      item: toBroadcastWire(await trpc('broadcasts.byIdPublic', { id: ids.social })),
    });
  });

  it('videos and their sub-categories', async () => {
    expect((await rest(`/public/videos?top_category=surgery&sub_category=${ids.sub}`)).items).toEqual(
      (await trpc('videos.listPublic', { topCategory: 'surgery', subCategoryId: ids.sub })).map(toVideoWire),
    );
    expect((await rest('/public/video_subcategories?top_category=surgery')).items).toEqual(
      (await trpc('subcategories.listPublic', { topCategory: 'surgery' })).map(toSubcategoryWire),
    );
  });

  it('careers, testimonials and search', async () => {
    expect(await rest('/public/careers?category=fulltime&limit=24')).toEqual({
      ok: true,
      items: (await trpc('careers.listPublic', { category: 'fulltime', limit: 24 })).map(toCareerWire),
    });
    expect((await rest('/public/testimonials?limit=10')).items).toEqual(
      (await trpc('testimonials.listPublic', { limit: 10 })).map(toTestimonialWire),
    );
    const hits = (await trpc('search.query', { q: 'parity', perPage: 20 })).map(toSearchWire);
    expect(hits.length).toBeGreaterThan(0);
    expect(await rest('/search?q=parity&perPage=20')).toEqual({ items: hits, total: hits.length });
  });
});

describe('admin reads', () => {
  it('lists', async () => {
    expect((await rest('/videos?top_category=surgery', h)).items).toEqual(
      (await trpc('videos.list', { topCategory: 'surgery' }, h)).map(toVideoWire),
    );
    expect((await rest('/careers?category=fulltime', h)).items).toEqual(
      (await trpc('careers.list', { category: 'fulltime' }, h)).map(toCareerWire),
    );
    expect((await rest('/broadcasts?kind=social', h)).items).toEqual(
      (await trpc('broadcasts.list', { image_alt: 'Photo', kind: 'social' }, h)).map(toBroadcastWire),
    );
    const page = await trpc('testimonials.list', { status: 'all', page: 1, limit: 20 }, h);
    expect(await rest('/testimonials?status=all&page=1&limit=20', h)).toEqual({
      ...page,
      items: page.items.map(toTestimonialWire),
    });
    expect((await rest('/video_subcategories?top_category=surgery', h)).items).toEqual(
      (await trpc('subcategories.list', { topCategory: 'surgery' }, h)).map(toSubcategoryWire),
    );
  });

  it('single items', async () => {
    expect(await rest(`/videos/${ids.video}`, h)).toEqual({
      item: toVideoWire(await trpc('videos.byId', { id: ids.video }, h)),
    });
    expect(await rest(`/careers/${ids.career}`, h)).toEqual({
      ok: true,
      item: toCareerWire(await trpc('careers.byId', { id: ids.career }, h)),
    });
    expect(await rest(`/broadcasts/${ids.news}`, h)).toEqual({
      ok: true,
      item: toBroadcastWire(await trpc('broadcasts.byId', { id: ids.news }, h)),
    });
    expect(await rest(`/testimonials/${ids.testimonial}`, h)).toEqual({
      item: toTestimonialWire(await trpc('testimonials.byId', { id: ids.testimonial }, h)),
    });
  });

  it('a write answers the item as it is then read', async () => {
    const edited = await send(
      'PUT',
      `/testimonials/${ids.testimonial}`,
      {
        person_name: 'Dr. Parity',
        message: 'Works well.',
        is_active: '0',
      },
      false,
    );
    expect(edited).toEqual({
      ok: true,
      item: toTestimonialWire(await trpc('testimonials.byId', { id: ids.testimonial }, h)),
    });
  });
});

describe('errors', () => {
  it('gives the same validation message through both', async () => {
    const viaRest = await t.app.inject({
      method: 'POST',
      url: '/api/admin/videos',
      headers: h,
      payload: { top_category: 'product' },
    });
    const viaTrpc = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/videos.create',
      headers: h,
      payload: { topCategory: 'product' },
    });
    expect(viaRest.statusCode).toBe(400);
    expect(viaTrpc.statusCode).toBe(400);
    expect(viaTrpc.json().error.message).toBe(viaRest.json().error);
  });

  it('refuses an admin call without a token before reading its input, on both doors', async () => {
    const viaRest = await t.app.inject({ method: 'PUT', url: '/api/admin/videos/not-an-id', payload: {} });
    expect(viaRest.statusCode).toBe(401);
    const viaTrpc = await t.app.inject({ method: 'GET', url: '/api/trpc/videos.list?input=%7B%7D' });
    expect(viaTrpc.statusCode).toBe(401);
  });
});
