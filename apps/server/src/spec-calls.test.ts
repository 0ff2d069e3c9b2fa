/**
 * The spec's calls, replayed as a client written from its §7 sends them: the spec's field names, JSON or
 * multipart as it says, no field it does not name (no image_alt, no focal point, no job id), the bearer
 * token from POST /login. Each call checks its status and the fields the spec says the client reads.
 *
 * This file is the promise the REST door keeps to integrators. It changes only with a product decision
 * that changes the spec's §7: never to make a new rule pass. A rule that refuses one of these calls
 * belongs in the admin form (tighten there), not at the door.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSearchDocuments } from '@manovo/content/search-documents';
import { broadcasts, contactMessages, jobApplications, testimonials } from '@manovo/db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, multipart, TEST_ADMIN, type TestApp, TINY_PDF } from './testing/test-app';

let t: TestApp;
let distDir: string;
let photo: Buffer;
let token = '';

beforeAll(async () => {
  // The static search index comes from the built site: a folder with the same file the build writes.
  distDir = await mkdtemp(path.join(os.tmpdir(), 'manovo-spec-dist-'));
  await mkdir(distDir, { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>x</title><!--head-tags--></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(distDir, 'search-index.json'), JSON.stringify(buildSearchDocuments()));
  t = await createTestApp({ webDist: distDir });
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d6b' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const API = '/api/admin';
const bearer = () => auth(token);
const json = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object, headers = bearer()) =>
  t.app.inject({ method, url: `${API}${url}`, headers, payload });
const get = (url: string, headers: Record<string, string> = bearer()) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
const del = (url: string) => t.app.inject({ method: 'DELETE', url: `${API}${url}`, headers: bearer() });
function form(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = {},
  headers: Record<string, string> = bearer(),
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
const jpeg = (name: string) => ({ image: { filename: name, contentType: 'image/jpeg', data: photo } });

/** A field the client reads is there (null allowed where the spec's item may have none). */
const hasFields = (item: Record<string, unknown>, fields: string[]) =>
  expect(Object.keys(item)).toEqual(expect.arrayContaining(fields));

/** The spec's multipart broadcast: every field it names, blank where a form leaves it blank. */
const broadcastFields = (over: Record<string, string>) => ({
  kind: 'news',
  title: '',
  summary: '',
  body: '',
  status: 'published',
  publish_at: '',
  posted_at: '',
  social_source: '',
  link_url: '',
  ...over,
});

const ids = { broadcast: 0, social: 0, testimonial: 0, subcategory: 0, video: 0, career: 0, internship: 0 };

