import type { FastifyInstance } from 'fastify';
import type { ServerFileStorage } from '../storage';
import { matchesEtag } from './public-cache';

/**
 * Public images from stored_files at the `/uploads/<name>` paths rows already hold. A name is a
 * fresh UUID per upload and its bytes never change, so the answer is cacheable for a year and its
 * content hash is a strong ETag. Resumes share the table but never this route.
 */
export function registerUploads(app: FastifyInstance, storage: ServerFileStorage) {
  app.get('/uploads/:name', async (req, reply) => {
    const { name } = req.params as { name: string };
    const file = await storage.read(name, 'image');
    if (!file) return reply.code(404).send({ error: 'Not found' });
    const etag = `"${file.sha256}"`;
    reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
    if (matchesEtag(req, etag)) return reply.code(304).send();
    return reply.type(file.contentType).send(Buffer.from(file.bytes));
  });
}
