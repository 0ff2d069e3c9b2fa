import { randomUUID } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where uploads wait while a request is handled: one folder per request, removed when it ends. */
export const DEFAULT_MULTIPART_TMP = path.join(os.tmpdir(), 'manovo-multipart');

// Besides the file limit each route sets: a form has one or two files and a handful of short fields.
const LIMITS = { files: 2, fields: 30, fieldSize: 200_000, parts: 40, headerPairs: 100 };

const folders = new WeakMap<FastifyRequest, Promise<string>>();
const uploadPaths = new WeakMap<Blob, string>();

/**
 * The temporary file an uploaded `File` is backed by, while its request lasts: a reader that keeps
 * its memory flat reads it into a buffer of its own (a Blob's stream hands out a new one per read).
 */
export const uploadPathOf = (file: Blob): string | undefined => uploadPaths.get(file);
const refused = new WeakSet<FastifyRequest>();
let tmpRoot = DEFAULT_MULTIPART_TMP;

export const isMultipart = (req: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');

const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

function tempFolderOf(req: FastifyRequest): Promise<string> {
  let folder = folders.get(req);
  if (!folder) {
    folder = mkdir(tmpRoot, { recursive: true }).then(() => mkdtemp(path.join(tmpRoot, 'req-')));
    folders.set(req, folder);
  }
  return folder;
}

async function removeTempFolder(req: FastifyRequest): Promise<void> {
  const folder = folders.get(req);
  if (!folder) return;
  folders.delete(req);
  await rm(await folder, { recursive: true, force: true }).catch(() => {});
}

/**
 * Reads a multipart body as it arrives: fields as strings, each file written straight to a temporary
 * file of this request and handed on as a `File` backed by that file (fs.openAsBlob), so an upload is
 * never held in memory whole, however many arrive at once. A file past `maxFileBytes` stops the read
 * at that byte with `tooLargeMessage` (the rest of the body is never stored); a body that is not valid
 * multipart (no or a wrong boundary, truncated, too many parts) is a 400. A repeated field keeps its
 * first value; an empty file input counts as absent. The folder goes when the answer has been sent.
 */
export function streamMultipart(
  req: FastifyRequest,
  maxFileBytes: number,
  tooLargeMessage: string,
): Promise<Map<string, string | File>> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: req.headers as BusboyHeaders,
        limits: { ...LIMITS, fileSize: maxFileBytes },
      });
    } catch {
      // No boundary, or one busboy cannot use.
      return reject(badRequest('Invalid multipart body.'));
    }
    const values = new Map<string, string | File>();
    const seen = new Set<string>();
    const writes: Promise<void>[] = [];
    let done = false;
    const fail = (err: TRPCError) => {
      if (done) return;
      done = true;
      // Stop here: nothing more of this body is parsed or stored, and the connection closes after the answer.
      refused.add(req);
      req.raw.unpipe(parser);
      req.raw.resume();
      reject(err);
    };
    const invalid = () => fail(badRequest('Invalid multipart body.'));

    parser.on('field', (name, value) => {
      if (seen.has(name)) return;
      seen.add(name);
      values.set(name, value);
    });
    parser.on('file', (name, stream, filename, _encoding, mimeType) => {
      // A truncated body fails the part too; the parser's own error answers it.
      stream.on('error', () => {});
      if (seen.has(name) || done) {
        stream.resume();
        return;
      }
      seen.add(name);
      stream.on('limit', () => fail(badRequest(tooLargeMessage)));
      writes.push(
        (async () => {
          const file = path.join(await tempFolderOf(req), randomUUID());
          await pipeline(stream, createWriteStream(file));
          if (stream.truncated || done) return;
          if (stream.bytesRead === 0) return;
          const blob = await openAsBlob(file, { type: mimeType });
          const upload = new File([blob], filename, { type: mimeType });
          uploadPaths.set(upload, file);
          values.set(name, upload);
        })().catch(() => (stream.truncated ? fail(badRequest(tooLargeMessage)) : invalid())),
      );
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) parser.on(limit, invalid);
    parser.on('error', invalid);
    parser.on('finish', async () => {
      await Promise.all(writes);
      if (done) return;
      done = true;
      resolve(values);
    });
    req.raw.on('aborted', invalid);
    req.raw.on('error', invalid);
    req.raw.pipe(parser);
  });
}

/**
 * Multipart bodies reach the routes unread (the routes stream them, see streamMultipart), and every
 * request's temporary uploads are removed when its answer is sent or the client goes away.
 */
export function registerMultipart(app: FastifyInstance, opts: { tmpDir?: string } = {}) {
  tmpRoot = opts.tmpDir ?? DEFAULT_MULTIPART_TMP;
  app.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null, undefined));
  app.addHook('onSend', async (req, reply, payload) => {
    // A refused upload's sender may still be sending: close the connection rather than read on.
    if (refused.has(req)) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (req) => removeTempFolder(req));
  app.addHook('onRequestAbort', async (req) => removeTempFolder(req));
}
