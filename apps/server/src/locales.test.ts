// The site in every locale (issue #26): each public route under /de/ and /fr/, its head tags, the
// sitemap's and feeds' locales, and no English interface text left on a German or French page.
import { MESSAGES, slugOf } from '@manovo/api/domain';
import { ENGLISH, LOCALE_TEXTS, stringsOf } from '@manovo/content/locale-texts';
import { LOCALE_CODES, type Locale, localizePath } from '@manovo/content/locales';
import { ROUTE_META } from '@manovo/content/route-meta';
import { COMPANY } from '@manovo/content/site';
import { findBroadcasts, findVideos } from '@manovo/db/queries';
import { seedDemoContent } from '@manovo/db/seed';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { TINY_PDF } from './testing/test-app';
import { useTestApp } from './testing/use-test-app';

// The demo content, and one device's instructions for use (an earlier revision, a German one) so its
// page (/ifu/{ref}) is looked at in every language too.
const { t, sendForm } = useTestApp({
  signedIn: true,
  rendered: true,
  setUp: async (t) => {
    await seedDemoContent(t.db.db);
    const up = (fields: Record<string, string>) =>
      sendForm(
        'POST',
        '/api/admin/ifu',
        { ref: IFU_REF, title: 'Precise Dissector', status: 'published', ...fields },
        { file: { filename: 'a.pdf', contentType: 'application/pdf', data: TINY_PDF } },
      );
    await up({ lang: 'en', revision: 'A', effective_date: '2025-02-01', udi_di: '08901234000036' });
    await up({ lang: 'en', revision: 'B', effective_date: '2025-08-01' });
    await up({ lang: 'de', revision: 'A', effective_date: '2025-02-01' });
    await up({ lang: 'fr', revision: 'A', effective_date: '2025-02-01' });
  },
});
const IFU_REF = 'MA8-003';

const HOST = { host: 'www.manovo.test' };
const ORIGIN = 'http://www.manovo.test';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...HOST, ...headers } });

const ROUTES = ROUTE_META.filter((m) => m.path !== '/search').map((m) => m.path);
const OTHERS = LOCALE_CODES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');

/** The page's hreflang alternates, as {hreflang: href}. */
const alternates = (doc: Document) =>
  Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]),
  );

/**
 * The visible text and the accessible names of a page outside anything marked lang="en" (content
 * without a translation): each text node and each aria-label, alt and title, trimmed.
 */
function textsOutsideEnglish(doc: Document): string[] {
  const out: string[] = [];
  const body = doc.body;
  const walker = doc.createTreeWalker(body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('[lang="en"], script, style')) continue;
    const text = node.textContent?.trim();
    if (text) out.push(text);
  }
  for (const el of body.querySelectorAll('[aria-label], [alt], [title]')) {
    if (el.closest('[lang="en"]')) continue;
    for (const name of ['aria-label', 'alt', 'title']) {
      const value = el.getAttribute(name)?.trim();
      if (value) out.push(value);
    }
  }
  return out;
}

