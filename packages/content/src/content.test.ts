import { describe, expect, it } from 'vitest';
import { FAQS, INSTRUMENTS } from './products';
import { findRouteMeta, ROUTE_META } from './route-meta';
import { buildAllSearchDocuments, buildSearchDocuments } from './search-documents';
import { FOOTER_LINKS, MENU } from './site';

// An internal link is good when its path (before any #anchor) is a route with meta.
const isKnownRoute = (href: string) => Boolean(findRouteMeta(href.split('#')[0] || '/'));

describe('products (docs/product.md: the instrument lineup)', () => {
  it('lists 15 instruments and 6 FAQ questions', () => {
    expect(INSTRUMENTS).toHaveLength(15);
    expect(FAQS).toHaveLength(6);
  });

  it('gives every instrument 18 mm jaws and an 8 mm shaft, and the four short-mid ones 25, 36, 45 cm', () => {
    const shortMid = ['potts-scissors', 'round-tip-scissors', 'monopolar-spatula', 'vessel-sealer-extend'];
    for (const i of INSTRUMENTS) {
      expect(i.specs).toMatchObject({ jawLength: '18mm', shaftDiameter: '8mm', uses: 'Multiple' });
      expect(i.specs.shaftLength).toBe(shortMid.includes(i.id) ? '25, 36, 45 cm' : '25, 38, 45 cm');
    }
  });
});

describe('route meta', () => {
  it('answers a route with or without a trailing slash, and nothing for an unknown path', () => {
    expect(findRouteMeta('/careers/')?.path).toBe('/careers');
    expect(findRouteMeta('/no-such-page')).toBeUndefined();
  });

  it('has one entry per path', () => {
    const paths = ROUTE_META.map((m) => m.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('is what the navigation and the footer link to', () => {
    const links = [
      ...MENU.flatMap((m) => [m.path, ...(m.subItems ?? []).map((s) => s.path)]),
      ...FOOTER_LINKS.flatMap((g) => g.links.map((l) => l.path)),
    ];
    expect(links.filter((l) => !isKnownRoute(l))).toEqual([]);
  });
});

describe('search documents', () => {
  const docs = buildSearchDocuments();

  it('have unique ids, a title and text', () => {
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    expect(docs.filter((d) => !d.title.trim() || !d.text.trim())).toEqual([]);
  });

  it('point at routes the site has', () => {
    expect(docs.map((d) => d.path).filter((p) => !isKnownRoute(p))).toEqual([]);
  });
});

describe('search documents per locale', () => {
  it('give a locale its translated copy first, under the English ids, then the English', () => {
    const english = buildSearchDocuments();
    const german = buildSearchDocuments('de');
    const translated = german.filter((d) => d.lang === 'de');
    expect(translated.find((d) => d.id === 'page:/products')).toMatchObject({
      title: 'Articulate 8 Instrumente',
      path: '/products',
    });
    expect(translated.every((d) => english.some((e) => e.id === d.id))).toBe(true);
    expect(german.slice(translated.length)).toEqual(english);
    expect(english.every((d) => d.lang === 'en')).toBe(true);
  });

  it('index every locale once on the server', () => {
    const all = buildAllSearchDocuments();
    expect(new Set(all.map((d) => `${d.lang}:${d.id}`)).size).toBe(all.length);
    expect(new Set(all.map((d) => d.lang))).toEqual(new Set(['en', 'de', 'fr']));
  });
});
