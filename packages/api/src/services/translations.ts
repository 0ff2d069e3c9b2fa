import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '@manovo/content/locales';
import { type Database, findTranslations } from '@manovo/db/queries';
import { type ContentKind, fallsBackToEnglish, translatableFields } from '../domain/content-types';

/**
 * An item as a language's visitors read it: `lang` names the language its translatable fields are in;
 * `inEnglish`, the fields of a published translation left blank that show their English instead
 * (absent when there are none), so a page marks those elements `lang="en"` alone.
 */
export type Localized<T> = T & { lang?: string; inEnglish?: string[] };

/**
 * Items as visitors of `lang` see them (docs/product.md, "Languages"). English (or no language) is the
 * items as they are, unchanged. Otherwise an item with a published translation there shows its
 * translated fields (a field the translation leaves blank keeps its English) marked with that
 * language; one without shows its English marked `lang: 'en'` when its kind falls back, and is left
 * out when it does not.
 */
export async function inLanguage<T extends { id: number }>(
  db: Database,
  kind: ContentKind,
  items: T[],
  lang: string | undefined,
): Promise<Localized<T>[]> {
  if (!lang || lang === 'en' || items.length === 0) return items;
  const rows = await findTranslations(
    db,
    kind,
    items.map((i) => i.id),
    { locale: lang, publishedOnly: true },
  );
  const byItem = new Map(rows.map((r) => [r.itemId, r.fields]));
  const fields = translatableFields(kind);
  const fallback = fallsBackToEnglish(kind);
  return items.flatMap((item): Localized<T>[] => {
    const translated = byItem.get(item.id);
    if (!translated) return fallback ? [{ ...item, lang: 'en' }] : [];
    const over = Object.fromEntries(fields.flatMap((f) => (translated[f] ? [[f, translated[f]]] : [])));
    const english: Record<string, unknown> = item;
    const inEnglish = fields.filter(
      (f) => !translated[f] && typeof english[f] === 'string' && english[f].trim(),
    );
    return [{ ...item, ...over, lang, ...(inEnglish.length > 0 && { inEnglish }) }];
  });
}

/**
 * The languages each item's page exists in: every locale when its kind falls back, else English and
 * the languages its translation is published in (the sitemap's entries and an item's alternates).
 */
export async function pageLocalesOf(
  db: Database,
  kind: ContentKind,
  ids: readonly number[],
): Promise<Map<number, Locale[]>> {
  if (fallsBackToEnglish(kind)) return new Map(ids.map((id) => [id, LOCALE_CODES]));
  const published = await findTranslations(db, kind, ids, { publishedOnly: true });
  return new Map(
    ids.map((id) => [
      id,
      LOCALE_CODES.filter(
        (l) => l === DEFAULT_LOCALE || published.some((t) => t.itemId === id && t.locale === l),
      ),
    ]),
  );
}

/** One item in a language: undefined when its kind does not fall back and it is not translated there. */
export async function oneInLanguage<T extends { id: number }>(
  db: Database,
  kind: ContentKind,
  item: T,
  lang: string | undefined,
): Promise<Localized<T> | undefined> {
  const [shown] = await inLanguage(db, kind, [item], lang);
  return shown;
}
