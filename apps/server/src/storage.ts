import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '@manovo/api';

/** Public images under DATA_DIR/uploads; resumes under DATA_DIR/private, never served statically. */
export function createDiskStorage(dataDir: string): FileStorage & { uploadsDir: string } {
  const uploadsDir = path.join(dataDir, 'uploads');
  const resumesDir = path.join(dataDir, 'private', 'resumes');
  // The static file server needs the folder to exist before the first upload.
  mkdirSync(uploadsDir, { recursive: true });

  // Names are generated here and checked on the way back, so no caller-supplied
  // string ever becomes a path (no traversal).
  const SAFE_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif|pdf)$/;
  const resolveSafe = (dir: string, name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error('Invalid stored file name');
    return path.join(dir, name);
  };

  return {
    uploadsDir,
    async saveImage(bytes, ext) {
      await mkdir(uploadsDir, { recursive: true });
      const name = `${randomUUID()}.${ext}`;
      await writeFile(resolveSafe(uploadsDir, name), bytes);
      return `/uploads/${name}`;
    },
    async deleteImage(publicPath) {
      const name = publicPath.startsWith('/uploads/') ? publicPath.slice('/uploads/'.length) : '';
      if (!SAFE_NAME.test(name)) return;
      await rm(path.join(uploadsDir, name), { force: true });
    },
    async saveResume(bytes) {
      await mkdir(resumesDir, { recursive: true });
      const name = `${randomUUID()}.pdf`;
      await writeFile(resolveSafe(resumesDir, name), bytes);
      return name;
    },
    async readResume(key) {
      return new Uint8Array(await readFile(resolveSafe(resumesDir, key)));
    },
  };
}
