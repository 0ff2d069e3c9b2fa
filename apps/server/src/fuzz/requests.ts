import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { TEST_JWT_SECRET } from '../testing/test-app';
import { type FilePart, file, id } from './fields';
import { deepJsonText } from './hostile';
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

/** Hostile calls to one tRPC procedure: GET with ?input= for queries, POST JSON for mutations. */
export function trpcRequestArb(name: string, proc: TrpcProcedure, token: string): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      input: proc.input,
      raw: fc.option(fc.constantFrom(deepJsonText(5000), '{"a":', '', 'undefined'), { freq: 8 }),
      auth: authHeader(token, proc.admin),
      ip: fc.ipV4(),
    })
    .map(({ input, raw, auth, ip }) => {
      const text = raw ?? JSON.stringify(input) ?? '';
      const headers: Record<string, string> = auth ? { authorization: auth } : {};
      if (proc.type === 'query')
        return {
          label: `tRPC ${name}`,
          method: 'GET' as const,
          url: `/api/trpc/${name}?input=${encodeLoose(text)}`,
          headers,
          remoteAddress: ip,
        };
      return {
        label: `tRPC ${name}`,
        method: 'POST' as const,
        url: `/api/trpc/${name}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: text,
        remoteAddress: ip,
      };
    });
}
