import { seedDemoContent } from '@manovo/db/seed';
import type { Renderer } from '@manovo/web/renderer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSourceRenderer } from './testing/renderer';
import { createTestApp, type TestApp } from './testing/test-app';

// The tabs and toggles of the public pages are addresses (docs/product.md §2): the server renders the
// state an address names, and keeps one page per state, however the address is spelled.

let t: TestApp;
/** The URLs the renderer was asked for: a request answered from the page cache adds none. */
const rendered: string[] = [];

beforeAll(async () => {
  const source = await loadSourceRenderer();
  const counting: Renderer = {
    render: (input) => {
      rendered.push(input.url);
      return source.render(input);
    },
  };
  t = await createTestApp({ renderer: counting });
  await seedDemoContent(t.db.db);
  // The seed's change notices drop the cache when they arrive: wait until a page stays cached.
  for (let tries = 0; tries < 50; tries++) {
    const before = rendered.length;
    await t.app.inject({ method: 'GET', url: '/' });
    if (tries > 0 && rendered.length === before) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
afterAll(() => t.close());
beforeEach(() => {
  rendered.length = 0;
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
/** The link of a tab or toggle the server rendered as the current one. */
const currentLink = (html: string, text: string) =>
  new RegExp(`<a [^>]*aria-current="true"[^>]*>${text}</a>`).test(html);
const subcategoryId = async (top: string, name: string) => {
  const input = encodeURIComponent(JSON.stringify({ topCategory: top }));
  const res = await t.app.inject({ method: 'GET', url: `/api/trpc/subcategories.listPublic?input=${input}` });
  const subs = res.json().result.data as { id: number; name: string }[];
  return subs.find((s) => s.name === name)!.id;
};

// First: the pages they render must not be in the cache yet.
describe('one cached page per state', () => {
  it('renders each spelling of a state once: order, repeats, unknown parameters and defaults', async () => {
    const a = await page('/careers?category=internship&utm_source=mail');
    const b = await page('/careers?utm_campaign=x&category=internship&category=fulltime');
    expect(b).toBe(a);
    await page('/careers?category=fulltime');
    await page('/careers?category=nonsense');
    await page('/careers');
    expect(rendered).toEqual(['/careers?category=internship', '/careers']);
  });

  it('drops a sub-category the category does not have, and any other value it does not know', async () => {
    const other = await subcategoryId('training', 'Suturing drills');
    const html = await page(`/videos?top=surgery&sub=${other}`);
    expect(html).toContain('Laparoscopic cholecystectomy with an articulating dissector');
    await page('/videos?top=surgery&sub=2147483647');
    await page('/videos?top=surgery&sub=-1');
    await page('/videos?top=nowhere');
    expect(rendered).toEqual(['/videos?top=surgery', '/videos']);
  });

  it('renders a query a page does not declare as asked, and keeps none of them', async () => {
    const first = await page('/?utm_source=a');
    await page('/?utm_source=a');
    await page('/search?q=articulate');
    await page('/search?q=articulate');
    expect(rendered).toEqual([
      '/?utm_source=a',
      '/?utm_source=a',
      '/search?q=articulate',
      '/search?q=articulate',
    ]);
    // The page itself is the home page; the address without the query stays cached (since beforeAll).
    expect(first).toContain('Feel as your hands, Do more than your hands.');
    await page('/');
    expect(rendered).not.toContain('/');
  });
});

describe('tabs and toggles rendered on the server from the query', () => {
  it('/news?tab=news opens News & Events; /news stays on Social Media', async () => {
    const news = await page('/news?tab=news');
    expect(currentLink(news, 'News &amp; Events')).toBe(true);
    expect(news).toContain('Articulate 8 at the national laparoscopy congress');
    expect(news).not.toContain('Wrist articulation in slow motion</');
    const social = await page('/news');
    expect(currentLink(social, 'Social Media')).toBe(true);
    expect(social).toContain('href="/news?tab=news#newsandevents"');
  });

  it('/search?q=&type= shows only results of that type, its chip current (the chips are links)', async () => {
    const all = await page('/search?q=articulate');
    expect(currentLink(all, 'All')).toBe(true);
    expect(all).toContain('href="/search?q=articulate&amp;type=broadcast"');
    const html = await page('/search?q=articulate&type=broadcast');
    expect(currentLink(html, 'Broadcasts')).toBe(true);
    const types = [...html.matchAll(/class="search-card__type">([^<]+)</g)].map((m) => m[1]);
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['broadcast']));
  });

  it('/careers?category=internship lists the internships', async () => {
    const html = await page('/careers?category=internship');
    expect(currentLink(html, 'Internship')).toBe(true);
    expect(html).toContain('Embedded Test Intern');
    expect(html).not.toContain('Mechanical Design Engineer');
  });

  it('/videos?top=surgery&sub= plays the first video of that sub-category', async () => {
    const hysterectomy = await subcategoryId('surgery', 'Hysterectomy');
    const html = await page(`/videos?top=surgery&sub=${hysterectomy}`);
    expect(currentLink(html, 'Surgery')).toBe(true);
    expect(currentLink(html, 'Hysterectomy')).toBe(true);
    // The player's title (a link to the video's own page).
    expect(html).toMatch(
      /<h3 class="videos-player__title"[^>]*><a [^>]*>Total laparoscopic hysterectomy: vault closure<\/a><\/h3>/,
    );
    expect(html).toContain(`href="/videos?top=surgery&amp;sub=${hysterectomy}#surgery"`);
  });

  it("/about?team=advisors&member= opens that member's profile; a member of another tab is dropped", async () => {
    const html = await page('/about?team=advisors&member=meera-iyer');
    expect(html).toMatch(/<h3 id="profile-meera-iyer"[^>]*>Prof\. Meera Iyer<\/h3>/);
    expect(html).toContain('href="/about?team=advisors&amp;member=rahul-desai#ourteam"');
    rendered.length = 0;
    await page('/about?member=meera-iyer');
    await page('/about?member=nobody-here');
    expect(rendered.filter((u) => u.includes('member'))).toEqual([]);
  });

  it('/careersapply?job= names the job in the page and in the form it posts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/public/careers?limit=1' });
    const [job] = res.json().items as { id: number; title: string }[];
    const html = await page(`/careersapply?job=${job!.id}`);
    expect(html).toContain(`Apply — ${job!.title}`);
    expect(html).toContain(`name="job_id" value="${job!.id}"`);
    expect(await page('/careersapply?job=2147483647')).toContain('Apply — (General application)');
  });

  it('/about?team=advisors shows the Scientific Advisors', async () => {
    const html = await page('/about?team=advisors');
    expect(currentLink(html, 'Scientific Advisors')).toBe(true);
    expect(html).toContain('Prof. Meera Iyer');
    expect(html).not.toContain('Arjun Menon');
  });
});
