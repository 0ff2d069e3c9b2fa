import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { TEST_JWT_SECRET } from '../testing/test-app';
import { type FilePart, file, id } from './fields';
import { deepJsonText, hostileJsonValue } from './hostile';
import { type RestRoute, routeLabel } from './rest-routes';
import type { TrpcProcedure } from './trpc-procedures';

/** One request to send with app.inject, labelled by the route it targets. */
export type FuzzRequest = {
  label: string;
  method: NonNullable<InjectOptions['method']>;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
};

const b64url = (s: string | Buffer) => Buffer.from(s).toString('base64url');

/** An HS256 token signed with the test secret but carrying claims the server never issued. */
function forgedToken(sub: string, sid: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(
    JSON.stringify({ sub, sid, iss: 'manovo-admin', iat: 1, exp: Math.floor(Date.now() / 1000) + 3600 }),
  );
  const sig = createHmac('sha256', TEST_JWT_SECRET).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** The Authorization header: mostly the real token, else missing, malformed or forged. */
const authHeader = (token: string, admin: boolean) =>
  fc.oneof(
    { arbitrary: fc.constant(`Bearer ${token}`), weight: admin ? 8 : 1 },
    { arbitrary: fc.constant(`bearer ${token}`), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: admin ? 1 : 6 },
    {
      arbitrary: fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Basic YTpi',
        `Bearer ${token}x`,
        'Bearer a.b.c',
        forgedToken('1', 'not-a-uuid'),
        forgedToken('99999999999', '00000000-0000-0000-0000-000000000000'),
        forgedToken('1', '\u0000'),
      ),
      weight: 1,
    },
  );

/**
 * encodeURIComponent, except that a lone surrogate becomes the (invalid) UTF-8
 * bytes of its code unit, as a hand-made request could send, instead of throwing.
 */
