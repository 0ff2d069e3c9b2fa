import { createHash } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { CONTENT_TYPES, type ContentKind, translatableFields } from '../content-types';
import { contentTranslations } from '../schema';
import { CONTENT_TABLES } from './content-tables';

export type TranslationRow = typeof contentTranslations.$inferSelect;
/**
 * Where one item stands in one language: no translation yet, translated from the English as it is
 * now, or translated from an English text that has changed since (docs/product.md, "Languages").
 */
export type TranslationStatus = 'missing' | 'up-to-date' | 'outdated';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The hash of an item's English translatable fields (the registry's, in its order): what a translation
 * was made from. Only those fields count, so publishing, scheduling or a new image never outdates one.
 */
export function sourceHashOf(kind: ContentKind, item: Record<string, unknown>): string {
  const values = translatableFields(kind).map((field) => text(item[field]));
  return createHash('sha256').update(JSON.stringify(values)).digest('hex');
}

/** An item's status in a language, from its translation there (if any) and its English as it is now. */
export function translationStatusOf(
  kind: ContentKind,
  item: Record<string, unknown>,
  translation: Pick<TranslationRow, 'sourceHash'> | undefined,
): TranslationStatus {
  if (!translation) return 'missing';
  return translation.sourceHash === sourceHashOf(kind, item) ? 'up-to-date' : 'outdated';
}

/** The translations of some items of a kind (every locale, or one; only the published ones if asked). */
export function findTranslations(
  db: Database,
  kind: ContentKind,
  itemIds: readonly number[],
  opts: { locale?: string; publishedOnly?: boolean } = {},
): Promise<TranslationRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  const t = contentTranslations;
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.entity, CONTENT_TYPES[kind].entity),
        inArray(t.itemId, [...new Set(itemIds)]),
        opts.locale ? eq(t.locale, opts.locale) : undefined,
        opts.publishedOnly ? eq(t.published, true) : undefined,
      ),
    )
    .orderBy(asc(t.itemId), asc(t.locale));
}

export async function findTranslation(
  db: Database,
  kind: ContentKind,
  itemId: number,
  locale: string,
): Promise<TranslationRow | undefined> {
  const [row] = await findTranslations(db, kind, [itemId], { locale });
  return row;
}

export type TranslationSave = {
  kind: ContentKind;
  itemId: number;
  locale: string;
  /** The translatable fields' text in that language (other keys are dropped). */
  fields: Record<string, string>;
  /** The English item as it stands now: its hash and update time are kept with the translation. */
  source: Record<string, unknown>;
  published: boolean;
  adminId: number | null;
  adminEmail: string;
};

/** Writes an item's translation into one language (creates it, or replaces its text and state). */
export async function saveTranslation(db: Database, s: TranslationSave): Promise<TranslationRow> {
  const fields = Object.fromEntries(translatableFields(s.kind).map((f) => [f, text(s.fields[f])]));
  const updatedAt = s.source.updatedAt;
  const values = {
    fields,
    sourceHash: sourceHashOf(s.kind, s.source),
    sourceUpdatedAt: updatedAt instanceof Date ? updatedAt : null,
    published: s.published,
    updatedBy: s.adminId,
    updatedByEmail: s.adminEmail,
    updatedAt: new Date(),
  };
  const t = contentTranslations;
  const [row] = await db
    .insert(t)
    .values({
      entity: CONTENT_TYPES[s.kind].entity,
      itemId: s.itemId,
      locale: s.locale,
      ...values,
      publishedAt: s.published ? new Date() : null,
    })
    .onConflictDoUpdate({
      target: [t.entity, t.itemId, t.locale],
      // The first publication's time is kept across later saves; unpublishing clears it.
      set: { ...values, publishedAt: s.published ? sql`coalesce(${t.publishedAt}, now())` : null },
    })
    .returning();
  if (!row) throw new Error('translation not saved');
  return row;
}

/** Sets whether one translation is shown to its language's visitors; undefined when there is none. */
export async function setTranslationPublished(
  db: Database,
  kind: ContentKind,
  itemId: number,
  locale: string,
  published: boolean,
): Promise<TranslationRow | undefined> {
  const t = contentTranslations;
  const [row] = await db
    .update(t)
    .set({ published, publishedAt: published ? sql`coalesce(${t.publishedAt}, now())` : null })
    .where(and(eq(t.entity, CONTENT_TYPES[kind].entity), eq(t.itemId, itemId), eq(t.locale, locale)))
    .returning();
  return row;
}

/** What the Translations screen needs of an item: its id, a name, its English translatable fields. */
export type TranslatableItem = { id: number; name: string; source: Record<string, unknown> };

/**
 * Every item of a kind with the English of its translatable fields (any status: staff translate
 * drafts too), newest id first. The name is its first translatable field (its title), else its id.
 */
export async function findTranslatableItems(
  db: Database,
  kind: ContentKind,
  opts: { id?: number } = {},
): Promise<TranslatableItem[]> {
  const table = CONTENT_TABLES[kind];
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  const wanted = ['id', 'updatedAt', ...translatableFields(kind)];
  const selection = Object.fromEntries(wanted.flatMap((f) => (columns[f] ? [[f, columns[f]]] : [])));
  const id = columns.id as AnyPgColumn;
  const rows = (await db
    .select(selection)
    .from(table)
    .where(opts.id === undefined ? undefined : eq(id, opts.id))
    .orderBy(desc(id))) as Record<string, unknown>[];
  const [first] = translatableFields(kind);
  return rows.map((row) => ({
    id: Number(row.id),
    name: (first && text(row[first])) || `#${row.id}`,
    source: row,
  }));
}
