import { slugOf } from '@manovo/api/domain';
import { createBroadcast, type createCareer, createVideo, findBroadcasts } from '@manovo/db/queries';
import { seedDemoContent } from '@manovo/db/seed';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { baseSalary } from './seo/structured-data';
import { storeJob } from './testing/content';
import { useTestApp } from './testing/use-test-app';

const { t } = useTestApp({ rendered: true, setUp: (t) => seedDemoContent(t.db.db) });

const HOST = { host: 'www.manovo.test' };
const ORIGIN = 'http://www.manovo.test';
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: HOST });

type Block = Record<string, unknown> & { '@type': string };
const jsonLd = (html: string): Block[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Block,
  );
const ofType = (blocks: Block[], type: string) => blocks.find((b) => b['@type'] === type);

/** The properties schema.org's consumers (Google's rich results) require of each type. */
function expectRequired(block: Block | undefined, keys: string[]) {
  expect(block, 'block present').toBeDefined();
  expect(block!['@context']).toBe('https://schema.org');
  for (const key of keys) expect(block![key], key).toBeTruthy();
}

const firstNewsPath = async () => {
  const [news] = await findBroadcasts(t.db.db, { kind: 'news', publicOnly: true, limit: 1 });
  return { news: news!, path: `/news/${news!.id}-${slugOf(news!.title)}` };
};

