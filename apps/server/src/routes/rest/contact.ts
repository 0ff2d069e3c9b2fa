import { ZContactInput } from '@manovo/api/schemas';
import { z } from 'zod';
import { defineRoute, type RestRoute } from './define-route';
import { parseWire } from './handler';

export const CONTACT_ROUTES: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/contact',
    summary: 'Send a message to the company',
    tag: 'Forms',
    admin: false,
    // The honeypot field is a trap for bots, not part of the API: not in the document.
    json: ZContactInput.omit({ website: true }),
    ok: { status: 200, body: z.object({ ok: z.literal(true), id: z.number().int() }) },
    errorExtras: { ok: z.literal(false) },
    errorBody: () => ({ ok: false }),
    handle: async (c, req) => ({ ok: true, ...(await c.contact.send(parseWire(ZContactInput, req.body))) }),
  }),
];
