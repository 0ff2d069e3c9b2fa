import type { DbHandle } from '@manovo/db';
import type { FastifyInstance } from 'fastify';

const READY_PING_MS = 2000;

/**
 * /healthz: the process is up. /readyz: it should get traffic — the database
 * answers within 2 s and the server is not draining for a shutdown. Load
 * balancers stop sending requests once /readyz says 503.
 */
export function registerHealth(app: FastifyInstance, db: DbHandle) {
  let draining = false;
  app.get('/healthz', () => ({ ok: true }));
  app.get('/readyz', async (_req, reply) => {
    if (draining) return reply.code(503).send({ ok: false, error: 'Shutting down' });
    try {
      await Promise.race([
        db.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), READY_PING_MS).unref()),
      ]);
      return { ok: true, database: db.kind };
    } catch {
      return reply.code(503).send({ ok: false, error: 'Database unavailable' });
    }
  });
  return {
    /** From now on /readyz answers 503; every other route keeps serving. */
    startDraining: () => {
      draining = true;
    },
  };
}
