import fc from 'fast-check';
import { PNG_1X1, TINY_PDF } from '../../testing/test-app';
import { encodeLoose, multipartBody } from '../requests';
import { accepts, invalidString, invalidValue, type JsonSchema, validValue } from './schema-values';

/** One request built from the document, and whether the document says the server must take it. */
export type DocRequest = {
  operation: string;
  valid: boolean;
  /** What was made invalid, for the report. */
  broken?: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };
type Operation = {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: {
    content: Record<string, { schema: JsonSchema; encoding?: Record<string, { contentType?: string }> }>;
  };
};
export type OpenApiPaths = Record<string, Record<string, Operation>>;

/** Stands for the admin's current token; swapped in when the request is sent. */
export const TOKEN = '__token__';

// A parameter travels as text: a number is its decimal digits, as any client writes it.
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Text a URL or a multipart body can carry as it is: UTF-8 has no lone surrogates.
const wellFormed = (v: string) => !LONE_SURROGATE.test(v);

/** Whether a parameter's text is a value its schema accepts (a number's digits count as the number). */
export function paramAccepts(schema: JsonSchema, text: string): boolean {
  if (accepts(schema, text)) return true;
  return /^-?(0|[1-9]\d*)(\.\d+)?$/.test(text) && accepts(schema, Number(text));
}

const validParam = (p: Parameter) =>
  validValue(p.schema)
    .filter((v) => v !== null)
    .map(asText)
    .filter(wellFormed);

const LIKELY_WRONG = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999',
  'abc',
  '1e3',
  '0x10',
  ' 1',
  'x'.repeat(301),
];

/** Texts a parameter (or a multipart field) must refuse, or null when it takes any text. */
function invalidParam(schema: JsonSchema, inPath = false): fc.Arbitrary<string> | null {
  const strings = invalidString(schema);
  const likely = LIKELY_WRONG.filter((v) => !paramAccepts(schema, v));
  const candidates = [...(likely.length ? [fc.constantFrom(...likely)] : []), ...(strings ? [strings] : [])];
  if (!candidates.length) return null;
  // An empty path segment would name another route.
  return fc
    .oneof(...candidates)
    .filter((v) => !(inPath && v === '') && wellFormed(v) && !paramAccepts(schema, v));
}

type Body = { headers: Record<string, string>; payload?: string | Buffer };
type FilePart = { filename: string; contentType: string; data: Buffer };

const SAMPLE_FILES: Record<string, FilePart> = {
  'image/png': { filename: 'photo.png', contentType: 'image/png', data: PNG_1X1 },
  'application/pdf': { filename: 'cv.pdf', contentType: 'application/pdf', data: TINY_PDF },
};
const NOT_A_FILE_OF_ANY_TYPE: FilePart = {
  filename: 'notes.txt',
  contentType: 'text/plain',
  data: Buffer.from('not an image and not a PDF'),
};

function multipart(fields: Record<string, unknown>, files: Record<string, FilePart>): Body {
  const boundary = 'docFuzzBoundary7MA4YWxk';
  const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, asText(v)]));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipartBody(text, files, boundary),
  };
}

