import { LOCALES } from '@manovo/content/locales';
import type { Database } from '@manovo/db/queries';
import {
  findTranslatableItems,
  findTranslations,
  saveTranslation,
  setTranslationPublished,
  type TranslatableItem,
  type TranslationRow,
  translationStatusOf,
} from '@manovo/db/queries';
import {
  CONTENT_TYPES,
  type ContentKind,
  SEARCH_ENTITIES,
  TRANSLATABLE_KINDS,
  translatableFields,
} from '../domain/content-types';
import type { ItemTranslation, ItemTranslations, TranslationWork } from '../domain/types';
import {
  TRANSLATION_LOCALES,
  ZTranslationItem,
  ZTranslationPublish,
  ZTranslationSave,
  ZTranslationWork,
} from '../schemas/translations';
import { sanitizeRichHtml } from '../services/sanitize';
import type { SearchService } from '../services/site-search';
import { adminProcedure, badRequest, isoOrNull, notFound } from '../trpc';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toItemTranslation(
  kind: ContentKind,
  item: TranslatableItem,
  locale: string,
  row: TranslationRow | undefined,
): ItemTranslation {
  return {
    locale,
    status: translationStatusOf(kind, item.source, row),
    published: row?.published ?? false,
    fields: row?.fields ?? {},
    publishedAt: isoOrNull(row?.publishedAt ?? null),
    updatedAt: isoOrNull(row?.updatedAt ?? null),
    updatedByEmail: row?.updatedByEmail ?? '',
  };
}

async function itemOf(db: Database, kind: ContentKind, id: number): Promise<TranslatableItem> {
  const [item] = await findTranslatableItems(db, kind, { id });
  if (!item) throw notFound(CONTENT_TYPES[kind].label);
  return item;
}

/**
 * A translation may be published only when every field that has English text has its translation:
 * a visitor never reads a page half in one language.
 */
function assertComplete(kind: ContentKind, item: TranslatableItem, fields: Record<string, string>) {
  const missing = translatableFields(kind).filter((f) => text(item.source[f]).trim() && !fields[f]?.trim());
  if (missing.length === 0) return;
  const labels = missing.map(
    (f) => (CONTENT_TYPES[kind].fields as Record<string, { label: string }>)[f]?.label,
  );
  throw badRequest(`Translate every field that has English text before publishing: ${labels.join(', ')}.`);
}

/** Rich text is cleaned as the English is; other fields are kept as typed. */
function cleanFields(kind: ContentKind, fields: Record<string, string>): Record<string, string> {
  const defs = CONTENT_TYPES[kind].fields as Record<string, { kind: string }>;
  return Object.fromEntries(
    translatableFields(kind).map((f) => {
      const value = fields[f] ?? '';
      return [f, defs[f]?.kind === 'rich-text' ? sanitizeRichHtml(value) : value];
    }),
  );
}

const auditSummary = (item: TranslatableItem, locale: string, published: boolean) =>
  `${LOCALES[locale as keyof typeof LOCALES].name}${published ? ' (published)' : ' (not published)'}: ${item.name}`;

/** A searched item's documents follow its translations: re-read once the write is committed. */
function reindexAfterCommit(
  w: { afterCommit: (run: () => void) => void },
  search: Pick<SearchService, 'markChanged'>,
  kind: ContentKind,
  id: number,
) {
  const searched = SEARCH_ENTITIES.find((e) => e === CONTENT_TYPES[kind].entity);
  if (searched) w.afterCommit(() => search.markChanged(searched, id));
}

export const translationsRouter = {
  /** An item's English translatable fields and its translation (and status) in each other language. */
  forItem: adminProcedure.input(ZTranslationItem).query(async ({ ctx, input }): Promise<ItemTranslations> => {
    const item = await itemOf(ctx.db, input.kind, input.id);
    const rows = await findTranslations(ctx.db, input.kind, [input.id]);
    return {
      kind: input.kind,
      id: input.id,
      source: Object.fromEntries(translatableFields(input.kind).map((f) => [f, text(item.source[f])])),
      translations: TRANSLATION_LOCALES.map((locale) =>
        toItemTranslation(
          input.kind,
          item,
          locale,
          rows.find((r) => r.locale === locale),
        ),
      ),
    };
  }),

  /** Saves an item's translation into one language from its English as it is now (so: up to date). */
  save: adminProcedure.input(ZTranslationSave).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      const item = await itemOf(w.tx, input.kind, input.id);
      const fields = cleanFields(input.kind, input.fields);
      if (input.published) assertComplete(input.kind, item, fields);
      const row = await saveTranslation(w.tx, {
        kind: input.kind,
        itemId: input.id,
        locale: input.locale,
        fields,
        source: item.source,
        published: input.published,
        adminId: ctx.session.adminId,
        adminEmail: ctx.session.email,
      });
      await w.audit(
        CONTENT_TYPES[input.kind].entity,
        input.id,
        'translate',
        auditSummary(item, input.locale, input.published),
      );
      reindexAfterCommit(w, ctx.search, input.kind, input.id);
      return toItemTranslation(input.kind, item, input.locale, row);
    }),
  ),

  /** Publishes or withdraws one language's translation of an item (the others stay as they are). */
  publish: adminProcedure.input(ZTranslationPublish).mutation(({ ctx, input }) =>
    ctx.write([], async (w) => {
      const item = await itemOf(w.tx, input.kind, input.id);
      const [existing] = await findTranslations(w.tx, input.kind, [input.id], { locale: input.locale });
      if (!existing) throw notFound('Translation');
      if (input.published) assertComplete(input.kind, item, existing.fields);
      const row = await setTranslationPublished(w.tx, input.kind, input.id, input.locale, input.published);
      await w.audit(
        CONTENT_TYPES[input.kind].entity,
        input.id,
        input.published ? 'publish-translation' : 'unpublish-translation',
        auditSummary(item, input.locale, input.published),
      );
      reindexAfterCommit(w, ctx.search, input.kind, input.id);
      return toItemTranslation(input.kind, item, input.locale, row);
    }),
  ),

  /** Every item missing or outdated in a language (all languages and kinds unless narrowed). */
  needsWork: adminProcedure
    .input(ZTranslationWork)
    .query(async ({ ctx, input }): Promise<TranslationWork[]> => {
      const kinds = input.kind ? [input.kind] : TRANSLATABLE_KINDS;
      const locales = input.locale ? [input.locale] : TRANSLATION_LOCALES;
      const work: TranslationWork[] = [];
      for (const kind of kinds) {
        const items = await findTranslatableItems(ctx.db, kind);
        const rows = await findTranslations(
          ctx.db,
          kind,
          items.map((i) => i.id),
        );
        const byKey = new Map(rows.map((r) => [`${r.itemId}:${r.locale}`, r]));
        for (const item of items) {
          for (const locale of locales) {
            const row = byKey.get(`${item.id}:${locale}`);
            const status = translationStatusOf(kind, item.source, row);
            if (status === 'up-to-date') continue;
            work.push({
              kind,
              id: item.id,
              name: item.name,
              locale,
              status,
              published: row?.published ?? false,
            });
          }
        }
      }
      return work;
    }),
};
