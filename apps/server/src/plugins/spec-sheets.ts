import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findInstrument, specSheetPdf } from '../spec-sheets';
import { matchesEtag } from './public-cache';

// A day, then revalidated by the ETag: a new release may change the lineup data.
const CACHE = 'public, max-age=86400';

/**
 * `/spec-sheets/{instrument id}.pdf`: the instrument's spec sheet, generated from the lineup data once
 * per origin (its links are absolute) and kept. An unknown instrument is the site's 404 page.
 */
export function registerSpecSheets(
  app: FastifyInstance,
  opts: { originOf: (req: FastifyRequest) => string },
) {
  const made = new Map<string, Promise<{ bytes: Buffer; etag: string }>>();
  app.get('/spec-sheets/:file', async (req, reply) => {
    const { file } = req.params as { file: string };
    const item = file.endsWith('.pdf') ? findInstrument(file.slice(0, -4)) : undefined;
    if (!item) return reply.callNotFound();
    const origin = opts.originOf(req);
    const key = `${origin} ${item.id}`;
    let sheet = made.get(key);
    if (!sheet) {
      sheet = specSheetPdf(item, origin).then((pdf) => {
        const bytes = Buffer.from(pdf);
        return { bytes, etag: `"${createHash('sha256').update(bytes).digest('hex')}"` };
      });
      made.set(key, sheet);
    }
    const { bytes, etag } = await sheet;
    reply
      .header('etag', etag)
      .header('cache-control', CACHE)
      .header('content-disposition', `inline; filename="Manovo-${item.ref}-spec-sheet.pdf"`);
    if (matchesEtag(req, etag)) return reply.code(304).send();
    return reply.type('application/pdf').send(bytes);
  });
}
