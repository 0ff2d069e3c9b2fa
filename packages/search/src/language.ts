import de from 'flexsearch/lang/de';
import fr from 'flexsearch/lang/fr';

/**
 * The languages the index knows. English keeps the spec's plain matching; German and French add
 * FlexSearch's stemmer for that language (its language packs' word endings), so a query for
 * "Instrumente" also finds "Instrument" and "instrumentes" finds "instrument".
 */
export const SEARCH_LANGUAGES = ['en', 'de', 'fr'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SearchLanguage = 'en';

export const isSearchLanguage = (value: unknown): value is SearchLanguage =>
  typeof value === 'string' && (SEARCH_LANGUAGES as readonly string[]).includes(value);

/** A stemmer strips at most one ending, the longest that leaves 3 letters or more. */
const MIN_STEM = 3;

function endingsOf(stemmer: Map<string, string> | undefined): [string, string][] {
  return [...(stemmer ?? new Map<string, string>())].sort((a, b) => b[0].length - a[0].length);
}

const ENDINGS: Record<SearchLanguage, [string, string][]> = {
  en: [],
  de: endingsOf(de.stemmer),
  fr: endingsOf(fr.stemmer),
};

/** The stem of a folded word in a language; null when the language has no stemmer or nothing to strip. */
export function stemOf(lang: SearchLanguage, word: string): string | null {
  for (const [ending, replacement] of ENDINGS[lang]) {
    if (word.length - ending.length >= MIN_STEM && word.endsWith(ending))
      return word.slice(0, word.length - ending.length) + replacement;
  }
  return ENDINGS[lang].length ? word : null;
}
