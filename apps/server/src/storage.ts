import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StagedFile } from '@manovo/api';
import {
  type Database,
  deleteStoredFile,
  findStoredFile,
  findStoredFileNames,
  findVariantNames,
  insertStoredFile,
  type StoredFileKind,
  type StoredFileMeta,
} from '@manovo/db/queries';
import type { IfuFiles } from './ifu-files';

// Names are generated here and checked on the way back, so no caller-supplied string ever becomes
// a path or names another kind of file (a resume is never served as an image).
// A variant (a resized copy of an image) adds its width: `<uuid>-960.avif`.
export const STORED_NAME = /^[0-9a-f-]{36}(-\d{1,5})?\.(png|jpg|webp|gif|avif|pdf)$/;
const IMAGE_PREFIX = '/uploads/';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

const contentTypeOf = (name: string) => CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? '';

/** Folders for the bytes of each kind when they are kept on disk (the layout earlier versions used). */
export type DiskFolders = Record<StoredFileKind, string>;
export const diskFolders = (dataDir: string): DiskFolders => ({
  image: path.join(dataDir, 'uploads'),
  resume: path.join(dataDir, 'private', 'resumes'),
});
/** The embedded database's IFU PDFs, and each instance's local copies of the published ones. */
export const ifuFolders = (dataDir: string) => ({
  onDisk: path.join(dataDir, 'ifu'),
  cacheDir: path.join(dataDir, 'ifu-cache'),
});

export type StoredFile = StoredFileMeta & { bytes: Uint8Array };

export type ServerFileStorage = FileStorage & {
  /** A stored file with its bytes, or undefined. */
  read(name: string, kind: StoredFileKind): Promise<StoredFile | undefined>;
};

/**
 * Uploads recorded in stored_files (content type, size, SHA-256), so every server process serves
 * what any of them stored. On PostgreSQL the bytes are in the row. With the embedded database
 * (`onDisk`) they stay in DATA_DIR, next to the database and as earlier versions kept them: PGlite
 * runs inside the server's only process and would stall it for about half a second per 5 MB file,
 * and there is no second process to share them with. Public images keep their
 * `/uploads/<uuid>.<ext>` paths; resumes are only ever read through readResume.
 */
export function createFileStorage(
  db: Database,
  onDisk: DiskFolders | undefined,
  ifu: Pick<IfuFiles, 'stage' | 'remove'>,
): ServerFileStorage {
  // The bytes go to disk now (embedded database) or into the row when it is recorded (PostgreSQL).
  async function stage(
    kind: StoredFileKind,
    files: { name: string; bytes: Uint8Array }[],
  ): Promise<StagedFile> {
    if (!files.every((f) => STORED_NAME.test(f.name))) throw new Error('Unsupported file type');
    const paths = onDisk ? files.map((f) => path.join(onDisk[kind], f.name)) : [];
    const discard = async () => {
      await Promise.all(paths.map((p) => rm(p, { force: true })));
    };
    try {
      for (const [i, p] of paths.entries()) await writeAtomically(p, files[i]!.bytes);
    } catch (err) {
      await discard();
      throw err;
    }
    const [main, ...variants] = files;
    return {
      ref: kind === 'image' ? `${IMAGE_PREFIX}${main!.name}` : main!.name,
      async record(tx) {
        await insertStoredFile(tx, fileRow(main!.name, kind, main!.bytes, !onDisk));
        for (const v of variants)
          await insertStoredFile(tx, { ...fileRow(v.name, kind, v.bytes, !onDisk), variantOf: main!.name });
      },
      discard,
    };
  }

  async function read(name: string, kind: StoredFileKind): Promise<StoredFile | undefined> {
    if (!STORED_NAME.test(name)) return undefined;
    const row = await findStoredFile(db, name, kind);
    if (!row) return undefined;
    const bytes = row.bytes ?? (onDisk && (await readFile(path.join(onDisk[kind], name)).catch(() => null)));
    return bytes ? { ...row, bytes } : undefined;
  }

  return {
    read,
    stageImage(image) {
      const id = randomUUID();
      return stage('image', [
        { name: `${id}.${image.original.ext}`, bytes: image.original.bytes },
        ...image.variants.map((v) => ({ name: `${id}-${v.width}.${v.ext}`, bytes: v.bytes })),
      ]);
    },
    async deleteImage(tx, publicPath) {
      const name = publicPath.startsWith(IMAGE_PREFIX) ? publicPath.slice(IMAGE_PREFIX.length) : '';
      if (!STORED_NAME.test(name)) return;
      // The variants' rows go with the original's (foreign key); their bytes on disk go here.
      const variants = await findVariantNames(tx, name);
      await deleteStoredFile(tx, name, 'image');
      if (onDisk)
        await Promise.all([name, ...variants].map((n) => rm(path.join(onDisk.image, n), { force: true })));
    },
    stageIfu: (file) => ifu.stage(file),
    deleteIfu: (key) => ifu.remove(key),
    stageResume: (bytes) => stage('resume', [{ name: `${randomUUID()}.pdf`, bytes }]),
    async readResume(key) {
      const file = await read(key, 'resume');
      if (!file) throw new Error('Resume not found');
      return new Uint8Array(file.bytes);
    },
  };
}

function fileRow(name: string, kind: StoredFileKind, bytes: Uint8Array, withBytes: boolean) {
  return {
    name,
    kind,
    contentType: contentTypeOf(name),
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes: withBytes ? bytes : null,
  };
}

async function writeAtomically(file: string, bytes: Uint8Array) {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/**
 * Records files an earlier version kept on disk (DATA_DIR/uploads, DATA_DIR/private/resumes) in
 * stored_files, once: names already recorded are skipped, so later starts only list the folders.
 * On PostgreSQL the bytes are copied into the database, so other processes can serve them; the
 * files stay where they are either way (nothing is deleted: with PostgreSQL an operator may remove
 * the folders once every process runs this version). Returns how many files were recorded.
 */
export async function importDiskUploads(
  db: Database,
  dataDir: string,
  bytesOnDisk: boolean,
): Promise<number> {
  let imported = 0;
  for (const [kind, dir] of Object.entries(diskFolders(dataDir)) as [StoredFileKind, string][]) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => STORED_NAME.test(n));
    for (let i = 0; i < names.length; i += 1000) {
      const chunk = names.slice(i, i + 1000);
      const present = await findStoredFileNames(db, chunk);
      for (const name of chunk) {
        if (present.has(name)) continue;
        const bytes = await readFile(path.join(dir, name));
        await insertStoredFile(db, fileRow(name, kind, bytes, !bytesOnDisk));
        imported++;
      }
    }
  }
  return imported;
}
