import type { ItemImage } from '@manovo/api/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FieldMap } from './multipart';
import { multipartDoc } from './openapi';
import { multipartBody } from './resource-routes';

/** The image's alt text, size and focal point on the wire (broadcasts and testimonials). */
export const imageWireFields = {
  image_alt: z.string(),
  image_width: z.number().int().nullable(),
  image_height: z.number().int().nullable(),
  image_focus_x: z.number(),
  image_focus_y: z.number(),
};
export const toImageWire = (item: ItemImage) => ({
  image_alt: item.imageAlt,
  image_width: item.imageWidth,
  image_height: item.imageHeight,
  image_focus_x: item.imageFocusX,
  image_focus_y: item.imageFocusY,
});
/** The image types an upload may be (services/files.ts reads the type from the bytes). */
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
/** The multipart fields they are sent in. */
export const IMAGE_FORM_FIELDS = {
  imageAlt: ['image_alt'],
  imageFocusX: ['image_focus_x'],
  imageFocusY: ['image_focus_y'],
} as const;

/**
 * A multipart body with one image file (`image`): its document from the field map and the procedure's
 * rules, and the reader that makes the procedure's FormData. `alsoRequired: ['image']` where the
 * procedure needs a file (a create); elsewhere no file keeps the old image.
 */
export const imageFormBody = (
  fields: FieldMap,
  rules: Record<string, z.ZodType>,
  read: (req: FastifyRequest) => Promise<FormData>,
  alsoRequired: string[] = [],
) =>
  multipartBody(
    { multipart: multipartDoc(fields, rules, ['image'], alsoRequired), files: { image: IMAGE_MEDIA_TYPES } },
    read,
  );
