import type { Locale } from '@manovo/content/locales';
import { type Database, findLatestValuesIf, type VersionedEntity } from '@manovo/db/queries';
import { CONTENT_TYPES, type ItemSection, kindOfSection } from '../domain/content-types';
import { ZIdInput } from '../schemas/common';
import { ZPublicItemInput } from '../schemas/preview';
import { previewGrants } from '../services/preview-tokens';
import { PENDING_ACTION, withPendingChanges } from '../services/review-gate';
import { type Localized, oneInLanguage, pageLocalesOf } from '../services/translations';
import { adminProcedure, notFound, publicProcedure } from '../trpc';

type FindById<Row> = (db: Database, id: number, opts?: { publicOnly?: boolean }) => Promise<Row | undefined>;

/**
 * One public item (its own page, /{section}/{id}-{slug}): an unpublished one answers only with its
 * preview link's token (docs/product.md, "Preview before publishing"), else "<label> not found".
 * Through a preview link, an item with pending changes (an edit of a published item waiting for
 * review) answers those changes, marked `pendingChanges: true`: the reviewer sees the version they
 * sign, while every other read keeps the approved one (the field is absent then).
 * `pageLocales`: the languages the item's page exists in (pageLocalesOf, as the sitemap has them), so
 * the page's alternates and its language switcher link only those.
 */
export const publicItemById = <Row, Item extends { id: number }>(
  section: ItemSection,
  label: string,
  find: FindById<Row>,
  toItem: (row: Row) => Item,
) =>
  publicProcedure
    .input(ZPublicItemInput)
    .query(
      async ({ ctx, input }): Promise<Localized<Item> & { pendingChanges?: true; pageLocales: Locale[] }> => {
        const preview = previewGrants(ctx.jwtKey, section, input);
        const row = await find(ctx.db, input.id, { publicOnly: !preview });
        if (!row) throw notFound(label);
        const kind = kindOfSection(section);
        let item: Item & { pendingChanges?: true } = toItem(row);
        if (preview) {
          const pending = await findLatestValuesIf(
            ctx.db,
            CONTENT_TYPES[kind].entity,
            input.id,
            PENDING_ACTION,
          );
          if (pending) item = { ...toItem({ ...row, ...pending }), pendingChanges: true as const };
        }
        // In another language: its published translation, its English when the kind falls back, else none.
        const shown = await oneInLanguage(ctx.db, kind, item, input.lang);
        if (!shown) throw notFound(label);
        const pageLocales = (await pageLocalesOf(ctx.db, kind, [item.id])).get(item.id) ?? [];
        return { ...shown, pageLocales };
      },
    );

/**
 * One item of any status, for staff: with its pending changes laid over it when an edit of a published
 * item waits for review (docs/product.md, "Review before publishing"), since that is what staff edit.
 */
export const adminItemById = <Row extends { id: number }, Item>(
  entity: VersionedEntity,
  label: string,
  find: FindById<Row>,
  toItem: (row: Row) => Item,
) =>
  adminProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await find(ctx.db, input.id);
    if (!row) throw notFound(label);
    return toItem(await withPendingChanges(ctx.db, entity, row));
  });
