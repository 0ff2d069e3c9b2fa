import { qrCodeSvg } from '@manovo/api';
import { classifyDatabaseError } from '@manovo/db';
import { currentIfuRevisions, type Database, findIfuDocumentByRef } from '@manovo/db/queries';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type IfuFileMeta, type IfuFiles, ifuFileName } from '../ifu-files';
import { matchesEtag } from './public-cache';

const YEAR = 'public, max-age=31536000, immutable';
// The current PDF of a language changes with a new revision: asked again each time, a 304 when unchanged.
const REVALIDATE = 'public, no-cache';

type Params = { ref: string; lang: string; revision?: string };

/**
 * The IFU PDFs: `/ifu/{ref}/{lang}` (the language's current revision) and `/ifu/{ref}/{lang}/{revision}`
 * (that revision, never changing, so cached for a year). Strong ETag: the file's SHA-256. A draft is
 * never served; an unknown REF, language or revision is the site's 404 page. When the database cannot
 * answer, the instance's own index and copies serve what it has stored or served before.
 */
export function registerIfuFiles(
  app: FastifyInstance,
  opts: { db: Database; files: IfuFiles; originOf: (req: FastifyRequest) => string },
) {
  const remembered = new Set<string>();

  async function lookUp(p: Params): Promise<IfuFileMeta | undefined> {
    const doc = await findIfuDocumentByRef(opts.db, p.ref, true);
    if (!doc) return undefined;
    const current = currentIfuRevisions(doc.revisions).find((r) => r.lang === p.lang);
    const rev = p.revision
      ? doc.revisions.find((r) => r.lang === p.lang && r.revision === p.revision)
      : current;
    if (!rev) return undefined;
    const meta = { fileKey: rev.fileKey, sha256: rev.sha256, size: rev.size, revision: rev.revision };
    const isCurrent = rev.id === current?.id;
    const key = `${doc.ref}|${p.lang}|${rev.revision}|${isCurrent}`;
    if (!remembered.has(key)) {
      await opts.files.remember(doc.ref, p.lang, meta, isCurrent).catch(() => {});
      remembered.add(key);
    }
    return meta;
  }

  async function send(req: FastifyRequest, reply: FastifyReply) {
    const p = req.params as Params;
    let meta: IfuFileMeta | undefined;
    try {
      meta = await lookUp(p);
    } catch (err) {
      // The database is unreachable: what this instance has kept still goes out.
      if (classifyDatabaseError(err)?.kind !== 'unavailable') throw err;
      meta = await opts.files.recall(p.ref, p.lang, p.revision);
      if (!meta) throw err;
    }
    if (!meta) return reply.callNotFound();
    const etag = `"${meta.sha256}"`;
    reply
      .header('etag', etag)
      .header('cache-control', p.revision ? YEAR : REVALIDATE)
      .header('content-disposition', `inline; filename="${ifuFileName(p.ref, p.lang, meta.revision)}"`);
    if (matchesEtag(req, etag)) return reply.code(304).send();
    const stream = await opts.files.open(meta);
    if (!stream) return reply.callNotFound();
    return reply.type('application/pdf').header('content-length', meta.size).send(stream);
  }

  // The QR code printed on labels and boxes: the device page's permanent URL.
  app.get('/ifu/:ref/qr.svg', async (req, reply) => {
    const { ref } = req.params as { ref: string };
    const doc = await findIfuDocumentByRef(opts.db, ref, true);
    if (!doc) return reply.callNotFound();
    const svg = await qrCodeSvg(`${opts.originOf(req)}/ifu/${encodeURIComponent(doc.ref)}`);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
  app.get('/ifu/:ref/:lang', send);
  app.get('/ifu/:ref/:lang/:revision', send);
}
