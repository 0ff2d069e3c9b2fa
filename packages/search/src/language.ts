import de from 'flexsearch/lang/de';
import fr from 'flexsearch/lang/fr';

import type { SearchLanguage } from './languages';

// English keeps the spec's plain matching; German and French add FlexSearch's stemmer for that
// language (its language packs' word endings), so "Instrumente" also finds "Instrument".

/** A stemmer strips endings, the longest first, as long as 3 letters or more are left (as FlexSearch does). */
const MIN_STEM = 3;

function endingsOf(stemmer: Map<string, string> | undefined): [string, string][] {
  return [...(stemmer ?? new Map<string, string>())].sort((a, b) => b[0].length - a[0].length);
}

const ENDINGS: Record<SearchLanguage, [string, string][]> = {
  en: [],
  de: endingsOf(de.stemmer),
  // FlexSearch's French endings leave plurals alone ("précisions" and "précision" would differ).
  fr: endingsOf(new Map([...(fr.stemmer ?? []), ['s', ''], ['x', '']])),
};

/** The stem of a folded word in a language; null when the language has no stemmer or nothing to strip. */
export function stemOf(lang: SearchLanguage, word: string): string | null {
  const endings = ENDINGS[lang];
  if (!endings.length) return null;
  let stem = word;
  for (let changed = true; changed; ) {
    changed = false;
    for (const [ending, replacement] of endings) {
      if (stem.length - ending.length >= MIN_STEM && stem.endsWith(ending)) {
        stem = stem.slice(0, stem.length - ending.length) + replacement;
        changed = true;
        break;
      }
    }
  }
  return stem;
}
