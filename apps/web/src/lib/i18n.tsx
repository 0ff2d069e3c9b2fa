// The page's texts in its language. English is what the components import (the content modules); a
// German or French page lays its locale's texts over it (overlay, @manovo/content/locales). Only the
// visitor's locale's texts are loaded (their own chunk, before hydration: main.tsx); the server
// renders with them in place (entry-server.tsx).
import { MESSAGES } from '@manovo/api/domain';
import type { Locale } from '@manovo/content/locales';
import type { overlay as Overlay, Texts } from '@manovo/content/overlay';
import type { Catalogue, LocaleTexts } from '@manovo/content/texts';
import { createContext, useContext, useMemo } from 'react';
import { readField } from './read-field';
import { useLocation } from './router';

/** A locale's texts and the merge that lays them over the English (both from the locale's chunk). */
export type LoadedTexts = { default: LocaleTexts; overlay: typeof Overlay };
const TextsContext = createContext<LoadedTexts | null>(null);
export const TextsProvider = TextsContext.Provider;

type Area = Exclude<keyof Catalogue, 'messages'>;

/** An area of the catalogue in the page's language: the English given, with the locale's texts over it. */
export function useTexts<K extends Area>(area: K, english: Catalogue[K]): Catalogue[K] {
  const loaded = useContext(TextsContext);
  return useMemo(
    () =>
      loaded ? loaded.overlay(english, loaded.default[area] as Texts<Catalogue[K]> | undefined) : english,
    [english, loaded, area],
  );
}

/** The locale's texts as they are (null on an English page): for what reads them outside the areas. */
export const useLocaleTexts = (): LocaleTexts | null => useContext(TextsContext)?.default ?? null;

/** The visitor's statuses and messages in the page's language. */
export function useMessages(): typeof MESSAGES {
  const loaded = useContext(TextsContext);
  return useMemo(
    () =>
      loaded
        ? loaded.overlay(MESSAGES, loaded.default.messages as Texts<typeof MESSAGES> | undefined)
        : MESSAGES,
    [loaded],
  );
}

/**
 * `lang="en"` for a page whose copy the locale has not translated yet (its English shows, marked as
 * English: the fallback rule); undefined on a translated page and on every English one.
 */
export function useFallbackLang(): 'en' | undefined {
  const texts = useContext(TextsContext)?.default;
  const { pathname } = useLocation();
  if (!texts) return undefined;
  const first = `/${pathname.split('/')[1] ?? ''}`.toLowerCase();
  // The 404 page's few words are the frame's own: it marks itself translated (not-found-page.tsx).
  return texts.translatedPages.some((p) => p.toLowerCase() === first) ? undefined : 'en';
}

/** The loaders of each locale's texts: one chunk each, so a visitor downloads only their own. */
export const LOAD_TEXTS: Record<Exclude<Locale, 'en'>, () => Promise<LoadedTexts>> = {
  de: () => import('@manovo/content/locales/de'),
  fr: () => import('@manovo/content/locales/fr'),
};

/**
 * The language an item's text is in, for its element's `lang`: on a German or French page, the page's
 * language when its published translation shows, `en` when its English shows in its place (the
 * fallback); undefined on an English page (the public reads in a language mark each item, server.ts).
 */
export function itemLang(item: object): string | undefined {
  const lang = readField(item, 'lang');
  return typeof lang === 'string' ? lang : undefined;
}

/**
 * The language one field of an item shows in: `en` for a field its published translation leaves blank
 * (the English shows there, `inEnglish` of the public reads), else the item's (itemLang). For an
 * element showing that field alone, so only it is marked English.
 */
export function fieldLang(item: object, field: string): string | undefined {
  const inEnglish = readField(item, 'inEnglish');
  return Array.isArray(inEnglish) && inEnglish.includes(field) ? 'en' : itemLang(item);
}
