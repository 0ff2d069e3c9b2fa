import { appRouter } from '@manovo/api';
import { PREVIEW_SECTIONS, VERSIONED_ENTITIES } from '@manovo/api/domain';
import {
  ZApplicationFields,
  ZBroadcastUpdateFields,
  ZIfuRevisionFields,
  ZTestimonialUpdateFields,
} from '@manovo/api/schemas';
import fc from 'fast-check';
import type { z } from 'zod';
import { date, email, type Field, id, limit, oneOf, phone, text, url } from './fields';
import { hostileJsonNumber, hostileText, wrongJsonType } from './hostile';

/**
 * Every tRPC procedure of the app router, read from the router itself so a new procedure is fuzzed
 * without anyone adding a row: its kind, whether it needs a sign-in, and its input fields (a JSON
 * object's keys, or a FormData procedure's form fields and file fields).
 */
export type TrpcProcedure = {
  type: 'query' | 'mutation';
  admin: boolean;
  /** Input field → how it is fuzzed. */
  fields: Record<string, Field>;
  /** A FormData procedure: its file fields (the rest of `fields` are text parts). */
  files?: string[];
};

// The form fields of the FormData procedures: their zod input is FormData, whose fields live in these.
const FORM_FIELDS: Record<string, { schema: z.ZodObject; files: string[] }> = {
  'broadcasts.create': { schema: ZBroadcastUpdateFields, files: ['image'] },
  'broadcasts.update': { schema: ZBroadcastUpdateFields, files: ['image'] },
  'testimonials.create': { schema: ZTestimonialUpdateFields, files: ['image'] },
  'testimonials.update': { schema: ZTestimonialUpdateFields, files: ['image'] },
  'application.submit': { schema: ZApplicationFields, files: ['resume'] },
  'ifu.create': { schema: ZIfuRevisionFields, files: ['file'] },
};

/** A count: JSON numbers as the procedures take them, and everything fields.ts throws at a count. */
const count: Field = {
  text: limit().text,
  json: fc.oneof({ arbitrary: fc.constantFrom(1, 2, 10, 24, 200), weight: 2 }, limit().json),
};
/** A video's duration: seconds, the admin form's m:ss, blank or null, and what fields.ts throws at a count. */
const duration: Field = {
  text: fc.constantFrom('1:32', '0:04', '', '1:60'),
  json: fc.oneof(
    { arbitrary: fc.constantFrom<unknown>(92, 4, null, '1:32', ''), weight: 2 },
    hostileJsonNumber,
    wrongJsonType,
    hostileText,
  ),
};
const bool: Field = {
  text: fc.constantFrom('1', '0', 'true', 'false', 'on', ''),
  json: fc.oneof(fc.boolean(), hostileJsonNumber, wrongJsonType, hostileText),
};
const list: Field = {
  text: fc.constantFrom('page', 'news,video'),
  json: fc.oneof(
    fc.array(fc.constantFrom('page', 'news', 'video', 'career'), { maxLength: 4 }),
    fc.array(hostileText, { maxLength: 12 }),
    wrongJsonType,
  ),
};

// Plausible values by field name, so most calls get past validation and reach the database; every
// field also gets hostile values (fields.ts). Passwords are never the test admin's: a fuzzed password
// change must not lock the harness out.
const BY_NAME: Record<string, Field> = {
  id: id(),
  subCategoryId: id(),
  jobId: id(),
  topCategory: oneOf('product', 'surgery', 'training', 'others'),
  // Broadcast, inbox and preview kinds share the name.
  kind: oneOf(...new Set(['social', 'news', 'message', 'application', ...PREVIEW_SECTIONS])),
  category: oneOf('fulltime', 'internship'),
  status: oneOf('draft', 'published', 'archived', 'all', 'active', 'inactive'),
  socialSource: oneOf('linkedin', 'twitter', 'instagram', 'youtube', ''),
  purpose: oneOf('Request-demo', 'Purchase', 'Find-distributor', 'meeting', 'Others'),
  entity: oneOf(...VERSIONED_ENTITIES, 'auth'),
  limit: count,
  page: count,
  perPage: count,
  email: email(),
  applyEmail: email(),
  phone: phone(),
  youtubeUrl: url(),
  srcUrl: url(),
  thumbnailUrl: url(),
  applyUrl: url(),
  linkUrl: url(),
  linkedin: url(),
  publishAt: date(),
  postedAt: date(),
  durationSeconds: duration,
  isActive: bool,
  isHandled: bool,
  types: list,
  q: text('forceps', 'demo'),
  title: text('Fuzzed title'),
  name: text('Asha'),
  personName: text('Dr. Rao'),
  message: text('Hello'),
  password: text('not-the-password-1'),
  currentPassword: text('not-the-password-1'),
  newPassword: text('a-new-long-passphrase'),
  code: text('123456', 'abcde-fghij'),
  website: text(''),
};
const fieldFor = (name: string) => BY_NAME[name] ?? text();

type RouterProcedure = {
  _def: { type: 'query' | 'mutation' | 'subscription'; meta?: { admin?: boolean }; inputs: unknown[] };
};

/** The keys of a procedure's JSON input (a zod object), or none for a procedure without input. */
function inputKeys(path: string, inputs: unknown[]): string[] {
  const keys: string[] = [];
  for (const schema of inputs) {
    const def = (schema as { _zod?: { def?: { type?: string; shape?: object } } })._zod?.def;
    if (def?.type === 'object' && def.shape) keys.push(...Object.keys(def.shape));
    else throw new Error(`fuzz: ${path} takes an input the harness cannot read; add it to FORM_FIELDS`);
  }
  return keys;
}

export function trpcProcedures(): Record<string, TrpcProcedure> {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, RouterProcedure> } })._def
    .procedures;
  const out: Record<string, TrpcProcedure> = {};
  for (const [path, proc] of Object.entries(procedures)) {
    const { type, meta, inputs } = proc._def;
    if (type === 'subscription') continue;
    const form = FORM_FIELDS[path];
    const names = form
      ? Object.keys(form.schema.shape).filter((k) => !form.files.includes(k))
      : inputKeys(path, inputs);
    out[path] = {
      type,
      admin: meta?.admin === true,
      fields: Object.fromEntries(names.map((n) => [n, fieldFor(n)])),
      ...(form && { files: form.files }),
    };
  }
  return out;
}

export const TRPC_PROCEDURES = trpcProcedures();
