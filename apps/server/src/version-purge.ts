import { type Database, purgeExpiredVersions } from '@manovo/db/queries';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerFileStorage } from './storage';

/**
 * Ends the restore window: the versions of items deleted more than 30 days ago go, and so do the
 * uploaded images nothing refers to any more (replaced or deleted images are kept while a version
 * refers to them). Runs at start and every six hours; any process may run it, it is idempotent.
 */
export function purgeExpiredVersionsPeriodically(
  db: Database,
  storage: ServerFileStorage,
  log: FastifyBaseLogger,
  everyMs = 6 * 60 * 60_000,
): () => void {
  const run = async () => {
    try {
      const images = await purgeExpiredVersions(db);
      for (const image of images) await storage.deleteImage(db, image);
      if (images.length) log.info({ images: images.length }, 'purged unreferenced images');
    } catch (err) {
      log.warn({ err }, 'version purge failed; will retry');
    }
  };
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
