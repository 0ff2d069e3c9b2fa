import { classifyDatabaseError } from '@manovo/db';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

// What the multipart parser (busboy) throws for a body that is not valid
// multipart: no or empty boundary, a boundary too long, a truncated body. It
// carries no code, only these messages.
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|The needle cannot (be an empty|have a length bigger))/;

/** A multipart request whose body could not be parsed: the client's fault, whoever read the body. */
function isMalformedMultipart(err: Error, req: FastifyRequest): boolean {
  const type = String(req.headers['content-type'] ?? '');
  return /^multipart\//i.test(type) && MALFORMED_MULTIPART.test(err.message);
}

/**
 * The last word on errors no route answered itself. Bad input is a 400 with
 * {error}; a database refusing a value the client sent is a 400 too; an
 * unreachable database a 503 (Retry-After is added by response-headers.ts); a
 * multipart body that cannot be parsed a 400.
 * Only real faults are 500s, and their answers never say more than that.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const failure = classifyDatabaseError(err);
    if (failure) {
      const status = failure.kind === 'input' ? 400 : 503;
      if (status === 503) req.log.warn({ err }, 'database unavailable');
      return reply.code(status).send({ error: failure.message });
    }
    if (isMalformedMultipart(err, req)) return reply.code(400).send({ error: 'Invalid multipart body' });
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'request failed');
    return reply.code(status).send({ error: status >= 500 ? 'Internal server error' : err.message });
  });
}
