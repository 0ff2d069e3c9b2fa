import { findBroadcastById, findCareerById, findVideoById } from '@manovo/db/queries';
import { itemPath } from '../domain/item-urls';
import { MESSAGES } from '../domain/messages';
import { ZPreviewCreate } from '../schemas/preview';
import { signPreviewToken } from '../services/preview-tokens';
import { adminProcedure, badRequest, notFound } from '../trpc';

/** The item's title and (for a broadcast) kind, whatever its status, or null when it does not exist. */
async function findAnyItem(
  db: Parameters<typeof findCareerById>[0],
  kind: 'news' | 'careers' | 'videos',
  id: number,
): Promise<{ id: number; title: string; kind?: string } | null> {
  if (kind === 'news') return (await findBroadcastById(db, id)) ?? null;
  if (kind === 'careers') return (await findCareerById(db, id)) ?? null;
  return (await findVideoById(db, id)) ?? null;
}

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
      const item = await findAnyItem(ctx.db, input.kind, input.id);
      if (!item)
        throw notFound(input.kind === 'news' ? 'Broadcast' : input.kind === 'careers' ? 'Career' : 'Video');
      if (input.kind === 'news' && item.kind !== 'news') throw badRequest(MESSAGES.previewSocialPost);
      const { token, expiresAt } = signPreviewToken(ctx.jwtKey, { section: input.kind, id: input.id });
      return { url: `${itemPath(input.kind, item)}?preview=${token}`, expiresAt: expiresAt.toISOString() };
    }),
};
