import type { VersionedEntity } from '@manovo/api/domain';
import { isLocale, LOCALE_CODES, type Locale } from '@manovo/content/locales';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineRoute, type RestRoute } from './define-route';
import { type Caller, parseWire, queryLang, ZIdParams } from './handler';
import { itemOf, listOf, okItemOf, okListOf, type RouteDoc, ZOk } from './openapi';

/** What a route may add to the document beyond the common shape (more error statuses, notes). */
type DocExtras = Pick<RouteDoc, 'description' | 'errors' | 'errorDescriptions' | 'errorExtras'>;
type Common = DocExtras & {
  summary: string;
  /** Extra fields of the spec's error answers on this route ({ok:false, items:[]}). */
  errorBody?: (message: string) => Record<string, unknown>;
};
/** Whether the answer carries `ok: true` beside `items`/`item` (the spec is not uniform here). */
type Envelope = { withOk: boolean };

/**
 * A request body on the wire: what the document says of it, how the route reads it into the procedure's
 * input, and how an update adds the path's id to that input.
 */
export type WireBody<B, U = B> = {
  doc: Pick<RouteDoc, 'json' | 'multipart' | 'files'>;
  read: (req: FastifyRequest) => Promise<B>;
  withId: (body: B, id: number) => U;
};

/** A JSON body read with a wire schema (snake_case in, the procedure's input out). */
export const jsonBody = <S extends z.ZodType<object>>(
  schema: S,
): WireBody<z.output<S>, z.output<S> & { id: number }> => ({
  doc: { json: schema },
  read: async (req) => parseWire(schema, req.body),
  withId: (body, id) => ({ ...body, id }),
});

/** A multipart body: its document, and the reader that makes the procedure's FormData of it. */
export const multipartBody = (
  doc: Required<Pick<RouteDoc, 'multipart' | 'files'>>,
  read: (req: FastifyRequest) => Promise<FormData>,
): WireBody<FormData> => ({
  doc,
  read,
  withId: (form, id) => {
    form.set('id', String(id));
    return form;
  },
});

/** A public list's error answer keeps the list's shape: {ok: false, items: [], error}. */
export const LIST_ERROR_SHAPE = {
  errorBody: () => ({ ok: false, items: [] }),
  errorExtras: { ok: z.literal(false), items: z.array(z.never()) },
};

const idOf = (req: FastifyRequest) => parseWire(ZIdParams, req.params).id;
/** A public item read's query: its language. */
const ZPublicReadQuery = z.object({ lang: queryLang });
const readLang = (item: unknown): Locale | undefined => {
  const lang = typeof item === 'object' && item !== null ? Reflect.get(item, 'lang') : undefined;
  return isLocale(lang) ? lang : undefined;
};

/** What the version routes (versions.ts) need to answer a restored item. */
export type VersionedRestResource = {
  path: string;
  entity: VersionedEntity;
  tag: string;
  wire: z.ZodType;
  byId(caller: Caller, id: number): Promise<unknown>;
};

/**
 * A procedure of the typed server caller, picked for a request: `(c) => c.videos.byId`. The caller's
 * procedures are typed functions, so a route names the one it calls (no string path) and the helper
 * passes it the input its wire schema made.
 */
type Procedure<I, O> = (c: Caller) => (input: I) => Promise<O>;
type Access = 'public' | 'admin';

/**
 * The common routes of a resource under `/{path}` (admin) and `/public/{path}` (public): list, read,
 * create, update, delete, each with its document beside its handler. `toWire` is the resource's own
 * mapping from the domain object to the spec's wire shape; each route names the procedure it calls.
 * A route outside this shape (a paged list, a toggle) is a plain defineRoute in the resource's file.
 */
