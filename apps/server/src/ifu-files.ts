import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { StagedIfuFile } from '@manovo/api';
import { IFU_MESSAGES } from '@manovo/api/domain';
import {
  copyIfuFileChunks,
  type Database,
  deleteIfuFile,
  findIfuFileChunk,
  type IfuChunkWriter,
} from '@manovo/db/queries';
import { TRPCError } from '@trpc/server';
import { uploadPathOf } from './plugins/multipart';

// An IFU's PDF (docs/product.md, "Instructions for use"). Up to 50 MB, so never held whole: an upload
// is read from its temporary file a piece at a time, hashed on the way and written 1 MiB at a time,
// to ifu_file_chunks on PostgreSQL (so every instance serves it) or beside the embedded database.
// Each instance also keeps a local copy of the published files it has stored or served, with a small
// index of which revision is current, so a published IFU stays downloadable while the database is
// unreachable (Regulation (EU) 2021/2226 asks for it to be available).

const CHUNK_BYTES = 1024 * 1024;
// What an upload is read by (one buffer, reused).
const READ_BYTES = 256 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-');
const KEY = /^[0-9a-f-]{36}\.pdf$/;

/** What the local index knows of a revision: enough to serve it without the database. */
export type IfuFileMeta = { fileKey: string; sha256: string; size: number; revision: string };

export type IfuFiles = {
  stage(file: Blob): Promise<StagedIfuFile>;
  /** The PDF's bytes as a stream (the local copy when there is one, made on the way if not). */
  open(meta: IfuFileMeta): Promise<Readable | undefined>;
  /** Makes sure this instance has its own copy of the file (fetched from the database if not). */
  keep(meta: IfuFileMeta): Promise<void>;
  /** Records in this instance's index that `meta` is (ref, lang)'s revision, and current if it is. */
  remember(ref: string, lang: string, meta: IfuFileMeta, current: boolean): Promise<void>;
  /** Records that (ref, lang) has no current revision any more (its only one was withdrawn). */
  forgetCurrent(ref: string, lang: string): Promise<void>;
  /** Removes a deleted draft's file (its pieces, its copy). */
  remove(fileKey: string): Promise<void>;
  /** What this instance knows of (ref, lang[, revision]) when the database cannot be asked. */
  recall(ref: string, lang: string, revision?: string): Promise<IfuFileMeta | undefined>;
};

/**
 * `onDisk`: the embedded database's folder for the files (they are not in the database then);
 * `cacheDir`: this instance's local copies and index.
 */
