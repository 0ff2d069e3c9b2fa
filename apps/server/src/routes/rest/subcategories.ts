import { TOP_CATEGORIES, type VideoSubcategory } from '@manovo/api/domain';
import { ZSubcategoryCreate, ZSubcategoryList } from '@manovo/api/schemas';
import { z } from 'zod';
import type { RestRoute } from './define-route';
import { queryChoice } from './handler';
import { jsonBody, resourceRoutes } from './resource-routes';

/** The spec's video sub-category object. */
export const ZSubcategoryWire = z.object({
  id: z.number().int(),
  name: z.string(),
  top_category: z.enum(TOP_CATEGORIES),
});
export const toSubcategoryWire = (s: VideoSubcategory): z.infer<typeof ZSubcategoryWire> => ({
  id: s.id,
  name: s.name,
  top_category: s.topCategory,
});

const ZListQuery = z
  .object({
    top_category: queryChoice('top_category', ZSubcategoryList.shape.topCategory),
  })
  .transform((q) => ({ topCategory: q.top_category }));
const ZCreateBody = z
  .object({ top_category: ZSubcategoryCreate.shape.topCategory, name: ZSubcategoryCreate.shape.name })
  .transform((b) => ({ topCategory: b.top_category, name: b.name }));
const ZRenameBody = z.object({ name: ZSubcategoryCreate.shape.name });

const subcategories = resourceRoutes(
  'video_subcategories',
  'Video sub-categories',
  ZSubcategoryWire,
  toSubcategoryWire,
);
const summary = 'Sub-categories of a top category';
export const SUBCATEGORY_ROUTES: RestRoute[] = [
  subcategories.list('public', ZListQuery, (c) => c.subcategories.listPublic, { summary }),
  subcategories.list('admin', ZListQuery, (c) => c.subcategories.list, { summary }),
  subcategories.create(jsonBody(ZCreateBody), (c) => c.subcategories.create, {
    summary: 'Add a sub-category',
  }),
  subcategories.update(jsonBody(ZRenameBody), (c) => c.subcategories.rename, {
    summary: 'Rename a sub-category',
  }),
  // The spec reads 204 (or ok) for this delete.
  subcategories.remove((c) => c.subcategories.delete, {
    summary: 'Delete a sub-category (its videos keep no sub-category)',
    status: 204,
  }),
];
