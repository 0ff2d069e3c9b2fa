import type { Broadcast, Testimonial } from '@manovo/api/domain';
import { z } from 'zod';

/** The image's alt text, size and focal point on the wire (broadcasts and testimonials). */
export const imageWireFields = {
  image_alt: z.string(),
  image_width: z.number().int().nullable(),
  image_height: z.number().int().nullable(),
  image_focus_x: z.number(),
  image_focus_y: z.number(),
};
export const toImageWire = (item: Broadcast | Testimonial) => ({
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
