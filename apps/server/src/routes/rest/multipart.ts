import { TRPCError } from '@trpc/server';
import type { FastifyRequest } from 'fastify';

export type ParsedMultipart = {
  fields: Record<string, string>;
  files: Record<string, { filename: string; base64: string }>;
};

/**
 * Reads a multipart body into fields and base64 files, so the procedures get the
 * same input shape as from the browser. A file over `maxFileBytes` is a 400
 * with `tooLargeMessage`, never a truncated file.
 */
export async function readMultipart(
  req: FastifyRequest,
  maxFileBytes: number,
  tooLargeMessage: string,
): Promise<ParsedMultipart> {
  if (!req.isMultipart()) {
    // JSON bodies are accepted too (no files then).
    const json = (req.body ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(json)) if (v !== null && v !== undefined) fields[k] = String(v);
    return { fields, files: {} };
  }
  const fields: Record<string, string> = {};
  const files: ParsedMultipart['files'] = {};
  try {
    for await (const part of req.parts({ limits: { fileSize: maxFileBytes, files: 2 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (buffer.length > 0)
          files[part.fieldname] = { filename: part.filename, base64: buffer.toString('base64') };
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new TRPCError({ code: 'BAD_REQUEST', message: tooLargeMessage });
    if (code?.startsWith('FST_'))
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid multipart body' });
    throw err;
  }
  return { fields, files };
}

/** The first present field among the spec's current and older names. */
export function pick(fields: Record<string, string>, ...names: string[]): string | undefined {
  for (const n of names) if (fields[n] !== undefined) return fields[n];
  return undefined;
}
