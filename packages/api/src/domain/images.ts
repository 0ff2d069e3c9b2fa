// Where an uploaded image's resized copies are and how a page lists them (docs/product.md, "Images").
// Pure: the public pages and the server use the same names.
import { IMAGE_VARIANT_FORMATS, IMAGE_WIDTHS } from './constants';

export type ImageFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** The widths stored for an image this wide: each of IMAGE_WIDTHS, capped at the image's own width. */
export function variantWidths(width: number): number[] {
  return [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, width)))];
}

/** `/uploads/<uuid>.jpg` at 960 px as AVIF → `/uploads/<uuid>-960.avif`. */
export const variantUrl = (url: string, width: number, format: ImageFormat) =>
  url.replace(/\.\w+$/, `-${width}.${format}`);

export type ImageSource = { type: `image/${ImageFormat}`; srcSet: string };

/** The <source> sets of an uploaded image, best format first; none for images not processed here. */
export function imageSources(
  url: string | null | undefined,
  width: number | null | undefined,
): ImageSource[] {
  if (!url?.startsWith('/uploads/') || !width) return [];
  const widths = variantWidths(width);
  return IMAGE_VARIANT_FORMATS.map((format) => ({
    type: `image/${format}` as const,
    srcSet: widths.map((w) => `${variantUrl(url, w, format)} ${w}w`).join(', '),
  }));
}

/** CSS object-position for a focal point (0–1 from the left and the top). */
export const focalPosition = (x: number, y: number) => `${Math.round(x * 100)}% ${Math.round(y * 100)}%`;

type ImageOfItem = { imageUrl?: string | null; imageAlt?: string };

/**
 * An item's own image stored without alt text. The REST door takes the spec's calls, which have no alt
 * field, so such images exist; the admin lists them as needing alt text until staff describe them.
 */
export const needsAltText = (item: ImageOfItem) => Boolean(item.imageUrl) && !item.imageAlt?.trim();

/**
 * The alt a public page gives an item's image: its alt text, else the item's name (title, person) when
 * the image is its own, else '' (the default picture shown without one is decorative).
 */
export const imageAltOf = (item: ImageOfItem, name: string) =>
  item.imageAlt?.trim() || (item.imageUrl ? name : '');
