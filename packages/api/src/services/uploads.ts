import { IMAGE_MAX_BYTES } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { badRequest } from '../trpc';
import { detectImage, type FileStorage, fileBytes } from './files';

/** Checks an uploaded image by its size and bytes and stores it; returns its public path. */
export async function storeImage(storage: FileStorage, file: File): Promise<string> {
  if (file.size === 0) throw badRequest(MESSAGES.imageRequired);
  if (file.size > IMAGE_MAX_BYTES) throw badRequest(MESSAGES.imageTooLarge);
  const bytes = await fileBytes(file);
  const type = await detectImage(bytes);
  if (!type) throw badRequest(MESSAGES.imageType);
  return storage.saveImage(bytes, type.ext);
}
