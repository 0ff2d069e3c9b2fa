// Content in German and French (issue #26): an item's page in another language shows its published
// translation, else its English marked lang="en" where its kind falls back (news), else no page (jobs);
// the REST public reads take ?lang= the same way, and the sitemap and feeds follow.
import { slugOf } from '@manovo/api/domain';
import { createBroadcast, createCareer, updateCareer } from '@manovo/db/queries';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { storeJob, storeNews } from './testing/content';
import { useTestApp } from './testing/use-test-app';

const { t, h } = useTestApp({ rendered: true, signedIn: true });

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** A tRPC mutation as the admin's browser sends it. */
async function trpc(path: string, input: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/trpc/${path}`,
    headers: { ...h, 'content-type': 'application/json' },
    payload: input,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
}

/** Staff save an item's German translation, published or kept as a draft, as the admin's editor does. */
const saveGerman = (
  kind: 'broadcasts' | 'careers',
  id: number,
  fields: Record<string, string>,
  published: boolean,
) => trpc('translations.save', { kind, id, locale: 'de', fields, published });

/** The `lang` in force where a page shows `text` (the nearest element that says). */
async function langAround(url: string, text: string): Promise<string | null | undefined> {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  const doc = new JSDOM(res.body).window.document;
  const el = [...doc.querySelectorAll('#root *')].find(
    (e) => e.children.length === 0 && e.textContent?.includes(text),
  );
  return el ? (el.closest('[lang]')?.getAttribute('lang') ?? null) : undefined;
}

/** The addresses the page's language switchers (header and footer) link, each once. */
const switcherLinks = (html: string) => [
  ...new Set(
    [...new JSDOM(html).window.document.querySelectorAll('.lang-switch a')].map((a) =>
      a.getAttribute('href'),
    ),
  ),
];

const GERMAN = {
  title: 'Kongress in Pune',
  summary: 'Besuchen Sie uns an Stand 12.',
  body: '<p>Stand 12, drei Tage.</p>',
  imageAlt: '',
  tag: '',
};

describe('content in another language', () => {
  it('/de/news shows the English with lang="en" until the German is published, then the German', async () => {
    const { item, path } = await storeNews(t.db.db, {
      title: 'Congress in Pune',
      summary: 'Visit us at booth 12.',
      body: '<p>Booth 12, three days.</p>',
    });
    const itemUrl = `/de${path}`;
    expect(await langAround('/de/news?tab=news', 'Congress in Pune')).toBe('en');

    await saveGerman('broadcasts', item.id, GERMAN, false);
    // Saved but not published: still the English.
    expect(await langAround('/de/news?tab=news', 'Congress in Pune')).toBe('en');
    expect(await langAround('/de/news?tab=news', 'Kongress in Pune')).toBeUndefined();

    await trpc('translations.publish', { kind: 'broadcasts', id: item.id, locale: 'de', published: true });
    expect(await langAround('/de/news?tab=news', 'Kongress in Pune')).toBe('de');
    expect(await langAround('/de/news?tab=news', 'Congress in Pune')).toBeUndefined();
    // The item's own page (its address keeps the English slug) and its head tags are German.
    const page = await get(itemUrl);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>[^<]*Kongress in Pune/);
    expect(await langAround(itemUrl, 'Stand 12, drei Tage.')).toBe('de');
    // English and French visitors still read the English; the English page has no lang of its own.
    expect(await langAround('/news?tab=news', 'Congress in Pune')).toBe('en');
    expect(await langAround('/fr/news?tab=news', 'Congress in Pune')).toBe('en');
    // The German feed carries the translation.
    const feed = await get('/de/news/feed.xml');
    expect(feed.body).toContain('<title>Kongress in Pune</title>');
    expect((await get('/news/feed.xml')).body).toContain('<title>Congress in Pune</title>');
  });

  it('REST public reads take ?lang= and answer the translated fields, with fallback; without it, unchanged', async () => {
    const { item } = await storeNews(t.db.db, {
      title: 'Wet lab',
      summary: 'Hands-on day.',
      body: '<p>Bring scrubs.</p>',
    });
    await saveGerman(
      'broadcasts',
      item.id,
      { title: 'Wet-Lab', summary: 'Praxistag.', body: '<p>Bitte Kittel mitbringen.</p>' },
      true,
    );
    const de = await get(`/api/admin/public/broadcasts/${item.id}?lang=de`);
    expect(de.statusCode).toBe(200);
    expect(de.json().item).toMatchObject({
      id: item.id,
      title: 'Wet-Lab',
      summary: 'Praxistag.',
      lang: 'de',
    });
    const fr = await get(`/api/admin/public/broadcasts/${item.id}?lang=fr`);
    expect(fr.json().item).toMatchObject({ title: 'Wet lab', lang: 'en' });
    const english = (await get(`/api/admin/public/broadcasts/${item.id}`)).json().item;
    expect(english.title).toBe('Wet lab');
    expect(english).not.toHaveProperty('lang');
    expect((await get(`/api/admin/public/broadcasts/${item.id}?lang=en`)).json().item).toEqual(english);

    const list = await get('/api/admin/public/broadcasts?category=news&lang=de');
    expect(list.json().items.find((b: { id: number }) => b.id === item.id)).toMatchObject({
      title: 'Wet-Lab',
      lang: 'de',
    });

    const bad = await get('/api/admin/public/broadcasts?category=news&lang=es');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Unknown language: use one of en, de, fr.' });
    expect((await get(`/api/admin/public/broadcasts/${item.id}?lang=xx`)).statusCode).toBe(400);
  });

  it('a published German translation is found by /de/search, at once after publishing, and gone once withdrawn', async () => {
    const item = await createBroadcast(t.db.db, {
      kind: 'news',
      title: 'Autumn course',
      summary: 'Two days of practice.',
      body: '<p>Bench sessions.</p>',
      status: 'published',
    });
    const found = async (q: string) => {
      const doc = new JSDOM((await get(`/de/search?q=${q}`)).body).window.document;
      return [...doc.querySelectorAll('.search-page__results li')].map((li) => ({
        lang: li.getAttribute('lang'),
        title: li.querySelector('.search-card__title')?.textContent,
      }));
    };
    // The index is built before the translation exists (a search runs first).
    expect(await found('Zwiebelturm')).toEqual([]);
    const german = {
      title: 'Herbstkurs am Zwiebelturm',
      summary: 'Zwei Tage Praxis.',
      body: '<p>Übungen.</p>',
    };
    await saveGerman('broadcasts', item.id, german, false);
    expect(await found('Zwiebelturm')).toEqual([]);

    await trpc('translations.publish', { kind: 'broadcasts', id: item.id, locale: 'de', published: true });
    expect(await found('Zwiebelturm')).toEqual([{ lang: 'de', title: 'Herbstkurs am Zwiebelturm' }]);
    // The English stays found under its own words for English visitors.
    expect((await get('/search?q=Autumn')).body).toContain('Autumn course');

    await trpc('translations.publish', { kind: 'broadcasts', id: item.id, locale: 'de', published: false });
    expect(await found('Zwiebelturm')).toEqual([]);
  });

  it('marks lang="en" on the element where English staff text shows on a German page, and there only', async () => {
    // A news item without a German translation: its English in the banner's h1 and its body.
    const news = await createBroadcast(t.db.db, {
      kind: 'news',
      title: 'Cadaver course',
      summary: 'Hands-on.',
      body: '<p>Two stations.</p>',
      status: 'published',
    });
    const newsPage = new JSDOM((await get(`/de/news/${news.id}-${slugOf(news.title)}`)).body).window.document;
    expect(newsPage.querySelector('h1')?.textContent).toBe('Cadaver course');
    expect(newsPage.querySelector('h1')?.getAttribute('lang')).toBe('en');
    expect(newsPage.querySelector('.news-detail__body')?.getAttribute('lang')).toBe('en');

    // A job translated into German; the English then gains a salary the German leaves blank.
    const job = await createCareer(t.db.db, {
      title: 'Quality Engineer',
      category: 'fulltime',
      location: 'Pune',
      description: '<p>Audits</p>',
      status: 'published',
    });
    await saveGerman(
      'careers',
      job.id,
      { title: 'Qualitätsingenieur (m/w/d)', location: 'Pune, Indien', description: '<p>Audits</p>' },
      true,
    );
    await updateCareer(t.db.db, job.id, { salary: '12 LPA' });
    const jobPage = new JSDOM((await get(`/de/careers/${job.id}-${slugOf(job.title)}`)).body).window.document;
    const h1 = jobPage.querySelector('h1');
    expect(h1?.textContent).toBe('Qualitätsingenieur (m/w/d)');
    expect(h1?.closest('[lang]')?.getAttribute('lang')).toBe('de');
    // The banner's facts: the German location in German, the job type the page's.
    const location = [...jobPage.querySelectorAll('.page-banner span')].find(
      (e) => e.textContent === 'Pune, Indien',
    );
    expect(location?.closest('[lang]')?.getAttribute('lang')).toBe('de');
    // The blank field shows its English, marked on its own element; the others are German.
    const salary = [...jobPage.querySelectorAll('.job__facts dd')].find((e) => e.textContent === '12 LPA');
    expect(salary?.getAttribute('lang')).toBe('en');
    expect(jobPage.querySelector('.job__description')?.closest('[lang]')?.getAttribute('lang')).toBe('de');
  });

  it('a job (no fallback) has no German page, sitemap entry or alternate until its German is published', async () => {
    const { job, path } = await storeJob(t.db.db, {
      title: 'Design Engineer',
      category: 'fulltime',
      description: '<p>CAD</p>',
    });
    expect((await get(`/de${path}`)).statusCode).toBe(404);
    expect((await get(`/fr${path}`)).statusCode).toBe(404);
    const english = await get(path);
    expect(english.statusCode).toBe(200);
    expect(english.body).toMatch(/hreflang="en" href="[^"]*\/careers\//);
    // No alternate in the head, and no link to the German or French page in the language switcher.
    expect(english.body).not.toMatch(/<link rel="alternate" hreflang="de"/);
    expect(switcherLinks(english.body)).toEqual([path]);
    let sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain(`/de${path}</loc>`);
    expect((await get('/api/admin/public/careers?lang=de')).json().items).not.toContainEqual(
      expect.objectContaining({ id: job.id }),
    );

    await saveGerman('careers', job.id, { title: 'Konstrukteur (m/w/d)', description: '<p>CAD</p>' }, true);
    const german = await get(`/de${path}`);
    expect(german.statusCode).toBe(200);
    expect(german.body).toMatch(/<title>[^<]*Konstrukteur/);
    expect(german.body).toMatch(/hreflang="de" href="[^"]*\/de\/careers\//);
    expect(german.body).not.toMatch(/<link rel="alternate" hreflang="fr"/);
    expect(switcherLinks(german.body)).toEqual([path, `/de${path}`]);
    expect(switcherLinks((await get(path)).body)).toEqual([path, `/de${path}`]);
    sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/de${path}</loc>`);
    expect(sitemap).not.toContain(`/fr${path}</loc>`);
  });
});
