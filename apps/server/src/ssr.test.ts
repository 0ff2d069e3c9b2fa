import { slugOf } from '@manovo/api/domain';
import { createBroadcast, findBroadcasts } from '@manovo/db/queries';
import { seedDemoContent } from '@manovo/db/seed';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { auth, multipart } from './testing/test-app';
import { useTestApp } from './testing/use-test-app';

const { t } = useTestApp({ rendered: true, setUp: (t) => seedDemoContent(t.db.db) });

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The text a reader without JavaScript sees: tags, scripts and the data block removed. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
const h1Of = (html: string) => visibleText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();

// Every public route of docs/product.md §2: its h1 and a text from its content (static or stored).
const ROUTES: { url: string; h1: string; text: string }[] = [
  { url: '/', h1: 'Feel as your hands, Do more than your hands.', text: 'Dr. Ananya Rao' },
  { url: '/home', h1: 'Feel as your hands, Do more than your hands.', text: 'What surgeons say' },
  { url: '/about', h1: 'Welcome to Manovo Surgical', text: 'Our Team' },
  { url: '/products', h1: 'Manovo Articulate 8', text: 'Complete Lineup' },
  { url: '/news', h1: 'Broadcast', text: 'Wrist articulation in slow motion' },
  { url: '/videos', h1: 'Videos', text: 'Articulate 8 from every side' },
  { url: '/contact', h1: 'Contact Us', text: 'Unit 4, Medical Technology Park' },
  { url: '/careers', h1: 'Join Manovo Surgical', text: 'Mechanical Design Engineer' },
  { url: '/careersapply', h1: 'Apply — (General application)', text: 'Bengaluru' },
  { url: '/search?q=articulate', h1: 'Search', text: 'Articulate 8' },
  { url: '/Privacy-Policy', h1: 'Privacy Policy', text: 'Terms & Conditions' },
  { url: '/TermsCondition', h1: 'Terms & Conditions', text: 'All rights reserved.' },
  { url: '/termscondition', h1: 'Terms & Conditions', text: 'All rights reserved.' },
  { url: '/Incubation', h1: 'Incubation', text: 'All rights reserved.' },
  { url: '/Investor', h1: 'Investors', text: 'All rights reserved.' },
  { url: '/Journal', h1: 'Journal', text: 'All rights reserved.' },
  { url: '/NewsEvent', h1: 'News & Events', text: 'All rights reserved.' },
  { url: '/timeline', h1: 'Our Timeline', text: 'All rights reserved.' },
];

