import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '@manovo/content/locales';
import { z } from 'zod';
import { TRANSLATABLE_KINDS } from '../domain/content-types';
import { ZId, zText } from './common';

type Translated = Exclude<Locale, 'en'>;
/** The languages an item is translated into: every locale but the English it is written in. */
export const TRANSLATION_LOCALES = LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE) as unknown as readonly [
  Translated,
  ...Translated[],
];

const unknownLanguage = { error: `Unknown language: use one of ${LOCALE_CODES.join(', ')}.` };

/** A public read's language (absent: English, the items as written). */
export const ZLang = z.enum(LOCALE_CODES as unknown as readonly [Locale, ...Locale[]], unknownLanguage);
export const ZTranslationLocale = z.enum(TRANSLATION_LOCALES, unknownLanguage);
export const ZTranslatableKind = z.enum(TRANSLATABLE_KINDS);

export const ZTranslationItem = z.object({ kind: ZTranslatableKind, id: ZId });
export const ZTranslationSave = ZTranslationItem.extend({
  locale: ZTranslationLocale,
  /** The translatable fields' text (the registry's fields; others are ignored). */
  fields: z.record(z.string().max(60), zText('Translation', 100_000, { keepSpace: true })),
  published: z.boolean(),
});
export const ZTranslationPublish = ZTranslationItem.extend({
  locale: ZTranslationLocale,
  published: z.boolean(),
});
export const ZTranslationWork = z.object({
  locale: ZTranslationLocale.optional(),
  kind: ZTranslatableKind.optional(),
});
