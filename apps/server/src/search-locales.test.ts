// Search in the visitor's language (issue #26): /de/search?q= renders German hits on the server, the
// English of content without a translation after them marked lang="en", and the API's lang.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './testing/use-test-app';

const { t, rest: admin } = useTestApp({ signedIn: true, rendered: true });

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return new JSDOM(res.body).window.document;
};
/** The search page's hits as rendered: each card's language, title and link. */
const hits = (doc: Document) =>
  [...doc.querySelectorAll('.search-page__results li')].map((li) => ({
    lang: li.getAttribute('lang'),
    title: li.querySelector('.search-card__title')?.textContent,
    href: li.querySelector('a')?.getAttribute('href'),
  }));

describe('search per language', () => {
  it('renders German hits on the server for /de/search, another form of the word included', async () => {
    // The German page says "Instrumente"; the visitor types "Instrument".
    const doc = await page('/de/search?q=Instrument');
    expect(hits(doc)[0]).toEqual({
      lang: 'de',
      title: 'Articulate 8 Instrumente',
      href: '/de/products',
    });
    expect(doc.querySelector('.search-page__bar')?.getAttribute('action')).toBe('/de/search');
  });

  it('lists the English of content without a translation after the German, marked lang="en"', async () => {
    await admin('POST', '/careers', { title: 'Instrument technician', status: 'published' });
    const found = [
      ...hits(await page('/de/search?q=instrument')),
      ...hits(await page('/de/search?q=instrument&page=2')),
    ];
    const firstEnglish = found.findIndex((h) => h.lang === 'en');
    expect(found.slice(0, firstEnglish).every((h) => h.lang === 'de')).toBe(true);
    expect(found.slice(firstEnglish).every((h) => h.lang === 'en')).toBe(true);
    expect(found).toContainEqual({ lang: 'en', title: 'Instrument technician', href: '/de/careers' });
  });

  it('keeps the English search page as it was', async () => {
    const found = hits(await page('/search?q=instruments'));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((h) => h.lang === null && !h.href?.startsWith('/de'))).toBe(true);
  });

  it('answers the REST search in a language, and refuses an unknown one with a 400', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/admin/search?${url}` });
    const french = (await get('q=instrument&lang=fr')).json();
    expect(french.items[0]).toMatchObject({ lang: 'fr', path: '/products' });
    const english = (await get('q=instrument')).json();
    expect(english.items.every((i: { lang: string }) => i.lang === 'en')).toBe(true);
    const bad = await get('q=instrument&lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('error');
  });
});
