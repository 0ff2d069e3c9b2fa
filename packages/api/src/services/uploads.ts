import { IMAGE_MAX_BYTES } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import type { ItemImage } from '../domain/types';
import { badRequest } from '../errors';
import { detectImage, type FileStorage, fileBytes, type StagedFile } from './files';
import { processImage } from './image-processing';

export type StagedImage = StagedFile & { width: number; height: number };

/** The columns of a newly stored image. */
export const imageFileOf = (image: StagedImage) => ({
  imagePath: image.ref,
  imageWidth: image.width,
  imageHeight: image.height,
});

/** A stored item's image as the domain shows it (ItemImage). */
export const imageOf = (row: {
  imagePath: string | null;
  imageAlt: string;
  imageWidth: number | null;
  imageHeight: number | null;
  imageFocusX: number;
  imageFocusY: number;
}): ItemImage => ({
  imageUrl: row.imagePath,
  imageAlt: row.imageAlt,
  imageWidth: row.imageWidth,
  imageHeight: row.imageHeight,
  imageFocusX: row.imageFocusX,
  imageFocusY: row.imageFocusY,
});

/** The image fields a form sent: absent ones leave the stored values as they are. */
export const imageDetailsOf = (input: { imageAlt?: string; imageFocusX?: number; imageFocusY?: number }) => ({
  ...(input.imageAlt !== undefined && { imageAlt: input.imageAlt }),
  ...(input.imageFocusX !== undefined && { imageFocusX: input.imageFocusX }),
  ...(input.imageFocusY !== undefined && { imageFocusY: input.imageFocusY }),
});

/**
 * Checks an uploaded image by its size and bytes, processes it (processImage: upright, no metadata,
 * widths and formats) and stages it with its variants (see writeTogether).
 */
export async function stageImage(storage: FileStorage, file: File): Promise<StagedImage> {
  if (file.size === 0) throw badRequest(MESSAGES.imageRequired);
  if (file.size > IMAGE_MAX_BYTES) throw badRequest(MESSAGES.imageTooLarge);
  const bytes = await fileBytes(file);
  const type = await detectImage(bytes);
  if (!type) throw badRequest(MESSAGES.imageType);
  const image = await processImage(bytes, type.ext);
  const staged = await storage.stageImage(image);
  return { ...staged, width: image.width, height: image.height };
}
