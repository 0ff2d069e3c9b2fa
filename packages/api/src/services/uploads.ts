import { IMAGE_MAX_BYTES } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { badRequest } from '../trpc';
import { detectImage, type FileStorage, fileBytes, type StagedFile } from './files';

/** Checks an uploaded image by its size and bytes and stages it (see writeTogether). */
export async function stageImage(storage: FileStorage, file: File): Promise<StagedFile> {
  if (file.size === 0) throw badRequest(MESSAGES.imageRequired);
  if (file.size > IMAGE_MAX_BYTES) throw badRequest(MESSAGES.imageTooLarge);
  const bytes = await fileBytes(file);
  const type = await detectImage(bytes);
  if (!type) throw badRequest(MESSAGES.imageType);
  return storage.stageImage(bytes, type.ext);
}
