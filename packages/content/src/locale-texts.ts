// Every locale's texts at once, and the English they translate: for the server (head tags, the 404
// page, form messages of a post without JavaScript) and the tests. The browser never imports this: it
// loads only its visitor's locale, as its own chunk (apps/web/src/lib/locale-texts.ts).
import { ABOUT_TEXTS } from './about';
import { CAREERS_TEXTS } from './careers';
import { CAROUSEL_TEXTS } from './carousel';
import { INCUBATION_TEXTS, INVESTOR_TEXTS } from './company-pages';
import { CONTACT_TEXTS } from './contact';
import { COOKIE_TEXTS } from './cookies';
import { FACTS_TEXTS } from './facts';
import { IFU_TEXTS } from './ifu';
import { LEGAL_TEXTS } from './legal';
import type { Locale } from './locales';
import de from './locales/de';
import fr from './locales/fr';
import { NEWS_TEXTS } from './news';
import { PRODUCTS_TEXTS } from './products';
import { PUBLIC_PATHS, routeMetaOf } from './routes';
import { SEARCH_TEXTS } from './search-texts';
import type { Catalogue, LocaleTexts } from './texts';
import { TIMELINE_TEXTS } from './timeline';
import { CHROME, HOME_TEXTS, SITE_TEXTS } from './ui';
import { VIDEOS_TEXTS } from './videos';

/** Each locale but English, with its texts: a locale declared in locales.ts without texts does not compile. */
export const LOCALE_TEXTS: Record<Exclude<Locale, 'en'>, LocaleTexts> = { de, fr };

/** A locale's texts (none for English, whose texts are the modules themselves). */
export const textsOf = (locale: Locale): LocaleTexts | null =>
  locale === 'en' ? null : LOCALE_TEXTS[locale];

/** The English catalogue, whole (messages aside: they belong to @manovo/api/domain). */
export const ENGLISH: Omit<Catalogue, 'messages'> = {
  chrome: CHROME,
  site: SITE_TEXTS,
  home: HOME_TEXTS,
  cookies: COOKIE_TEXTS,
  facts: FACTS_TEXTS,
  products: PRODUCTS_TEXTS,
  about: ABOUT_TEXTS,
  contact: CONTACT_TEXTS,
  careers: CAREERS_TEXTS,
  routes: Object.fromEntries(
    PUBLIC_PATHS.map((path) => {
      const { title, description } = routeMetaOf(path);
      return [path, { title, description }];
    }),
  ) as Catalogue['routes'],
  incubation: INCUBATION_TEXTS,
  investor: INVESTOR_TEXTS,
  legal: LEGAL_TEXTS,
  ifu: IFU_TEXTS,
  news: NEWS_TEXTS,
  videos: VIDEOS_TEXTS,
  carousel: CAROUSEL_TEXTS,
  search: SEARCH_TEXTS,
  timeline: TIMELINE_TEXTS,
};

/** Every string a value holds (message functions called with a sample), for the tests' comparisons. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String(value('{x}'))];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}