/** The valid and invalid bodies of an operation's request body, JSON or multipart. */
function bodies(
  op: Operation,
): { valid: fc.Arbitrary<Body>; invalid: fc.Arbitrary<Body & { broken: string }> } | null {
  const content = op.requestBody?.content ?? {};
  const json = content['application/json'];
  if (json) {
    const asJson = (v: unknown) => ({
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(v),
    });
    return {
      valid: validValue(json.schema).map(asJson),
      invalid: invalidValue(json.schema).map((v) => ({ ...asJson(v), broken: `body ${JSON.stringify(v)}` })),
    };
  }
  const form = content['multipart/form-data'];
  if (!form) return null;
  const props = form.schema.properties ?? {};
  const required = form.schema.required ?? [];
  const fileNames = Object.keys(props).filter((k) => props[k]?.format === 'binary');
  // Multipart fields are text: the document's string rules apply to them as they stand.
  const textSchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(Object.entries(props).filter(([k]) => !fileNames.includes(k))),
    required: required.filter((k) => !fileNames.includes(k)),
    ...(form.schema.allOf ? { allOf: form.schema.allOf } : {}),
  };
  const textFields = validValue(textSchema)
    .map((o) =>
      Object.fromEntries(
        Object.entries(o as object).filter(([, v]) => typeof v !== 'string' || wellFormed(v)),
      ),
    )
    .filter((o) => accepts(textSchema, o));
  const fileFor = (name: string) => {
    const types = (form.encoding?.[name]?.contentType ?? '').split(',').map((t) => t.trim());
    const sample = types.map((t) => SAMPLE_FILES[t]).find(Boolean);
    if (!sample) throw new Error(`no sample file for ${name} (${types.join(', ')})`);
    return sample;
  };
  const validFiles = fc.record(Object.fromEntries(fileNames.map((n) => [n, fc.constant(fileFor(n))])), {
    requiredKeys: fileNames.filter((n) => required.includes(n)),
  }) as fc.Arbitrary<Record<string, FilePart>>;
  const valid = fc.tuple(textFields, validFiles).map(([f, files]) => multipart(f, files));

  const broken: fc.Arbitrary<Body & { broken: string }>[] = [];
  for (const [name, schema] of Object.entries(textSchema.properties ?? {})) {
    const bad = invalidParam(schema);
    if (bad)
      broken.push(
        fc.tuple(textFields, validFiles, bad).map(([f, files, v]) => ({
          ...multipart({ ...f, [name]: v }, files),
          broken: `${name}=${JSON.stringify(v)}`,
        })),
      );
  }
  // A field required under either of its names (kind or category) sent under neither.
  const eitherNames = ((form.schema.allOf ?? []) as JsonSchema[]).map((g) =>
    (g.anyOf ?? []).flatMap((r) => r.required ?? []),
  );
  for (const names of eitherNames)
    broken.push(
      fc.tuple(textFields, validFiles).map(([f, files]) => ({
        ...multipart(Object.fromEntries(Object.entries(f).filter(([k]) => !names.includes(k))), files),
        broken: `${names.join(' and ')} missing`,
      })),
    );
  for (const name of required)
    broken.push(
      fc.tuple(textFields, validFiles).map(([{ [name]: _t, ...f }, { [name]: _f, ...files }]) => ({
        ...multipart(f, files),
        broken: `${name} missing`,
      })),
    );
  for (const name of fileNames)
    broken.push(
      fc.tuple(textFields, validFiles).map(([f, files]) => ({
        ...multipart(f, { ...files, [name]: NOT_A_FILE_OF_ANY_TYPE }),
        broken: `${name} is a text file`,
      })),
    );
  return { valid, invalid: fc.oneof(...broken) };
}

/** Valid and invalid requests for one operation of the document. */
export function operationRequests(path: string, method: string, op: Operation): fc.Arbitrary<DocRequest> {
  const params = op.parameters ?? [];
  const headers: Record<string, string> = op.security?.length ? { authorization: `Bearer ${TOKEN}` } : {};
  const body = bodies(op);
  const base = {
    operation: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase() as DocRequest['method'],
  };

  const validParams = fc.record(Object.fromEntries(params.map((p) => [p.name, validParam(p)])), {
    requiredKeys: params.filter((p) => p.required).map((p) => p.name),
  }) as fc.Arbitrary<Record<string, string>>;
  const urlOf = (values: Record<string, string>) => {
    const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeLoose(values[name] ?? ''));
    const query = params
      .filter((p) => p.in === 'query' && values[p.name] !== undefined)
      .map((p) => `${encodeLoose(p.name)}=${encodeLoose(values[p.name] ?? '')}`)
      .join('&');
    return `/api/admin${filled}${query ? `?${query}` : ''}`;
  };
  const noBody: fc.Arbitrary<Body> = fc.constant({ headers: {} });

  const valid = fc.tuple(validParams, body?.valid ?? noBody).map(
    ([values, b]): DocRequest => ({
      ...base,
      valid: true,
      url: urlOf(values),
      headers: { ...headers, ...b.headers },
      payload: b.payload,
    }),
  );

  const broken: fc.Arbitrary<DocRequest>[] = [];
  for (const p of params) {
    const bad = invalidParam(p.schema, p.in === 'path');
    if (bad)
      broken.push(
        fc.tuple(validParams, bad, body?.valid ?? noBody).map(([values, v, b]) => ({
          ...base,
          valid: false,
          broken: `${p.in} ${p.name}=${JSON.stringify(v)}`,
          url: urlOf({ ...values, [p.name]: v }),
          headers: { ...headers, ...b.headers },
          payload: b.payload,
        })),
      );
  }
  if (body)
    broken.push(
      fc.tuple(validParams, body.invalid).map(([values, b]) => ({
        ...base,
        valid: false,
        broken: b.broken,
        url: urlOf(values),
        headers: { ...headers, ...b.headers },
        payload: b.payload,
      })),
    );
  return broken.length ? fc.oneof(valid, ...broken) : valid;
}
