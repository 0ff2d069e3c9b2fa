import type { ApiContext } from '@manovo/api';
import type { FastifyRequest } from 'fastify';

export type SharedContext = Omit<ApiContext, 'token' | 'ip'>;

/** Per-request context: the shared services plus the caller's token and address. */
export function contextFor(shared: SharedContext, req: FastifyRequest): ApiContext {
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
  return { ...shared, token, ip: req.ip };
}
