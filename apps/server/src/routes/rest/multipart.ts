import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isMultipart, streamMultipart } from '../../plugins/multipart';
import { parseWire } from './handler';

/** How the spec's multipart field names (and their older aliases) map to a procedure's form fields. */
export type FieldMap = Record<string, readonly string[]>;

/**
 * Reads a multipart body into the FormData a procedure takes: each domain field from the first wire name
 * present, files as `File`s streamed to temporary files (plugins/multipart.ts). A JSON body is refused
 * (415) rather than coerced into strings; a malformed body is a 400; a file over `maxFileBytes` is a 400
 * with `tooLargeMessage`, refused as soon as that many bytes arrived. `files` names the file fields.
 */
export async function readMultipartForm(
  req: FastifyRequest,
  fields: FieldMap,
  maxFileBytes: number,
  tooLargeMessage: string,
  /** `files`: fields that hold a file; `rules`: each field's rule, which an older alias sent too must meet. */
  { files = [], rules = {} }: { files?: readonly string[]; rules?: Record<string, z.ZodType> } = {},
): Promise<FormData> {
  if (!isMultipart(req)) {
    throw new TRPCError({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send this form as multipart/form-data.',
    });
  }
  const wire = await streamMultipart(req, maxFileBytes, tooLargeMessage);
  const form = new FormData();
  for (const [name, aliases] of Object.entries(fields)) {
    const given = aliases.map((a) => wire.get(a)).filter((v) => v !== undefined);
    // The first name given is read; an older name sent beside it must still be a value the field takes,
    // as the document says of every field.
    const rule = rules[name];
    for (const extra of given.slice(1)) if (rule) parseWire(rule, extra);
    const value = given[0];
    // A file field sent as empty text (a script's "no file chosen") is no file, like an empty file part.
    if (value === '' && files.includes(name)) continue;
    if (value !== undefined) form.append(name, value);
  }
  return form;
}
