import type { FastifyInstance } from 'fastify';

/** Deeper than any input of ours (a tRPC batch of forms is 4 levels); far below a stack overflow. */
export const MAX_JSON_DEPTH = 32;

/**
 * JSON bodies as Fastify parses them (prototype-poisoning checks included), but
 * refused with a 400 when nested beyond MAX_JSON_DEPTH: deep values overflow the
 * stack of whatever walks them later (String(), validators, loggers). The depth is
 * measured on the text, before parsing, in one pass.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (isNestedBeyond(body as string, MAX_JSON_DEPTH)) {
      const err = Object.assign(new Error('JSON body is nested too deeply'), { statusCode: 400 });
      return done(err, undefined);
    }
    return parseJson(req, body as string, done);
  });
}

export function isNestedBeyond(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
