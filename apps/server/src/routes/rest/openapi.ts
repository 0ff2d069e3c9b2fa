// The OpenAPI 3.1 document of the REST door, generated from the zod schemas the routes parse with and
// the wire schemas their answers are typed by: each resource file lists its routes (RouteDoc) beside the
// routes themselves, and a test checks every registered route is listed and every answer the
// integration suite sees matches the document. A rule zod cannot say in JSON Schema (a refinement, a
// trim before a length) carries its JSON Schema as metadata where it is defined (schemas/patterns.ts);
// fuzz/document/ sends requests built from this document to check the two agree.
import { MAX_INT32, ZDecimalId } from '@manovo/api/schemas';
import { z } from 'zod';

export type RouteDoc = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path under /api/admin, with OpenAPI parameters: `/videos/{id}`. */
  path: string;
  summary: string;
  /** Longer notes for integrators (Markdown), shown under the summary. */
  description?: string;
  tag: string;
  /** Needs `Authorization: Bearer <token>` from POST /login. */
  admin: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  json?: z.ZodType;
  multipart?: z.ZodType;
  /** The success answer: its status, and its JSON body (none for 204 or a file). */
  ok: { status: number; body?: z.ZodType; file?: string; description?: string };
  /** Statuses beyond the usual ones this route answers (401 for a wrong sign-in). */
  errors?: number[];
  /** What an error status means on this route, where it means more than usual. */
  errorDescriptions?: Record<number, string>;
  /** Extra fields this route's error answers carry beside `error` ({ok:false}, {success:false}). */
  errorExtras?: Record<string, z.ZodType>;
  /** The media types each file field of the multipart body accepts (its `encoding`). */
  files?: Record<string, readonly string[]>;
};

/** A file field of a multipart form. */
export const binaryField = z.any().meta({ type: 'string', format: 'binary' });
/** A timestamp on the wire. */
export const wireDate = z.string().meta({ format: 'date-time' });

/** An id on the wire: its decimal digits in a path or a form, a number in JSON. */
export const ID_SCHEMA = { type: 'integer', format: 'int32', minimum: 1, maximum: MAX_INT32 };

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema !== ZDecimalId) return;
      for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
      Object.assign(ctx.jsonSchema, ID_SCHEMA);
    },
  });
  return rest;
};

type Json = Record<string, unknown>;
/**
 * A multipart field is text: of a union that also takes JSON's numbers, booleans or null (a focal point,
 * a flag, a date that may be cleared), only the text forms stay.
 */
function textForm(schema: Json): Json {
  const members = schema.anyOf;
  if (!Array.isArray(members)) return schema;
  const text = (members as Json[]).filter(
    (m) => m.type === 'string' || (Array.isArray(m.enum) && m.enum.every((v) => typeof v === 'string')),
  );
  const { anyOf: _all, ...rest } = schema;
  return text.length === 1 ? { ...rest, ...text[0] } : { ...rest, anyOf: text };
}

function multipartSchema(doc: RouteDoc) {
  const js = jsonSchema(doc.multipart as z.ZodType, 'input') as Json;
  const props = (js.properties ?? {}) as Record<string, Json>;
  const properties = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, textForm(v)]));
  const encoding = Object.fromEntries(
    Object.entries(doc.files ?? {}).map(([name, types]) => [name, { contentType: types.join(', ') }]),
  );
  return { schema: { ...js, properties }, encoding };
}

/** Path parameters of an OpenAPI path, from the route's params schema. */
function parameters(doc: RouteDoc) {
  const list: object[] = [];
  const add = (where: 'path' | 'query', schema: z.ZodType | undefined) => {
    if (!schema) return;
    const js = jsonSchema(schema, 'input');
    const props =
      'properties' in js && typeof js.properties === 'object' && js.properties ? js.properties : {};
    const required = 'required' in js && Array.isArray(js.required) ? js.required : [];
    for (const [name, schemaOf] of Object.entries(props))
      list.push({ name, in: where, required: where === 'path' || required.includes(name), schema: schemaOf });
  };
  add('path', doc.params);
  add('query', doc.query);
  return list;
}

// The route's extras are there when the route itself refuses the input; a body the server cannot read at
// all (not JSON, too deep) is refused before the route runs, with `error` alone.
function errorSchema(extras: RouteDoc['errorExtras'] = {}) {
  const optional = Object.fromEntries(Object.entries(extras).map(([k, v]) => [k, v.optional()]));
  return jsonSchema(z.object({ ...optional, error: z.string() }), 'output');
}

