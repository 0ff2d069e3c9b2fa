import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';

/** How the spec's multipart field names (and their older aliases) map to a procedure's form fields. */
export type FieldMap = Record<string, readonly string[]>;

/**
 * Reads a multipart body into the FormData a procedure takes: each domain field from the first wire name
 * present, files as `File`s. A JSON body is refused (415) rather than coerced into strings; a malformed
 * body is a 400; a file over `maxFileBytes` is a 400 with `tooLargeMessage`, never a truncated file.
 */
export async function readMultipartForm(
  req: FastifyRequest,
  fields: FieldMap,
  maxFileBytes: number,
  tooLargeMessage: string,
): Promise<FormData> {
  if (!req.isMultipart()) {
    throw new TRPCError({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send this form as multipart/form-data.',
    });
  }
  const wire = new Map<string, string | File>();
  try {
    for await (const part of req.parts({ limits: { fileSize: maxFileBytes, files: 2 } })) {
      if (wire.has(part.fieldname)) {
        // A repeated field keeps its first value; drain the repeat so the stream moves on.
        if (part.type === 'file') await part.toBuffer();
        continue;
      }
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0)
          wire.set(
            part.fieldname,
            new File([Uint8Array.from(bytes)], part.filename, { type: part.mimetype }),
          );
      } else {
        wire.set(part.fieldname, String(part.value ?? ''));
      }
    }
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? err.code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new TRPCError({ code: 'BAD_REQUEST', message: tooLargeMessage });
    // Anything else here is the body's fault: no or a wrong boundary, a truncated part, too many parts.
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid multipart body.', cause: err });
  }
  const form = new FormData();
  for (const [name, aliases] of Object.entries(fields)) {
    const value = aliases.map((a) => wire.get(a)).find((v) => v !== undefined);
    if (value !== undefined) form.append(name, value);
  }
  return form;
}
