// The site's languages, declared once (issue #26). English is the default: its addresses have no
// prefix and its strings are the spec's. Every other locale lives under its own prefix (/de/products)
// with the same paths after it (translated slugs are not used: one route table, one set of addresses).
// A fourth language is an entry here plus its texts (locales/<code>.ts, typed against the English).

export const LOCALES = {
  en: { name: 'English', htmlLang: 'en', ogLocale: 'en_GB', prefix: '' },
  de: { name: 'Deutsch', htmlLang: 'de', ogLocale: 'de_DE', prefix: '/de' },
  fr: { name: 'Français', htmlLang: 'fr', ogLocale: 'fr_FR', prefix: '/fr' },
} as const;

export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = 'en';
/** Every locale, the default first (the order of the switcher, the alternates and the sitemap). */
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];
/** The cookie that remembers the visitor's choice of language (set by the language switcher). */
export const LOCALE_COOKIE = 'manovo_locale';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && Object.hasOwn(LOCALES, value);

/**
 * A path's locale and the path without its prefix: '/de/products' is German '/products', '/de' and
 * '/de/' German '/'. A path with no known prefix is English (an unknown prefix, /es/products, is then
 * an English path no route has: the 404 page). The prefix is matched as written (lower case).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const code of LOCALE_CODES) {
    const { prefix } = LOCALES[code];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale: code, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale: code, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A site path ('/products', '/news/3-x#y', '/') in a locale: '/de/products', '/de/' for the home page. */
export function localizePath(path: string, locale: Locale): string {
  const { prefix } = LOCALES[locale];
  if (!prefix) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `${prefix}/${path.slice(1)}`;
  return `${prefix}${path}`;
}

/**
 * Every locale's address of one page: for hreflang alternates, the sitemap and the switcher. `locales`
 * narrows them to the languages the page exists in (an item of a kind without fallback exists only in
 * the languages its translation is published in).
 */
export const alternatesOf = (
  path: string,
  locales: readonly Locale[] = LOCALE_CODES,
): { locale: Locale; path: string }[] =>
  LOCALE_CODES.filter((l) => locales.includes(l)).map((locale) => ({
    locale,
    path: localizePath(path, locale),
  }));

/** The locale a cookie header names, if it names one. */
export function localeFromCookie(header: string | undefined): Locale | undefined {
  const value = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : undefined;
}
