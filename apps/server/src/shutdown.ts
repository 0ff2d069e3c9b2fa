import type { DbHandle } from '@manovo/db';
import type { FastifyInstance } from 'fastify';

/**
 * Graceful stop for SIGTERM: /readyz turns 503 at once so the load balancer takes
 * the instance out of rotation, requests keep being served for `drainMs` (those
 * already routed here, and the ones that arrive before the balancer notices), each
 * answer with `Connection: close` so no client reuses a connection that is about
 * to close (drain.ts), then the server stops accepting, finishes what is in flight
 * and closes the database.
 */
export async function drainAndClose(app: FastifyInstance, db: DbHandle, drainMs: number) {
  app.startDraining(drainMs);
  app.log.info(`draining for ${drainMs} ms before closing`);
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
  await db.close();
}
