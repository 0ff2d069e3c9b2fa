import { IMAGE_MAX_BYTES, IMAGE_REQUIRED, IMAGE_TOO_LARGE } from '../schemas/broadcasts';
import type { TUpload } from '../schemas/common';
import { badRequest } from '../trpc';
import { decodeBase64, detectImage, type FileStorage } from './files';

/** Validates an uploaded image by its bytes and stores it; returns its public path. */
export async function storeImage(storage: FileStorage, upload: TUpload): Promise<string> {
  const bytes = decodeBase64(upload.base64);
  if (bytes.length === 0) throw badRequest(IMAGE_REQUIRED);
  if (bytes.length > IMAGE_MAX_BYTES) throw badRequest(IMAGE_TOO_LARGE);
  const type = await detectImage(bytes);
  if (!type) throw badRequest('Only PNG, JPEG, WebP or GIF images are allowed.');
  return storage.saveImage(bytes, type.ext);
}
