import { fileTypeFromBuffer } from 'file-type';

/** Where uploads live; the server provides the implementation, tests may use a temporary one. */
export type FileStorage = {
  /** Public image under /uploads/…; returns its public path. */
  saveImage(bytes: Uint8Array, ext: string): Promise<string>;
  deleteImage(publicPath: string): Promise<void>;
  /** Private resume, never served publicly; returns an opaque key. */
  saveResume(bytes: Uint8Array): Promise<string>;
  readResume(key: string): Promise<Uint8Array>;
};

const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export type DetectedFile = { mime: string; ext: string } | null;

/** Identifies a file by its bytes only; the name and declared type are never trusted. */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedFile> {
  const type = await fileTypeFromBuffer(bytes);
  return type ? { mime: type.mime, ext: type.ext } : null;
}

export async function detectImage(bytes: Uint8Array): Promise<DetectedFile> {
  const type = await detectFileType(bytes);
  if (!type) return null;
  const ext = IMAGE_TYPES[type.mime];
  return ext ? { mime: type.mime, ext } : null;
}

export async function fileBytes(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}
