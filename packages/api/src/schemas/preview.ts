import { z } from 'zod';
import { PREVIEW_SECTIONS } from '../domain/content-types';
import { ZId } from './common';
import { ZLang } from './translations';

/** A preview link's token as it arrives (checked by its signature, not its shape). */
export const ZPreviewToken = z.string().min(1).max(512);

/** An item page's read: its id and, on a preview link, the link's token. */
export const ZPublicItemInput = z.object({
  id: ZId,
  preview: ZPreviewToken.optional(),
  lang: ZLang.optional(),
});

export const ZPreviewCreate = z.object({ kind: z.enum(PREVIEW_SECTIONS), id: ZId });

/** Whether a raw public input carries a preview token (such a read is never cached). */
export const isPreviewInput = (input: unknown) =>
  typeof input === 'object' && input !== null && 'preview' in input && input.preview !== undefined;
