import type { Database } from '@manovo/db/queries';
import type { ItemSection } from '../domain/content-types';
import { ZIdInput } from '../schemas/common';
import { ZPublicItemInput } from '../schemas/preview';
import { previewGrants } from '../services/preview-tokens';
import { adminProcedure, notFound, publicProcedure } from '../trpc';

type FindById<Row> = (db: Database, id: number, opts?: { publicOnly?: boolean }) => Promise<Row | undefined>;

/**
 * One public item (its own page, /{section}/{id}-{slug}): an unpublished one answers only with its
 * preview link's token (docs/product.md, "Preview before publishing"), else "<label> not found".
 */
export const publicItemById = <Row, Item>(
  section: ItemSection,
  label: string,
  find: FindById<Row>,
  toItem: (row: Row) => Item,
) =>
  publicProcedure.input(ZPublicItemInput).query(async ({ ctx, input }) => {
    const publicOnly = !previewGrants(ctx.jwtKey, section, input);
    const row = await find(ctx.db, input.id, { publicOnly });
    if (!row) throw notFound(label);
    return toItem(row);
  });

/** One item of any status, for staff. */
export const adminItemById = <Row, Item>(label: string, find: FindById<Row>, toItem: (row: Row) => Item) =>
  adminProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
    const row = await find(ctx.db, input.id);
    if (!row) throw notFound(label);
    return toItem(row);
  });