const ERROR_STATUSES: Record<number, string> = {
  400: 'The input is invalid; `error` says what, in the product’s words.',
  401: 'No valid bearer token.',
  403: 'Refused: the admin must set up two-factor sign-in first (ADMIN_REQUIRE_2FA=1), or a browser session’s write came from another origin.',
  404: 'No such item.',
  409: 'Refused by the state of the item.',
  413: 'The body is too large: a JSON body over 1 MiB, or a file over 5 MB.',
  415: 'The body’s content type is not one this route reads: JSON routes take application/json, upload routes multipart/form-data.',
  422: 'The input is well-formed but names something that does not fit (an item that does not exist).',
  429: 'Too many requests; see Retry-After.',
  500: 'An unexpected fault; `error` says only "Internal server error".',
  503: 'The database is unavailable; see Retry-After.',
};

/** The OpenAPI 3.1 document for the given routes. */
export function buildOpenApi(routes: RouteDoc[]) {
  const paths: Record<string, Record<string, object>> = {};
  for (const doc of routes) {
    const responses: Record<string, object> = {
      [doc.ok.status]: {
        description: doc.ok.description ?? 'Success',
        ...(doc.ok.body && {
          content: { 'application/json': { schema: jsonSchema(doc.ok.body, 'output') } },
        }),
        ...(doc.ok.file && {
          content: { [doc.ok.file]: { schema: { type: 'string', format: 'binary' } } },
        }),
      },
    };
    const errors = [
      400,
      429,
      500,
      503,
      ...(doc.admin ? [401, 403] : []),
      ...(doc.params ? [404] : []),
      ...(doc.errors ?? []),
    ];
    // Public reads carry an ETag: a client that sends If-None-Match may get 304 Not Modified.
    if (!doc.admin && doc.method === 'get')
      responses[304] = { description: 'Not modified since the ETag sent' };
    if (doc.multipart || doc.json) errors.push(413);
    // Any write may be sent a body of a type it does not read (a form-encoded body to a JSON route).
    if (doc.method !== 'get') errors.push(415);
    for (const status of errors)
      responses[status] = {
        description: doc.errorDescriptions?.[status] ?? ERROR_STATUSES[status],
        content: { 'application/json': { schema: errorSchema(doc.errorExtras) } },
      };
    const body = doc.json
      ? { 'application/json': { schema: jsonSchema(doc.json, 'input') } }
      : doc.multipart
        ? { 'multipart/form-data': multipartSchema(doc) }
        : undefined;
    const operation = {
      summary: doc.summary,
      ...(doc.description && { description: doc.description }),
      tags: [doc.tag],
      ...(doc.admin && { security: [{ bearer: [] }] }),
      parameters: parameters(doc),
      ...(body && { requestBody: { required: true, content: body } }),
      responses,
    };
    paths[doc.path] ??= {};
    paths[doc.path]![doc.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Manovo Surgical API',
      version: '1.0.0',
      description:
        'The REST API of the Manovo Surgical website and admin. Public calls need no credentials; admin calls need the bearer token from POST /login (valid 12 hours, revoked by POST /logout).',
    },
    servers: [{ url: '/api/admin' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
export type OpenApiDocument = ReturnType<typeof buildOpenApi>;

/** `{ok: true}`, and the common envelopes of lists and items. */
export const ZOk = z.object({ ok: z.literal(true) });
export const listOf = (item: z.ZodType) => z.object({ items: z.array(item) });
export const okListOf = (item: z.ZodType) => z.object({ ok: z.literal(true), items: z.array(item) });
export const itemOf = (item: z.ZodType) => z.object({ item });
export const okItemOf = (item: z.ZodType) => z.object({ ok: z.literal(true), item });

/**
 * The multipart body a route reads, from the field map it reads it with and the procedure's own field
 * schemas: every wire name (older aliases included) with its field's rule, file fields as binary. A field
 * the procedure requires is required under one of its names; `alsoRequired` adds the ones the procedure
 * checks itself (an image on create, a resume).
 */
export function multipartDoc(
  fields: Record<string, readonly string[]>,
  rules: Record<string, z.ZodType>,
  files: string[],
  alsoRequired: string[] = [],
) {
  const shape: Record<string, z.ZodType> = {};
  const oneOfNames: string[][] = [];
  for (const [field, names] of Object.entries(fields)) {
    const rule = files.includes(field) ? binaryField : (rules[field] ?? z.string());
    const required = alsoRequired.includes(field) || !rule.safeParse(undefined).success;
    if (required && names.length > 1) oneOfNames.push([...names]);
    for (const name of names) shape[name] = required && names.length === 1 ? rule : rule.optional();
  }
  const object = z.object(shape);
  // Either name of a required field will do: `kind` or its older name `category`.
  return oneOfNames.length
    ? object.meta({ allOf: oneOfNames.map((names) => ({ anyOf: names.map((n) => ({ required: [n] })) })) })
    : object;
}
