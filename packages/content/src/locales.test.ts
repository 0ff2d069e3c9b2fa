import { describe, expect, it } from 'vitest';
import { ENGLISH, LOCALE_TEXTS } from './locale-texts';
import { alternatesOf, LOCALE_CODES, localeFromCookie, localizePath, splitLocale } from './locales';
import { overlay } from './overlay';

describe('locales', () => {
  it('reads a path’s locale from its prefix, English without one', () => {
    expect(splitLocale('/de/products')).toEqual({ locale: 'de', path: '/products' });
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocale('/fr/')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocale('/products')).toEqual({ locale: 'en', path: '/products' });
    // Not a prefix: an English path no route has (the 404 page).
    expect(splitLocale('/es/products')).toEqual({ locale: 'en', path: '/es/products' });
    expect(splitLocale('/design')).toEqual({ locale: 'en', path: '/design' });
  });

  it('puts a path in a locale, and back', () => {
    expect(localizePath('/', 'de')).toBe('/de/');
    expect(localizePath('/news?tab=news', 'fr')).toBe('/fr/news?tab=news');
    expect(localizePath('/products', 'en')).toBe('/products');
    for (const locale of LOCALE_CODES)
      for (const path of ['/', '/about', '/news/3-a-title'])
        expect(splitLocale(localizePath(path, locale))).toEqual({ locale, path });
    expect(alternatesOf('/ifu').map((a) => a.path)).toEqual(['/ifu', '/de/ifu', '/fr/ifu']);
  });

  it('reads the remembered choice from the cookie, ignoring what is not a locale', () => {
    expect(localeFromCookie('a=1; manovo_locale=de')).toBe('de');
    expect(localeFromCookie('manovo_locale=es')).toBeUndefined();
    expect(localeFromCookie(undefined)).toBeUndefined();
  });

  it('lays a locale’s texts over the English, item by item, keeping what it leaves out', () => {
    const english = {
      a: 'One',
      list: [
        { t: 'x', id: 1 },
        { t: 'y', id: 2 },
      ],
      f: (n: number) => `${n} items`,
    };
    const merged = overlay(english, { list: [undefined, { t: 'Y' }], f: (n) => `${n} Stück` });
    expect(merged.a).toBe('One');
    expect(merged.list).toEqual([
      { t: 'x', id: 1 },
      { t: 'Y', id: 2 },
    ]);
    expect(merged.f(3)).toBe('3 Stück');
  });

  it('every locale translates every route’s title and description', () => {
    for (const texts of Object.values(LOCALE_TEXTS)) {
      for (const [path, meta] of Object.entries(ENGLISH.routes)) {
        const own = texts.routes?.[path as keyof typeof ENGLISH.routes];
        expect(own?.title, path).toBeTruthy();
        expect(own?.description, path).not.toBe(meta.description);
      }
    }
  });
});
