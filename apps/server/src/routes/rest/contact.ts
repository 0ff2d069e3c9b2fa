import { ZContactInput } from '@manovo/api/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SharedContext } from '../../context';
import { parseWire, publicRoute } from './handler';
import type { RouteDoc } from './openapi';

export const CONTACT_ROUTES: RouteDoc[] = [
  {
    method: 'post',
    path: '/contact',
    summary: 'Send a message to the company',
    tag: 'Forms',
    admin: false,
    // The honeypot field is a trap for bots, not part of the API: not in the document.
    json: ZContactInput.omit({ website: true }),
    ok: { status: 200, body: z.object({ ok: z.literal(true), id: z.number().int() }) },
    errorExtras: { ok: z.literal(false) },
  },
];

export function registerContactRoutes(app: FastifyInstance, shared: SharedContext) {
  app.post(
    '/contact',
    publicRoute(
      shared,
      async (c, req) => ({ ok: true, ...(await c.contact.send(parseWire(ZContactInput, req.body))) }),
      { errorBody: () => ({ ok: false }) },
    ),
  );
}