describe('JSON-LD', () => {
  it('describes the company and the site search on every page, and where the page sits', async () => {
    for (const url of ['/', '/about', '/careers', '/search?q=x']) {
      const blocks = jsonLd((await get(url)).body);
      const org = ofType(blocks, 'Organization');
      expectRequired(org, ['name', 'url', 'logo', 'foundingDate', 'sameAs']);
      expect(org!.foundingDate).toBe('2020');
      expect(org!.sameAs).toHaveLength(4);
      // Its office and how to reach it (issue #24).
      expect(org!.address).toEqual({
        '@type': 'PostalAddress',
        streetAddress: 'Unit 4, Medical Technology Park, Electronic City Phase 1',
        addressLocality: 'Bengaluru',
        postalCode: '560100',
        addressCountry: 'IN',
      });
      const points = org!.contactPoint as { '@type': string; contactType: string; email: string }[];
      expect(points.map((p) => [p['@type'], p.contactType])).toEqual([
        ['ContactPoint', 'sales'],
        ['ContactPoint', 'recruiting'],
      ]);
      expect(points[0]!.email).toBe('hello@manovosurgical.com');
      const site = ofType(blocks, 'WebSite');
      expectRequired(site, ['name', 'url', 'potentialAction']);
      const action = site!.potentialAction as {
        '@type': string;
        target: { urlTemplate: string };
        'query-input': string;
      };
      expect(action['@type']).toBe('SearchAction');
      expect(action.target.urlTemplate).toBe(`${ORIGIN}/search?q={search_term_string}`);
      expect(action['query-input']).toBe('required name=search_term_string');
      const crumbs = ofType(blocks, 'BreadcrumbList');
      expectRequired(crumbs, ['itemListElement']);
      const list = crumbs!.itemListElement as { position: number; name: string; item: string }[];
      expect(list[0]).toMatchObject({ position: 1, name: 'Home', item: `${ORIGIN}/` });
    }
    const about = ofType(jsonLd((await get('/about')).body), 'BreadcrumbList')!;
    expect(about.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'About us', item: `${ORIGIN}/about` },
    ]);
  });

  it('has no structured data on a 404', async () => {
    expect(jsonLd((await get('/no-such-page')).body)).toEqual([]);
  });

  it('names no canonical address on a 404: there is no page to point search engines at', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain('rel="canonical"');
    expect((await get('/about')).body).toContain(`<link rel="canonical" href="${ORIGIN}/about" />`);
  });

  it('answers the product questions as a FAQPage on /products', async () => {
    const faq = ofType(jsonLd((await get('/products')).body), 'FAQPage');
    expectRequired(faq, ['mainEntity']);
    const questions = faq!.mainEntity as { '@type': string; name: string; acceptedAnswer: Block }[];
    expect(questions).toHaveLength(6);
    for (const q of questions) {
      expect(q['@type']).toBe('Question');
      expect(q.name).toMatch(/\?$/);
      expect(q.acceptedAnswer['@type']).toBe('Answer');
      expect(q.acceptedAnswer.text).toBeTruthy();
    }
  });

  it('marks a news item as a NewsArticle with its breadcrumb', async () => {
    const { news, path } = await firstNewsPath();
    const blocks = jsonLd((await get(path)).body);
    const article = ofType(blocks, 'NewsArticle');
    expectRequired(article, ['headline', 'datePublished', 'dateModified', 'image', 'author', 'publisher']);
    expect(article!.headline).toBe(news.title);
    expect((article!.image as string[])[0]).toMatch(/^http:\/\/www\.manovo\.test\//);
    const crumbs = ofType(blocks, 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Broadcast', news.title]);
    expect(crumbs[2]!.item).toBe(`${ORIGIN}${path}`);
  });

  /** A published job of these fields, and the JobPosting its page carries. */
  const publishedJob = async (fields: Omit<Parameters<typeof createCareer>[1], 'status'>) => {
    const { job, path } = await storeJob(t.db.db, fields);
    const posting = ofType(jsonLd((await get(path)).body), 'JobPosting');
    return { job, posting };
  };

  it('marks a job as a JobPosting, remote as TELECOMMUTE, with the salary when given', async () => {
    const { job: onSite, posting } = await publishedJob({
      title: 'Sterile processing trainer',
      category: 'fulltime',
      location: 'Pune (on site)',
      salary: '₹6–9 lakh per year',
      description: '<p>Teach hospital teams to reprocess the instruments.</p>',
    });
    expectRequired(posting, ['title', 'description', 'datePosted', 'hiringOrganization', 'employmentType']);
    expect(posting!.employmentType).toBe('FULL_TIME');
    // Valid for a while after its last update, known by its id, applied for on this site.
    expect(Date.parse(String(posting!.validThrough))).toBeGreaterThan(
      Date.parse(String(posting!.datePosted)),
    );
    expect(posting!.identifier).toEqual({
      '@type': 'PropertyValue',
      name: 'Manovo Surgical',
      value: String(onSite.id),
    });
    expect(posting!.directApply).toBe(true);
    expect(posting!.jobLocationType).toBeUndefined();
    expect(posting!.jobLocation).toMatchObject({
      address: { addressLocality: 'Pune', addressCountry: 'IN' },
    });
    expect(posting!.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 600_000, maxValue: 900_000, unitText: 'YEAR' },
    });

    const { posting: remotePosting } = await publishedJob({
      title: 'Firmware intern',
      category: 'internship',
      location: 'Remote',
      description: 'Motor control.',
    });
    expect(remotePosting).toMatchObject({ employmentType: 'INTERN', jobLocationType: 'TELECOMMUTE' });
    expect(remotePosting!.applicantLocationRequirements).toBeTruthy();
    expect(remotePosting!.jobLocation).toBeUndefined();
    expect(remotePosting!.baseSalary).toBeUndefined();

    // Hybrid: an office and work from home, so both a place and TELECOMMUTE; an external form is no direct apply.
    const { posting: hybridPosting } = await publishedJob({
      title: 'Clinical specialist',
      category: 'fulltime',
      location: 'Bengaluru (hybrid)',
      applyUrl: 'https://jobs.example.org/manovo/42',
      description: 'Support surgeons in theatre.',
    });
    expect(hybridPosting).toMatchObject({ jobLocationType: 'TELECOMMUTE', directApply: false });
    expect(hybridPosting!.jobLocation).toMatchObject({ address: { addressLocality: 'Bengaluru' } });
  });

  it('reads salaries it can and leaves out those it cannot', () => {
    expect(baseSalary('$4,000 per month')).toMatchObject({
      currency: 'USD',
      value: { minValue: 4000, maxValue: 4000, unitText: 'MONTH' },
    });
    expect(baseSalary('Competitive')).toBeUndefined();
  });

  it('marks a served clip as a VideoObject with its file and its duration in ISO 8601', async () => {
    const res = await get('/api/trpc/videos.listPublic?input=%7B%22topCategory%22%3A%22training%22%7D');
    const [video] = res.json().result.data as { id: number; title: string }[];
    const object = ofType(
      jsonLd((await get(`/videos/${video!.id}-${slugOf(video!.title)}`)).body),
      'VideoObject',
    );
    expectRequired(object, ['name', 'description', 'thumbnailUrl', 'uploadDate']);
    // The demo clips are the rendered four-second loops the site serves (no YouTube placeholder).
    expect(object!.contentUrl).toMatch(new RegExp(`^${ORIGIN}/media/clips/[a-z0-9-]+\\.mp4$`));
    expect(object!.duration).toBe('PT4S');
    expect(object!.embedUrl).toBeUndefined();
  });

  it('gives a YouTube video its embed, and no duration until staff enter one', async () => {
    const base = {
      topCategory: 'surgery',
      status: 'published',
      youtubeUrl: 'https://youtu.be/abcdefghijk',
    } as const;
    const unknown = await createVideo(t.db.db, { ...base, title: 'Knot tying, full case' });
    const timed = await createVideo(t.db.db, { ...base, title: 'Knot tying, timed', durationSeconds: 4532 });
    const objectOf = async (v: { id: number; title: string }) =>
      ofType(jsonLd((await get(`/videos/${v.id}-${slugOf(v.title)}`)).body), 'VideoObject');

    const first = await objectOf(unknown);
    expect(first!.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?/);
    expect(first!.contentUrl).toBe('https://youtu.be/abcdefghijk');
    expect(first).not.toHaveProperty('duration');
    expect((await objectOf(timed))!.duration).toBe('PT1H15M32S');
  });
});