describe('server-rendered public pages', () => {
  it.each(ROUTES)('$url carries its heading, text, navigation and footer', async ({ url, h1, text }) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(h1Of(res.body)).toBe(h1);
    const shown = visibleText(res.body);
    expect(shown).toContain(text);
    expect(shown).toContain('Skip to content');
    expect(shown).toContain(`© ${new Date().getFullYear()} Manovo Surgical. All rights reserved.`);
    // The data the page showed goes with it, for the browser's cache.
    expect(res.body).toMatch(
      /<script type="application\/json" id="manovo-state">\{"mutations":\[\],"queries":/,
    );
  });

  it('answers an unknown path with the 404 page and HTTP 404', async () => {
    const res = await page('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(h1Of(res.body)).toBe('404 not found');
  });

  it('keeps the admin a client-rendered shell', async () => {
    const res = await page('/admin/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('manovo-state');
  });

  it('renders the same page for a signed-in admin (no session reaches the renderer)', async () => {
    const token = await t.login();
    const signedIn = await page('/news', auth(token));
    const anonymous = await page('/news');
    expect(signedIn.body).toBe(anonymous.body);
  });

  it('puts the dehydrated state out of reach of the HTML parser', async () => {
    const res = await page('/search?q=%3C%2Fscript%3E%3Cb%3E');
    const state = /id="manovo-state">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(state).not.toContain('<');
    expect(JSON.parse(state)).toHaveProperty('queries');
  });
});

describe('what a page reads', () => {
  /** The reads the page carries for hydration: each one's procedure path and status. */
  const readsOf = (html: string) => {
    const state = JSON.parse(/id="manovo-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      queries: { queryKey: [string[], unknown]; state: { status: string } }[];
    };
    return state.queries.map((q) => ({ path: q.queryKey[0].join('.'), status: q.state.status }));
  };

  it('fetches no item on a list page, so every read succeeds and the page is kept in the cache', async () => {
    for (const url of ['/news', '/careers', '/videos']) {
      const reads = readsOf((await page(url)).body);
      expect(reads.length, url).toBeGreaterThan(0);
      expect(
        reads.filter((r) => r.path.endsWith('byIdPublic')),
        url,
      ).toEqual([]);
      expect(reads.every((r) => r.status === 'success')).toBe(true);
    }
  });
});

describe('item pages', () => {
  const publicItem = async <T extends { id: number; title: string }>(url: string): Promise<T> => {
    const res = await page(url);
    return (res.json() as { result: { data: T[] } }).result.data[0]!;
  };
  const trpcUrl = (path: string, input: unknown) =>
    `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
  /** The first item a public list answers, and its own page: a 200 whose h1 is the item's title. */
  const itemPage = async (section: string, list: string, input: unknown) => {
    const item = await publicItem(trpcUrl(list, input));
    const res = await page(`/${section}/${item.id}-${slugOf(item.title)}`);
    expect(res.statusCode).toBe(200);
    expect(h1Of(res.body)).toBe(item.title);
    return { item, res };
  };

  it('renders a news item at /news/{id}-{slug} with its own title, description and canonical link', async () => {
    const news = await publicItem<{ id: number; title: string; summary: string }>(
      trpcUrl('broadcasts.listPublic', { kind: 'news', limit: 24 }),
    );
    const url = `/news/${news.id}-${slugOf(news.title)}`;
    const res = await page(url, { host: 'www.manovo.test' });
    expect(res.statusCode).toBe(200);
    // The item's page: its title the h1, the section its eyebrow (issue #24).
    expect(h1Of(res.body)).toBe(news.title);
    expect(res.body).toContain('<p class="page-banner__eyebrow">News &amp; Events</p>');
    expect(res.body).toContain('class="news-detail news-detail--page"');
    expect(res.body).toContain(`<title>${news.title} — Manovo Surgical</title>`);
    expect(res.body).toContain(`<link rel="canonical" href="http://www.manovo.test${url}" />`);
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    expect(res.body).toContain(`<meta name="description" content="${news.summary}" />`);
  });

  it("renders /careers/{id}-{slug} as that job's own page, its title the h1", async () => {
    const { item: job, res } = await itemPage('careers', 'careers.listPublic', { category: 'internship' });
    expect(res.body).toContain('<p class="page-banner__eyebrow">Careers</p>');
    // A job page, not the list with the job open.
    expect(res.body).not.toContain('class="job-list"');
    expect(res.body).toMatch(/>All internship openings</);
    expect(res.body).toContain(`<title>${job.title} — Careers — Manovo Surgical</title>`);
  });

  it('puts the video of /videos/{id}-{slug} in the player, fetching nothing until it plays (no YouTube frame)', async () => {
    const { item: video, res } = await itemPage('videos', 'videos.listPublic', { topCategory: 'training' });
    // The demo videos are the site's own clips: a muted element behind its poster, not a YouTube facade.
    const player = new JSDOM(res.body).window.document.querySelector('.videos-player video');
    expect(player?.getAttribute('aria-label')).toBe(video.title);
    expect(player?.getAttribute('preload')).toBe('none');
    expect(player?.getAttribute('src')).toMatch(/^\/media\/clips\/[\w-]+\.mp4$/);
    expect(res.body).not.toContain('<iframe');
  });

  it('redirects a stale or missing slug to the current address (301), keeping the query', async () => {
    const news = await publicItem<{ id: number; title: string }>(
      trpcUrl('broadcasts.listPublic', { kind: 'news', limit: 24 }),
    );
    const stale = await page(`/news/${news.id}-an-old-title?utm_source=x`);
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(`/news/${news.id}-${slugOf(news.title)}?utm_source=x`);
    const bare = await page(`/news/${news.id}`);
    expect(bare.statusCode).toBe(301);
  });

  it('answers an unknown, unpublished or social item with the 404 page and HTTP 404', async () => {
    const draft = await createBroadcast(t.db.db, { kind: 'news', title: 'Not yet', status: 'draft' });
    const [social] = await findBroadcasts(t.db.db, { kind: 'social', publicOnly: true, limit: 1 });
    for (const url of [
      '/news/999999-nothing',
      `/news/${draft.id}-not-yet`,
      `/news/${social!.id}-${slugOf(social!.title)}`,
      '/careers/999999-nothing',
      '/videos/999999-nothing',
      '/news/not-an-id',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(h1Of(res.body), url).toBe('404 not found');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      // A page that does not exist names no canonical address.
      expect(res.body, url).not.toContain('rel="canonical"');
    }
  });

  it('shows an admin edit of a published news item on its next rendered page', async () => {
    const news = await publicItem<{ id: number; title: string }>(
      trpcUrl('broadcasts.listPublic', { kind: 'news', limit: 24 }),
    );
    const url = `/news/${news.id}-${slugOf(news.title)}`;
    expect((await page(url)).body).toContain('<meta property="og:type" content="article" />');
    const h = auth(await t.login());
    const form = multipart({
      title: news.title,
      kind: 'news',
      status: 'published',
      body: '<p>Edited body text.</p>',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/broadcasts/${news.id}`,
      headers: { ...h, ...form.headers },
      payload: form.payload,
    });
    expect(put.statusCode).toBe(200);
    expect(visibleText((await page(url)).body)).toContain('Edited body text.');
  });
});