describe('admin sign-in (§7 Admin)', () => {
  it('POST /login JSON {email, password} answers a token and the admin', async () => {
    const res = await json('POST', '/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password }, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), admin: { email: TEST_ADMIN.email } });
    token = res.json().token;
  });

  it('POST /login with an empty code (the code box left blank) signs in an account without two-factor', async () => {
    const res = await json('POST', '/login', { ...TEST_ADMIN, code: '' }, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('POST /logout with the bearer token ends that session', async () => {
    const other = (await json('POST', '/login', TEST_ADMIN, {})).json().token as string;
    const res = await t.app.inject({ method: 'POST', url: `${API}/logout`, headers: auth(other) });
    expect(res.statusCode).toBe(200);
    expect((await get('/videos', auth(other))).statusCode).toBe(401);
    expect((await get('/videos')).statusCode).toBe(200);
  });
});

describe('sub-categories (§7 Admin)', () => {
  it('POST {top_category, name} adds one; PUT {name} renames it; GET lists it', async () => {
    const created = await json('POST', '/video_subcategories', { top_category: 'product', name: 'Demos' });
    expect(created.statusCode).toBeLessThan(300);
    ids.subcategory = created.json().item.id;
    const renamed = await json('PUT', `/video_subcategories/${ids.subcategory}`, { name: 'Product demos' });
    expect(renamed.statusCode).toBe(200);
    const list = await get('/video_subcategories?top_category=product');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(expect.objectContaining({ id: ids.subcategory, name: 'Product demos' }));
  });
});

describe('videos (§7 Admin)', () => {
  const video = {
    title: 'Wrist articulation',
    top_category: 'product',
    sub_category_id: 0,
    youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    thumbnail_url: '',
    status: 'published',
    description: 'Eight degrees of freedom.',
  };

  it('POST /videos JSON creates, PUT /videos/{id} edits, GET /videos filters', async () => {
    const created = await json('POST', '/videos', { ...video, sub_category_id: ids.subcategory });
    expect(created.statusCode).toBeLessThan(300);
    ids.video = created.json().item.id;
    const edited = await json('PUT', `/videos/${ids.video}`, {
      ...video,
      sub_category_id: ids.subcategory,
      title: 'Wrist articulation, slow',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().item).toMatchObject({ title: 'Wrist articulation, slow', sub_category_id: ids.subcategory });

    const list = await get(`/videos?top_category=product&sub_category=${ids.subcategory}&q=wrist`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((v: { id: number }) => v.id)).toEqual([ids.video]);
  });

  it('a video without a sub-category (null) is stored with none', async () => {
    const res = await json('POST', '/videos', { ...video, title: 'Overview', sub_category_id: null });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.json().item.sub_category_id).toBeNull();
  });

  it('a video saved with the form’s initial status (pending) is stored as a draft', async () => {
    const res = await json('POST', '/videos', { ...video, title: 'Not yet', sub_category_id: null, status: 'pending' });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.json().item.status).toBe('draft');
  });
});

describe('careers (§7 Admin)', () => {
  const career = {
    title: 'Mechanical Design Engineer',
    category: 'fulltime',
    status: 'published',
    location: 'Bengaluru',
    experience: '3+ years',
    salary: '',
    skills: 'CAD, DFM',
    apply_url: '',
    apply_email: 'jobs@manovo.test',
    description: '<p>Design <b>instruments</b>.</p>',
  };

  it('POST /careers and PUT /careers/{id} with the career fields as JSON; GET one and the list', async () => {
    const created = await json('POST', '/careers', career);
    expect(created.statusCode).toBeLessThan(300);
    ids.career = created.json().item.id;
    const intern = await json('POST', '/careers', { ...career, title: 'Design intern', category: 'internship' });
    expect(intern.statusCode).toBeLessThan(300);
    ids.internship = intern.json().item.id;

    const edited = await json('PUT', `/careers/${ids.career}`, { ...career, salary: 'Competitive' });
    expect(edited.statusCode).toBe(200);
    const one = await get(`/careers/${ids.career}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().item).toMatchObject({ id: ids.career, salary: 'Competitive' });

    const list = await get('/careers?category=fulltime&q=design');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((c: { id: number }) => c.id)).toEqual([ids.career]);
  });
});

describe('broadcasts (§7 Admin): multipart, an image without alt text', () => {
  it('POST /broadcasts stores a news item with its image', async () => {
    const res = await form(
      'POST',
      '/broadcasts',
      broadcastFields({ title: 'Booth 14 at the congress', summary: 'Come and try the wrist.', body: '<p>Hall B</p>' }),
      jpeg('booth.jpg'),
    );
    expect(res.statusCode).toBe(201);
    const item = res.json().item;
    expect(item).toMatchObject({ kind: 'news', title: 'Booth 14 at the congress', status: 'published' });
    expect(item.image_url).toMatch(/^\/uploads\/.+\.jpg$/);
    ids.broadcast = item.id;
    const [row] = await t.db.db.select().from(broadcasts).where(eq(broadcasts.id, item.id));
    expect(row).toMatchObject({ title: 'Booth 14 at the congress', imageAlt: '' });
  });

  it('POST /broadcasts stores a social post with its network and dates sent as ISO', async () => {
    const res = await form(
      'POST',
      '/broadcasts',
      broadcastFields({
        kind: 'social',
        title: 'Live demo on LinkedIn',
        social_source: 'linkedin',
        posted_at: '2025-03-01T10:00:00.000Z',
        link_url: 'https://www.linkedin.com/company/manovo',
      }),
      jpeg('post.jpg'),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().item).toMatchObject({ kind: 'social', social_source: 'linkedin' });
    ids.social = res.json().item.id;
  });

  it('PUT /broadcasts/{id} replaces the image, still without alt text', async () => {
    const before = (await get(`/broadcasts/${ids.broadcast}`)).json().item.image_url;
    const res = await form(
      'PUT',
      `/broadcasts/${ids.broadcast}`,
      broadcastFields({ title: 'Booth 14, hall B', summary: 'Come and try the wrist.' }),
      jpeg('booth-2.jpg'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().item.title).toBe('Booth 14, hall B');
    expect(res.json().item.image_url).not.toBe(before);
  });

  it('PUT /broadcasts/{id} without an image keeps the old one', async () => {
    const before = (await get(`/broadcasts/${ids.broadcast}`)).json().item.image_url;
    const res = await form('PUT', `/broadcasts/${ids.broadcast}`, broadcastFields({ title: 'Booth 14, hall B' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().item.image_url).toBe(before);
  });

  it('GET /broadcasts (kind, q) and GET /broadcasts/{id}', async () => {
    const list = await get('/broadcasts?kind=news&q=booth');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((b: { id: number }) => b.id)).toEqual([ids.broadcast]);
    const one = await get(`/broadcasts/${ids.broadcast}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ ok: true, item: { id: ids.broadcast } });
  });
});

describe('testimonials (§7 Admin): multipart, a photo without alt text', () => {
  const person = {
    person_name: 'Dr. Meera Iyer',
    person_title: 'Consultant Surgeon',
    company: 'City Hospital',
    message: 'The wrist saves a port.',
    is_active: '1',
    linkedin: '',
  };

  it('POST /testimonials and PUT /testimonials/{id} store the photo', async () => {
    const created = await form('POST', '/testimonials', person, jpeg('meera.jpg'));
    expect(created.statusCode).toBe(201);
    ids.testimonial = created.json().item.id;
    expect(created.json().item.image).toMatch(/^\/uploads\/.+\.jpg$/);
    const edited = await form(
      'PUT',
      `/testimonials/${ids.testimonial}`,
      { ...person, company: 'City Hospital, Pune' },
      jpeg('meera-2.jpg'),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().item.company).toBe('City Hospital, Pune');
    const [row] = await t.db.db.select().from(testimonials).where(eq(testimonials.id, ids.testimonial));
    expect(row).toMatchObject({ company: 'City Hospital, Pune', imageAlt: '' });
  });

  it('GET /testimonials (q, status, page, limit=20) answers items, total and page', async () => {
    const res = await get('/testimonials?q=meera&status=all&page=1&limit=20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, page: 1 });
    expect(res.json().items[0]).toMatchObject({ id: ids.testimonial, is_active: 1 });
    for (const status of ['active', 'inactive']) {
      expect((await get(`/testimonials?q=&status=${status}&page=1&limit=20`)).statusCode).toBe(200);
    }
  });
});

describe('public calls (§7 Public)', () => {
  it('GET /search with perPage=6 (suggestions) and perPage=20 (the search page)', async () => {
    const suggestions = await get('/search?q=articulate&perPage=6', {});
    expect(suggestions.statusCode).toBe(200);
    const few = suggestions.json().items;
    expect(few.length).toBeGreaterThan(0);
    expect(few.length).toBeLessThanOrEqual(6);
    hasFields(few[0], ['title', 'url', 'path', 'type']);

    const page = await get('/search?q=booth&perPage=20', {});
    expect(page.statusCode).toBe(200);
    const hits = page.json().items;
    expect(hits.map((h: { title: string }) => h.title)).toContain('Booth 14, hall B');
    hasFields(hits[0], ['title', 'url', 'path', 'type', 'id', 'snippet', 'image', 'date', 'score']);
  });

  it('GET /search-index.json is an array of documents, not cached without asking', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search-index.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const docs = res.json();
    expect(Array.isArray(docs)).toBe(true);
    expect(docs.length).toBeGreaterThan(0);
  });

  it('GET /public/testimonials?limit=10', async () => {
    const res = await get('/public/testimonials?limit=10', {});
    expect(res.statusCode).toBe(200);
    const [item] = res.json().items;
    hasFields(item, ['id', 'message', 'person_name', 'person_title', 'company', 'linkedin', 'image']);
    expect(item).toMatchObject({ id: ids.testimonial, person_name: 'Dr. Meera Iyer' });
  });

  it('GET /public/broadcasts: social limit=1 and 24, news limit=24, all limit=200', async () => {
    const latest = await get('/public/broadcasts?category=social&limit=1', {});
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({ ok: true, items: [{ id: ids.social }] });

    const social = await get('/public/broadcasts?category=social&limit=24', {});
    expect(social.json()).toMatchObject({ ok: true, items: [{ id: ids.social }] });
    expect(social.json().error).toBeUndefined();

    const news = await get('/public/broadcasts?category=news&limit=24', {});
    expect(news.json()).toMatchObject({ ok: true, items: [{ id: ids.broadcast }] });

    const all = await get('/public/broadcasts?limit=200', {});
    expect(all.statusCode).toBe(200);
    expect(all.json().items).toHaveLength(2);
    for (const item of all.json().items)
      hasFields(item, ['title', 'summary', 'body_html', 'tag', 'scheduled_at', 'created_at', 'image_url', 'link', 'id']);
  });

  it('GET /public/broadcasts/{id} answers JSON with ok and the item', async () => {
    const res = await get(`/public/broadcasts/${ids.broadcast}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().ok).toBe(true);
    const item = res.json().item;
    hasFields(item, ['id', 'image_url', 'title', 'summary', 'body_html', 'scheduled_at', 'created_at']);
    expect(item.image_url).toMatch(/^\/uploads\//);
  });

  it('GET /public/video_subcategories?top_category=product', async () => {
    const res = await get('/public/video_subcategories?top_category=product', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toContainEqual(expect.objectContaining({ id: ids.subcategory, name: 'Product demos' }));
  });

  it('GET /public/videos with top_category, and with sub_category (omitted for All)', async () => {
    const all = await get('/public/videos?top_category=product', {});
    expect(all.statusCode).toBe(200);
    expect(all.json().items.length).toBe(2);
    const one = await get(`/public/videos?top_category=product&sub_category=${ids.subcategory}`, {});
    expect(one.json().items.map((v: { id: number }) => v.id)).toEqual([ids.video]);
  });

  it('GET /public/careers for each category with limit=24', async () => {
    const fulltime = await get('/public/careers?category=fulltime&limit=24', {});
    expect(fulltime.statusCode).toBe(200);
    expect(fulltime.json()).toMatchObject({ ok: true, items: [{ id: ids.career }] });
    const internship = await get('/public/careers?category=internship&limit=24', {});
    expect(internship.json()).toMatchObject({ ok: true, items: [{ id: ids.internship }] });
  });

  it('POST /contact JSON {name, email, purpose, message} stores the message', async () => {
    const res = await json(
      'POST',
      '/contact',
      { name: 'Ravi', email: 'ravi@example.org', purpose: 'Request-demo', message: 'A demo in Pune, please.' },
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().error).toBeUndefined();
    const rows = await t.db.db.select().from(contactMessages);
    expect(rows).toMatchObject([{ name: 'Ravi', message: 'A demo in Pune, please.' }]);
  });

  it('POST /apply multipart {name, email, phone, message, resume} stores the application', async () => {
    const res = await form(
      'POST',
      '/apply',
      { name: 'Asha', email: 'asha@example.org', phone: '9876543210', message: 'Keen on design.' },
      { resume: { filename: 'asha-cv.pdf', contentType: 'application/pdf', data: TINY_PDF } },
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(res.json().error).toBeUndefined();
    const rows = await t.db.db.select().from(jobApplications);
    expect(rows).toMatchObject([{ name: 'Asha', phone: '9876543210', resumeName: 'asha-cv.pdf' }]);
  });
});

describe('the rest of the admin calls (§7 Admin)', () => {
  it('PATCH /testimonials/{id}/active JSON {is_active} hides it from the public list', async () => {
    const res = await json('PATCH', `/testimonials/${ids.testimonial}/active`, { is_active: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.is_active).toBe(0);
    expect((await get('/public/testimonials?limit=10', {})).json().items).toEqual([]);
  });

  it('DELETE /broadcasts/{id} answers 204 and removes the row', async () => {
    const res = await del(`/broadcasts/${ids.broadcast}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.db.select().from(broadcasts).where(eq(broadcasts.id, ids.broadcast))).toEqual([]);
    expect((await get(`/public/broadcasts/${ids.broadcast}`, {})).statusCode).toBe(404);
  });

  it.each([
    ['testimonial', () => `/testimonials/${ids.testimonial}`],
    ['video', () => `/videos/${ids.video}`],
    ['career', () => `/careers/${ids.career}`],
    ['sub-category', () => `/video_subcategories/${ids.subcategory}`],
  ])('DELETE a %s answers 204 or ok', async (_name, url) => {
    const res = await del(url());
    expect([200, 204]).toContain(res.statusCode);
    if (res.statusCode === 200) expect(res.json().ok).toBe(true);
  });

  it('after the deletes the lists no longer hold them', async () => {
    expect((await get('/testimonials?q=&status=all&page=1&limit=20')).json().total).toBe(0);
    expect((await get('/careers?category=fulltime&q=')).json().items).toEqual([]);
    expect((await get('/video_subcategories?top_category=product')).json().items).toEqual([]);
    const videos = (await get('/videos?top_category=product&q=')).json().items as { id: number }[];
    expect(videos.map((v) => v.id)).not.toContain(ids.video);
  });
});