describe('every public route in German and French', () => {
  it.each(OTHERS)(
    '/%s/…: 200, <html lang>, its own canonical, hreflang for every locale and x-default',
    async (locale) => {
      for (const path of ROUTES) {
        const address = localizePath(path, locale);
        const res = await get(address);
        expect(res.statusCode, address).toBe(200);
        const doc = new JSDOM(res.body).window.document;
        expect(doc.documentElement.lang, address).toBe(locale);
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}${address}`);
        expect(alternates(doc), address).toEqual({
          en: `${ORIGIN}${path}`,
          de: `${ORIGIN}${localizePath(path, 'de')}`,
          fr: `${ORIGIN}${localizePath(path, 'fr')}`,
          'x-default': `${ORIGIN}${path}`,
        });
        expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toMatch(
          new RegExp(`^${locale}_`),
        );
        const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
          JSON.parse(s.textContent ?? '{}'),
        );
        expect(ld.find((b) => b['@type'] === 'WebPage')?.inLanguage).toBe(locale);
      }
    },
  );

  it('hreflang pairs are reciprocal: every version of a page lists the same set', async () => {
    for (const path of ['/', '/products', '/careers', '/ifu']) {
      const sets = await Promise.all(
        LOCALE_CODES.map(async (l) =>
          alternates(new JSDOM((await get(localizePath(path, l))).body).window.document),
        ),
      );
      for (const set of sets) expect(set).toEqual(sets[0]);
      // Each version is in the set, under its own language.
      for (const l of LOCALE_CODES) expect(sets[0]![l]).toBe(`${ORIGIN}${localizePath(path, l)}`);
    }
  });

  it.each(OTHERS)('/%s/ pages leave no English interface text outside lang="en"', async (locale) => {
    // What a locale writes as the English does (Articulate 8, Videos), and the names the brand sheet
    // keeps in every language, are not left-over English.
    const own = new Set([
      ...stringsOf(LOCALE_TEXTS[locale]),
      COMPANY.name,
      COMPANY.series,
      COMPANY.seriesShort,
    ]);
    const english = new Set(
      [...stringsOf(ENGLISH), ...stringsOf(MESSAGES)].map((s) => s.trim()).filter((s) => s && !own.has(s)),
    );
    const { news } = await firstNews();
    const [video] = await findVideos(t.db.db, { publicOnly: true, limit: 1 });
    const pages = [
      ...ROUTES,
      // The item pages' frame, and the search page with results (its chips, counts and cards' types).
      `/news/${news.id}-${slugOf(news.title)}`,
      `/videos/${video!.id}-${slugOf(video!.title)}`,
      '/search?q=grasper',
      '/no-such-page',
      // A device's IFU page, and as it answers a paper-copy request made without JavaScript.
      `/ifu/${IFU_REF}`,
      `/ifu/${IFU_REF}?sent=1`,
    ];
    for (const address of pages) {
      const res = await get(localizePath(address, locale));
      const doc = new JSDOM(res.body).window.document;
      const left = textsOutsideEnglish(doc).filter((text) => english.has(text));
      expect(left, `${localizePath(address, locale)}`).toEqual([]);
    }
  });

  it.each(OTHERS)('/%s/: the pages the locale translates are not marked English', async (locale) => {
    for (const path of [...LOCALE_TEXTS[locale].translatedPages, `/ifu/${IFU_REF}`]) {
      const doc = new JSDOM((await get(localizePath(path, locale))).body).window.document;
      expect(doc.querySelector('main')?.getAttribute('lang'), localizePath(path, locale)).toBeNull();
    }
  });
});

const firstNews = async () => {
  const [news] = await findBroadcasts(t.db.db, { kind: 'news', publicOnly: true, limit: 1 });
  return { news: news! };
};

describe('locale addresses', () => {
  it('an unknown prefix, the admin under a prefix and an unknown German page are 404s', async () => {
    for (const url of ['/es/products', '/en/products', '/de/admin', '/de/nope']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const doc = new JSDOM((await get('/de/nope')).body).window.document;
    expect(doc.documentElement.lang).toBe('de');
    expect(doc.querySelector('h1')?.textContent).toBe(LOCALE_TEXTS.de.messages?.pageNotFound);
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('a stale slug under /de/ is redirected to the German address of the current one', async () => {
    const { news } = await firstNews();
    const res = await get(`/de/news/${news.id}-old-title`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/de/news/${news.id}-${slugOf(news.title)}`);
  });

  it('links on a German page stay German; the switcher links the same page in each language', async () => {
    const doc = new JSDOM((await get('/de/products')).body).window.document;
    const nav = [...doc.querySelectorAll('nav[aria-label="Hauptnavigation"] a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(nav).toContain('/de/about');
    expect(nav.every((href) => href?.startsWith('/de/'))).toBe(true);
    const switcher = [...doc.querySelectorAll('.site-footer__lang a')].map((a) => a.getAttribute('href'));
    expect(switcher).toEqual(['/products', '/de/products', '/fr/products']);
  });

  it('the home address takes a visitor who chose a language to it, and only by the cookie', async () => {
    const chosen = await get('/', { cookie: 'manovo_locale=fr' });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/fr/');
    expect(chosen.headers['cache-control']).toBe('private, no-store');
    expect((await get('/', { 'accept-language': 'de-DE,de;q=0.9' })).statusCode).toBe(200);
    expect((await get('/', { cookie: 'manovo_locale=en' })).statusCode).toBe(200);
    expect((await get('/products', { cookie: 'manovo_locale=fr' })).statusCode).toBe(200);
  });

  it('the sitemap lists every page in every locale with its alternates, and each address answers 200', async () => {
    const xml = (await get('/sitemap.xml')).body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const l of ['/', '/de/', '/fr/', '/de/products', '/fr/ifu']) expect(locs).toContain(`${ORIGIN}${l}`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/de/products"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/products"/>`);
    for (const loc of locs) expect((await get(loc.slice(ORIGIN.length))).statusCode, loc).toBe(200);
  });

  it('each locale has its news feed, with its links and language', async () => {
    for (const locale of OTHERS) {
      const res = await get(`/${locale}/news/feed.xml`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<language>${locale}</language>`);
      expect(res.body).toContain(`<link>${ORIGIN}/${locale}/news</link>`);
    }
    expect((await get('/news/feed.xml')).body).toContain('<language>en</language>');
  });
});