export function resourceRoutes<D, W>(
  /** The path segment: `videos` for /videos and /public/videos. */
  path: string,
  /** The OpenAPI tag the routes are listed under. */
  tag: string,
  wire: z.ZodType<W>,
  toWire: (item: D) => W,
) {
  // A public answer in another language says which language each item is in (`lang`, issue #26).
  const publicWire: z.ZodType =
    wire instanceof z.ZodObject ? wire.extend({ lang: z.enum(LOCALE_CODES).optional() }) : wire;
  const wireOf = (access: Access) => (access === 'public' ? publicWire : wire);
  const toWireOf = (access: Access) => (d: D) => {
    const lang = access === 'public' ? readLang(d) : undefined;
    return lang ? { ...toWire(d), lang } : toWire(d);
  };
  const pathOf = (access: Access, suffix = '') => `${access === 'public' ? '/public' : ''}/${path}${suffix}`;
  const item = (access: Access) => ({
    path: pathOf(access, '/{id}'),
    tag,
    admin: access === 'admin',
    params: ZIdParams,
  });

  return {
    /** A list; the public one answers `{ok: true, items}`, the admin one `{items}`, unless `withOk` says. */
    list: <S extends z.ZodType>(
      access: Access,
      query: S,
      procedure: Procedure<z.output<S>, D[]>,
      { withOk = access === 'public', ...doc }: Common & Partial<Envelope>,
    ): RestRoute =>
      defineRoute({
        method: 'get',
        path: pathOf(access),
        tag,
        admin: access === 'admin',
        query,
        ok: { status: 200, body: withOk ? okListOf(wireOf(access)) : listOf(wireOf(access)) },
        ...doc,
        handle: async (c, req) => {
          const items = (await procedure(c)(parseWire(query, req.query))).map(toWireOf(access));
          return withOk ? { ok: true, items } : { items };
        },
      }),

    /** One item by id. */
    read: (
      access: Access,
      procedure: Procedure<{ id: number; lang?: Locale }, D>,
      { withOk, ...doc }: Common & Envelope,
    ): RestRoute =>
      defineRoute({
        method: 'get',
        ...item(access),
        ...(access === 'public' && { query: ZPublicReadQuery }),
        ok: { status: 200, body: withOk ? okItemOf(wireOf(access)) : itemOf(wireOf(access)) },
        ...doc,
        handle: async (c, req) => {
          const id = idOf(req);
          const input = access === 'public' ? { id, ...parseWire(ZPublicReadQuery, req.query) } : { id };
          const item = toWireOf(access)(await procedure(c)(input));
          return withOk ? { ok: true, item } : { item };
        },
      }),

    create: <B>(body: WireBody<B, unknown>, procedure: Procedure<B, D>, doc: Common): RestRoute =>
      defineRoute({
        method: 'post',
        path: pathOf('admin'),
        tag,
        admin: true,
        ...body.doc,
        ok: { status: 201, body: okItemOf(wire) },
        ...doc,
        handle: async (c, req) => ({ ok: true, item: toWire(await procedure(c)(await body.read(req))) }),
      }),

    /** Replaces an item: the procedure gets the body's input with the path's id. */
    update: <B, U>(body: WireBody<B, U>, procedure: Procedure<U, D>, doc: Common): RestRoute =>
      defineRoute({
        method: 'put',
        ...item('admin'),
        ...body.doc,
        ok: { status: 200, body: okItemOf(wire) },
        ...doc,
        // The id is read first: a bad one is refused before a body (maybe a file) is streamed.
        handle: async (c, req) => {
          const id = idOf(req);
          return { ok: true, item: toWire(await procedure(c)(body.withId(await body.read(req), id))) };
        },
      }),

    /** 200 {ok:true}, or 204 where the spec reads an empty answer. */
    remove: (
      procedure: Procedure<{ id: number }, unknown>,
      { status = 200, ...doc }: Common & { status?: 200 | 204 },
    ): RestRoute =>
      defineRoute({
        method: 'delete',
        ...item('admin'),
        ok: status === 204 ? { status, description: 'Deleted' } : { status, body: ZOk },
        ...doc,
        handle: async (c, req) => {
          await procedure(c)({ id: idOf(req) });
          return { ok: true };
        },
      }),

    /** This resource's entry for the version routes: how a restored item is answered. */
    versioned: (entity: VersionedEntity, byId: Procedure<{ id: number }, D>): VersionedRestResource => ({
      path,
      entity,
      tag,
      wire,
      byId: async (c, id) => toWire(await byId(c)({ id })),
    }),
  };
}