export function createIfuFiles(db: Database, opts: { onDisk?: string; cacheDir: string }): IfuFiles {
  const copies = path.join(opts.cacheDir, 'files');
  const index = path.join(opts.cacheDir, 'index');
  const localCopy = (key: string) => path.join(opts.onDisk ?? copies, key);
  const indexFile = (ref: string, lang: string, name: string) =>
    path.join(
      index,
      encodeURIComponent(ref.toLowerCase()),
      encodeURIComponent(lang),
      `${encodeURIComponent(name)}.json`,
    );

  async function stage(file: Blob): Promise<StagedIfuFile> {
    const key = `${randomUUID()}.pdf`;
    const hash = createHash('sha256');
    const target = localCopy(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    const out = await open(partial, 'w');
    // PostgreSQL: the pieces go out through one COPY, opened once the first bytes say it is a PDF.
    let pieces: IfuChunkWriter | undefined;
    let size = 0;
    const discard = async () => {
      await rm(partial, { force: true });
      await rm(target, { force: true });
      if (!opts.onDisk) await deleteIfuFile(db, key);
    };
    try {
      let checked = false;
      for await (const piece of readPieces(file)) {
        // The type is checked by the first bytes, before anything is stored.
        if (!checked) {
          if (!piece.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw notPdf();
          if (!opts.onDisk) pieces = copyIfuFileChunks(db, key, file.size, CHUNK_BYTES);
          checked = true;
        }
        size += piece.length;
        hash.update(piece);
        // Both writes are done with the piece before the next read reuses its buffer.
        await Promise.all([writeAll(out, piece), pieces?.write(piece)]);
      }
      if (!checked) throw notPdf();
      await pieces?.end();
      await out.close();
      await rename(partial, target);
    } catch (err) {
      await out.close().catch(() => {});
      await pieces?.abort(err instanceof Error ? err : new Error(String(err))).catch(() => {});
      await discard().catch(() => {});
      throw err;
    }
    return {
      ref: key,
      size,
      sha256: hash.digest('hex'),
      // The revision row names the file; the pieces are already written.
      async record() {},
      discard,
    };
  }

  async function copyToLocal(meta: IfuFileMeta): Promise<boolean> {
    const target = localCopy(meta.fileKey);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.partial`;
    const out = createWriteStream(partial);
    try {
      for (let seq = 0; ; seq++) {
        const piece = await findIfuFileChunk(db, meta.fileKey, seq);
        if (!piece) break;
        if (!out.write(piece)) await new Promise<void>((r) => out.once('drain', () => r()));
      }
      out.end();
      await finished(out);
      if ((await stat(partial)).size !== meta.size) throw new Error('incomplete IFU file');
      await rename(partial, target);
      return true;
    } catch (err) {
      out.destroy();
      await rm(partial, { force: true });
      throw err;
    }
  }

  /** Whether this instance has the file, after copying it from the database when it can. */
  async function hasCopy(meta: IfuFileMeta): Promise<boolean> {
    if (!KEY.test(meta.fileKey)) return false;
    const present = await stat(localCopy(meta.fileKey)).then(
      (s) => s.size === meta.size,
      () => false,
    );
    return present || (!opts.onDisk && (await copyToLocal(meta)));
  }

  return {
    stage,
    async remove(fileKey) {
      if (!KEY.test(fileKey)) return;
      if (!opts.onDisk) await deleteIfuFile(db, fileKey);
      await rm(localCopy(fileKey), { force: true });
    },
    async open(meta) {
      if (!(await hasCopy(meta))) return undefined;
      return createReadStream(localCopy(meta.fileKey));
    },
    async keep(meta) {
      await hasCopy(meta);
    },
    async forgetCurrent(ref, lang) {
      await rm(indexFile(ref, lang, ':current'), { force: true });
    },
    async remember(ref, lang, meta, current) {
      const names = current ? [meta.revision, ':current'] : [meta.revision];
      for (const name of names) {
        const file = indexFile(ref, lang, name);
        await mkdir(path.dirname(file), { recursive: true });
        const partial = `${file}.${randomUUID()}.partial`;
        await writeFile(partial, JSON.stringify(meta));
        await rename(partial, file);
      }
    },
    async recall(ref, lang, revision) {
      const text = await readFile(indexFile(ref, lang, revision ?? ':current'), 'utf8').catch(() => null);
      if (!text) return undefined;
      const meta = JSON.parse(text) as IfuFileMeta;
      return KEY.test(meta.fileKey) ? meta : undefined;
    },
  };
}

/** Writes all of `bytes` at the file's current position. */
async function writeAll(out: FileHandle, bytes: Uint8Array) {
  for (let at = 0; at < bytes.length; ) at += (await out.write(bytes, at)).bytesWritten;
}

/**
 * A file's bytes in order, each piece as long as the reads allow (the first holds at least the PDF
 * signature when the file is that long). An upload's temporary file is read into one buffer, reused
 * for every piece: each piece is only valid until the next is asked for, and a 20 MB upload leaves
 * no garbage of its reads behind (a Blob's stream hands out a new buffer per read, which V8 takes
 * back late). Anything else, such as the demo's PDFs built in memory, is read through its stream.
 */
async function* readPieces(file: Blob): AsyncGenerator<Buffer> {
  const source = uploadPathOf(file);
  if (!source) {
    let first: Buffer | null = Buffer.alloc(0);
    for await (const chunk of file.stream() as unknown as AsyncIterable<Uint8Array>) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (!first) {
        yield bytes;
        continue;
      }
      first = Buffer.concat([first, bytes]);
      if (first.length >= PDF_MAGIC.length) {
        yield first;
        first = null;
      }
    }
    if (first?.length) yield first;
    return;
  }
  const input = await open(source, 'r');
  try {
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    for (let filled = buffer.length; filled === buffer.length; ) {
      filled = 0;
      for (let got = 1; got > 0 && filled < buffer.length; filled += got) {
        got = (await input.read(buffer, filled, buffer.length - filled, null)).bytesRead;
      }
      if (filled > 0) yield buffer.subarray(0, filled);
    }
  } finally {
    await input.close();
  }
}

const notPdf = () => new TRPCError({ code: 'BAD_REQUEST', message: IFU_MESSAGES.ifuNotPdf });

/** The readable name a saved copy gets: `Manovo-MS-100-en-revB.pdf`. */
export const ifuFileName = (ref: string, lang: string, revision: string) =>
  `Manovo-${ref}-${lang}-rev${revision}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');
