import { findBroadcastById, findCareerById, findVideoById } from '@manovo/db/queries';
import { CONTENT_TYPES, kindOfSection, type PreviewSection } from '../domain/content-types';
import { itemPath } from '../domain/item-urls';
import { MESSAGES } from '../domain/messages';
import { ZPreviewCreate } from '../schemas/preview';
import { signPreviewToken } from '../services/preview-tokens';
import { adminProcedure, badRequest, notFound } from '../trpc';

type AnyItem = { id: number; title: string; kind?: string };
type Db = Parameters<typeof findCareerById>[0];

/** An item of each previewable section, whatever its status (a missing section is a type error). */
const FIND_ANY: Record<PreviewSection, (db: Db, id: number) => Promise<AnyItem | undefined>> = {
  news: findBroadcastById,
  careers: findCareerById,
  videos: findVideoById,
};

export const previewRouter = {
  /**
   * A signed link to an item's public page that shows it whatever its status, for an hour, to anyone
   * who has it (docs/product.md, "Preview before publishing"). Nothing is stored and no content
   * changes, so the public cache stays.
   */
  create: adminProcedure
    .meta({ keepsCache: true })
    .input(ZPreviewCreate)
    .mutation(async ({ ctx, input }) => {
      const type = CONTENT_TYPES[kindOfSection(input.kind)];
      const item = await FIND_ANY[input.kind](ctx.db, input.id);
      if (!item) throw notFound(type.label);
      // An item of a kind without a page (a social post) has nothing to preview.
      const only: Record<string, string> = ('onlyWhere' in type.page && type.page.onlyWhere) || {};
      if (Object.entries(only).some(([key, value]) => item[key as keyof AnyItem] !== value))
        throw badRequest(MESSAGES.previewSocialPost);
      const { token, expiresAt } = signPreviewToken(ctx.jwtKey, { section: input.kind, id: input.id });
      return { url: `${itemPath(input.kind, item)}?preview=${token}`, expiresAt: expiresAt.toISOString() };
    }),
};