describe('news feed and sitemap', () => {
  it('serves published news as RSS 2.0 at /news/feed.xml, advertised in every page head', async () => {
    await createBroadcast(t.db.db, { kind: 'news', title: 'A draft nobody may see', status: 'draft' });
    await createBroadcast(t.db.db, {
      kind: 'news',
      title: 'Scheduled for next year',
      status: 'published',
      publishAt: new Date(Date.now() + 365 * 86_400_000),
    });
    const res = await get('/news/feed.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const rss = new XMLParser({ ignoreAttributes: false }).parse(res.body).rss;
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.title).toBe('Manovo Surgical news');
    expect(rss.channel.link).toBe(`${ORIGIN}/news`);
    const items = [rss.channel.item].flat() as { title: string; link: string; pubDate: string }[];
    const published = await findBroadcasts(t.db.db, { kind: 'news', publicOnly: true, limit: 100 });
    expect(items.map((i) => i.title).sort()).toEqual(published.map((b) => b.title).sort());
    expect(items.map((i) => i.title)).not.toContain('A draft nobody may see');
    expect(items.map((i) => i.title)).not.toContain('Scheduled for next year');
    for (const item of items) {
      expect(item.link).toMatch(/^http:\/\/www\.manovo\.test\/news\/\d+-[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
    expect((await get('/about')).body).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Manovo Surgical news" href="${ORIGIN}/news/feed.xml" />`,
    );
  });

  it('lists every public route and item address in the sitemap with lastmod, and robots.txt points at it', async () => {
    const res = await get('/sitemap.xml');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const urls = [new XMLParser().parse(res.body).urlset.url].flat() as { loc: string; lastmod?: string }[];
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain(`${ORIGIN}/products`);
    const { path } = await firstNewsPath();
    expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs.some((l) => /\/careers\/\d+-/.test(l))).toBe(true);
    expect(locs.some((l) => /\/videos\/\d+-/.test(l))).toBe(true);
    expect(locs.some((l) => l.includes('draft-nobody'))).toBe(false);
    for (const u of urls.filter((u) => /\/(news|careers|videos)\/\d/.test(u.loc)))
      expect(Number.isNaN(Date.parse(u.lastmod ?? ''))).toBe(false);
    // A section's list changed when its latest item did: its lastmod is the newest of its items'.
    const itemDates = urls.filter((u) => /\/news\/\d/.test(u.loc)).map((u) => Date.parse(u.lastmod!));
    const newsList = urls.find((u) => u.loc === `${ORIGIN}/news`);
    expect(Date.parse(newsList?.lastmod ?? '')).toBe(Math.max(...itemDates));
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
