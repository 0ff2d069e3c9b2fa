import type { Database } from '@manovo/db/queries';
import { fileTypeFromBuffer } from 'file-type';
import type { ProcessedImage } from './image-processing';

/**
 * A file whose bytes are written but not yet recorded: `record` adds its stored_files row through
 * the write's transaction, `discard` removes the written bytes when that transaction fails (the row,
 * if any, goes with the rollback). See services/write-together.ts.
 */
export type StagedFile = {
  /** What rows hold: the public path of an image (`/uploads/…`), the opaque key of a resume. */
  ref: string;
  record(tx: Database): Promise<void>;
  discard(): Promise<void>;
};

/** Where uploads live; the server provides the implementation, tests may use a temporary one. */
export type FileStorage = {
  /**
   * Writes a processed public image (served under /uploads/…) and its variants, ready to be recorded;
   * the ref is the original's path, the variants are named after it (domain/images.ts variantUrl).
   */
  stageImage(image: ProcessedImage): Promise<StagedFile>;
  /** Removes a recorded image (its row and bytes); used once nothing refers to it any more. */
  deleteImage(db: Database, publicPath: string): Promise<void>;
  /** Writes a private resume, never served publicly, ready to be recorded. */
  stageResume(bytes: Uint8Array): Promise<StagedFile>;
  readResume(key: string): Promise<Uint8Array>;
  /**
   * Streams an IFU's PDF into storage (refused unless its bytes start with `%PDF-`), hashing it on the
   * way; its ref is the file key the revision row holds. Never holds the whole file in memory.
   */
  stageIfu(file: Blob): Promise<StagedIfuFile>;
  /** Removes a deleted draft's PDF (a published one is never removed). */
  deleteIfu?(fileKey: string): Promise<void>;
};

export type StagedIfuFile = StagedFile & { size: number; sha256: string };

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