export function encodeLoose(s: string): string {
  let out = '';
  for (const ch of s) {
    const cu = ch.charCodeAt(0);
    if (ch.length === 1 && cu >= 0xd800 && cu <= 0xdfff) {
      const bytes = [0xe0 | (cu >> 12), 0x80 | ((cu >> 6) & 0x3f), 0x80 | (cu & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

const encodeQuery = (pairs: [string, string][]) =>
  pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');

/** Path params encoded as a browser would, with the odd raw one left as sent. */
const pathWithParams = (path: string, idText: string) =>
  path.replace(/:\w+/g, () => encodeLoose(idText) || '%20');

/** Fields chosen from a table, each present or not. */
const someFields = <T>(
  fields: Record<string, { text: fc.Arbitrary<string>; json: fc.Arbitrary<unknown> }>,
  as: 'text' | 'json',
) =>
  fc.record(Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f[as]])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, T>>;

/** The query string: chosen fields, sometimes one repeated, sometimes an unknown one. */
function queryArb(route: RestRoute): fc.Arbitrary<string> {
  if (!route.query) return fc.constant('');
  return fc
    .tuple(
      someFields<string>(route.query, 'text'),
      fc.option(fc.tuple(fc.constantFrom(...Object.keys(route.query)), fc.string({ maxLength: 8 })), {
        freq: 4,
      }),
      fc.option(
        fc.constantFrom('a[b]=1', 'a[]=1&a[]=2', '__proto__=x', 'constructor[prototype]=1', '%=%', '&&'),
        {
          freq: 6,
        },
      ),
    )
    .map(([fields, repeat, extra]) => {
      const pairs = Object.entries(fields);
      if (repeat) pairs.push(repeat);
      const qs = [encodeQuery(pairs), extra].filter(Boolean).join('&');
      return qs ? `?${qs}` : '';
    });
}

export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, FilePart>,
  boundary: string,
) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [name, f] of Object.entries(files))
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename.replace(/["\r\n]/g, '')}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

type Body = { headers: Record<string, string>; payload?: string | Buffer };

/** A JSON body, or the ways a client gets JSON wrong: deep, truncated, empty, mislabelled. */
function jsonBodyArb(
  fields: Record<string, { text: fc.Arbitrary<string>; json: fc.Arbitrary<unknown> }>,
): fc.Arbitrary<Body> {
  const json = { 'content-type': 'application/json' };
  return fc.oneof(
    {
      arbitrary: someFields<unknown>(fields, 'json').map((o) => ({
        headers: json,
        payload: JSON.stringify(o),
      })),
      weight: 10,
    },
    {
      arbitrary: fc.constantFrom<Body>(
        { headers: json, payload: deepJsonText(5000) },
        { headers: json, payload: `{"a":${deepJsonText(2000)}}` },
        { headers: json, payload: '' },
        { headers: json, payload: '{"name":' },
        { headers: json, payload: 'null' },
        { headers: json, payload: '"text"' },
        { headers: json, payload: '[1,2]' },
        { headers: json, payload: '{"__proto__":{"admin":true}}' },
        { headers: { 'content-type': 'text/plain' }, payload: 'name=a' },
        { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=a&email=b' },
        { headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
        { headers: {}, payload: undefined },
      ),
      weight: 3,
    },
  );
}

/** A multipart body, or its broken forms: no or wrong boundary, truncated, empty, JSON instead. */
function multipartBodyArb(route: NonNullable<RestRoute['body']>): fc.Arbitrary<Body> {
  const files = fc.record(Object.fromEntries((route.files ?? []).map((n) => [n, file])), {
    requiredKeys: [],
  });
  const wellFormed = fc.tuple(someFields<string>(route.fields, 'text'), files).map(([fields, fs]) => {
    const present = Object.fromEntries(Object.entries(fs).filter(([, f]) => f)) as Record<string, FilePart>;
    const boundary = 'fuzzBoundary7MA4YWxk';
    return { fields, body: multipartBody(fields, present, boundary), boundary };
  });
  return fc.oneof(
    {
      arbitrary: wellFormed.map(({ body, boundary }) => ({
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      })),
      weight: 8,
    },
    {
      arbitrary: fc
        .tuple(wellFormed, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([{ body, boundary }, cut]) => ({
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: body.subarray(0, Math.floor(body.length * cut)),
        })),
      weight: 2,
    },
    {
      arbitrary: wellFormed.chain(({ body, fields }) =>
        fc.constantFrom<Body>(
          { headers: { 'content-type': 'multipart/form-data' }, payload: body },
          { headers: { 'content-type': 'multipart/form-data; boundary=other' }, payload: body },
          { headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: body },
          { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '' },
          { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\n' },
          {
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
            payload: '--x\r\nContent-Disposition: form-data\r\n\r\nv\r\n--x--',
          },
          { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(fields) },
          {
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ title: { a: 1 }, is_active: [true] }),
          },
          { headers: { 'content-type': 'application/json' }, payload: deepJsonText(5000) },
          { headers: { 'content-type': 'application/octet-stream' }, payload: body },
          { headers: {}, payload: undefined },
        ),
      ),
      weight: 3,
    },
  );
}

function bodyArb(route: RestRoute): fc.Arbitrary<Body> {
  if (!route.body) return fc.oneof({ arbitrary: fc.constant({ headers: {} }), weight: 6 }, jsonBodyArb({}));
  return route.body.kind === 'json' ? jsonBodyArb(route.body.fields) : multipartBodyArb(route.body);
}

/** Hostile requests to one REST route. */
export function restRequestArb(route: RestRoute, token: string): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      id: id().text,
      query: queryArb(route),
      body: bodyArb(route),
      auth: authHeader(token, route.admin),
      ip: fc.ipV4(),
    })
    .map(({ id, query, body, auth, ip }) => ({
      label: routeLabel(route),
      method: route.method,
      url: pathWithParams(route.path, id) + query,
      headers: { ...body.headers, ...(auth ? { authorization: auth } : {}) },
      payload: body.payload,
      remoteAddress: ip,
    }));
}

const BATCH_LIMIT = 10;

/** A procedure's JSON input: mostly an object of its fields, else any hostile value or raw text. */
function trpcInputText(proc: TrpcProcedure): fc.Arbitrary<string> {
  const value = fc.oneof(
    { arbitrary: someFields<unknown>(proc.fields, 'json'), weight: 8 },
    { arbitrary: fc.oneof(hostileJsonValue, fc.constant(undefined)), weight: 2 },
  );
  return fc.oneof(
    { arbitrary: value.map((v) => JSON.stringify(v) ?? ''), weight: 12 },
    { arbitrary: fc.constantFrom(deepJsonText(5000), '{"a":', '', 'undefined', '{"0":'), weight: 1 },
  );
}

/** A batch of calls to this procedure (sometimes more than the server takes), as path list and inputs. */
const batchOf = (name: string, inputs: string[]) => {
  const paths = inputs.map(() => name).join(',');
  const body = `{${inputs.map((text, i) => `"${i}":${text === '' || text === 'undefined' ? 'null' : text}`).join(',')}}`;
  return { paths, body };
};

/**
 * Hostile calls to one tRPC procedure, on every transport the adapter has: GET ?input= for queries and
 * POST JSON for mutations, each also batched (up to over the limit) and with the wrong method; a
 * FormData procedure gets the multipart bodies, well formed and broken, and JSON instead.
 */
export function trpcRequestArb(name: string, proc: TrpcProcedure, token: string): fc.Arbitrary<FuzzRequest> {
  const label = `tRPC ${name}`;
  const single = trpcInputText(proc);
  const batch = fc.oneof(
    { arbitrary: fc.array(single, { minLength: 1, maxLength: 4 }), weight: 6 },
    { arbitrary: fc.array(single, { minLength: BATCH_LIMIT + 1, maxLength: BATCH_LIMIT + 3 }), weight: 1 },
  );
  const form = proc.files
    ? multipartBodyArb({ kind: 'multipart', fields: proc.fields, files: proc.files })
    : fc.constant(undefined);
  return fc
    .record({
      shape: fc.constantFrom(
        ...(proc.files
          ? (['form', 'form', 'form', 'json', 'batch-form', 'wrong-method'] as const)
          : (['single', 'single', 'single', 'batch', 'wrong-method'] as const)),
      ),
      input: single,
      inputs: batch,
      form,
      auth: authHeader(token, proc.admin),
      ip: fc.ipV4(),
    })
    .map(({ shape, input, inputs, form, auth, ip }): FuzzRequest => {
      const headers: Record<string, string> = auth ? { authorization: auth } : {};
      const base = { label, remoteAddress: ip };
      const asGet = proc.type === 'query' ? shape !== 'wrong-method' : shape === 'wrong-method';
      if ((shape === 'form' || shape === 'batch-form') && form)
        return {
          ...base,
          method: 'POST',
          url: shape === 'form' ? `/api/trpc/${name}` : `/api/trpc/${name},${name}?batch=1`,
          headers: { ...headers, ...form.headers },
          payload: form.payload,
        };
      if (shape === 'batch') {
        const { paths, body } = batchOf(name, inputs);
        return asGet
          ? { ...base, method: 'GET', url: `/api/trpc/${paths}?batch=1&input=${encodeLoose(body)}`, headers }
          : {
              ...base,
              method: 'POST',
              url: `/api/trpc/${paths}?batch=1`,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: body,
            };
      }
      return asGet
        ? { ...base, method: 'GET', url: `/api/trpc/${name}?input=${encodeLoose(input)}`, headers }
        : {
            ...base,
            method: 'POST',
            url: `/api/trpc/${name}`,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: input,
          };
    });
}
