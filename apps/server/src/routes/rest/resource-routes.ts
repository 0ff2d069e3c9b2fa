import type { VersionedEntity } from '@manovo/api/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineRoute, type RestRoute } from './define-route';
import { type Caller, parseWire, ZIdParams } from './handler';
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

/** A request body on the wire: what the document says of it, and how the route reads it. */
export type WireBody<B> = {
  doc: Pick<RouteDoc, 'json' | 'multipart' | 'files'>;
  read: (req: FastifyRequest) => Promise<B>;
};

/** A JSON body read with a wire schema (snake_case in, the procedure's input out). */
export const jsonBody = <S extends z.ZodType>(schema: S): WireBody<z.output<S>> => ({
  doc: { json: schema },
  read: async (req) => parseWire(schema, req.body),
});

/** A multipart body: its document, and the reader that makes the procedure's FormData of it. */
export const multipartBody = (
  doc: Required<Pick<RouteDoc, 'multipart' | 'files'>>,
  read: (req: FastifyRequest) => Promise<FormData>,
): WireBody<FormData> => ({ doc, read });

/** A public list's error answer keeps the list's shape: {ok: false, items: [], error}. */
export const LIST_ERROR_SHAPE = {
  errorBody: () => ({ ok: false, items: [] }),
  errorExtras: { ok: z.literal(false), items: z.array(z.never()) },
};

const idOf = (req: FastifyRequest) => parseWire(ZIdParams, req.params).id;

/** What the version routes (versions.ts) need to answer a restored item. */
export type VersionedRestResource = {
  path: string;
  entity: VersionedEntity;
  tag: string;
  wire: z.ZodType;
  byId(caller: Caller, id: number): Promise<unknown>;
};

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
  const base = `/${path}`;
  const pathOf = (access: 'public' | 'admin', suffix = '') =>
    `${access === 'public' ? '/public' : ''}${base}${suffix}`;

  return {
    list: <S extends z.ZodType>({
      access,
      query,
      withOk,
      call,
      ...rest
    }: Common &
      Envelope & {
        access: 'public' | 'admin';
        query: S;
        call: (c: Caller, query: z.output<S>) => Promise<D[]>;
      }): RestRoute =>
      defineRoute({
        method: 'get',
        path: pathOf(access),
        tag,
        admin: access === 'admin',
        query,
        ok: { status: 200, body: withOk ? okListOf(wire) : listOf(wire) },
        ...rest,
        handle: async (c, req) => {
          const items = (await call(c, parseWire(query, req.query))).map(toWire);
          return withOk ? { ok: true, items } : { items };
        },
      }),

    read: ({
      access,
      withOk,
      call,
      ...rest
    }: Common &
      Envelope & { access: 'public' | 'admin'; call: (c: Caller, id: number) => Promise<D> }): RestRoute =>
      defineRoute({
        method: 'get',
        path: pathOf(access, '/{id}'),
        tag,
        admin: access === 'admin',
        params: ZIdParams,
        ok: { status: 200, body: withOk ? okItemOf(wire) : itemOf(wire) },
        ...rest,
        handle: async (c, req) => {
          const item = toWire(await call(c, idOf(req)));
          return withOk ? { ok: true, item } : { item };
        },
      }),

    create: <B>({
      body,
      call,
      ...rest
    }: Common & { body: WireBody<B>; call: (c: Caller, body: B) => Promise<D> }): RestRoute =>
      defineRoute({
        method: 'post',
        path: pathOf('admin'),
        tag,
        admin: true,
        ...body.doc,
        ok: { status: 201, body: okItemOf(wire) },
        ...rest,
        handle: async (c, req) => ({ ok: true, item: toWire(await call(c, await body.read(req))) }),
      }),

    update: <B>({
      body,
      call,
      ...rest
    }: Common & { body: WireBody<B>; call: (c: Caller, id: number, body: B) => Promise<D> }): RestRoute =>
      defineRoute({
        method: 'put',
        path: pathOf('admin', '/{id}'),
        tag,
        admin: true,
        params: ZIdParams,
        ...body.doc,
        ok: { status: 200, body: okItemOf(wire) },
        ...rest,
        // The id is read first: a bad one is refused before a body (maybe a file) is streamed.
        handle: async (c, req) => {
          const id = idOf(req);
          return { ok: true, item: toWire(await call(c, id, await body.read(req))) };
        },
      }),

    /** 200 {ok:true}, or 204 where the spec reads an empty answer. */
    remove: ({
      status,
      call,
      ...rest
    }: Common & { status: 200 | 204; call: (c: Caller, id: number) => Promise<unknown> }): RestRoute =>
      defineRoute({
        method: 'delete',
        path: pathOf('admin', '/{id}'),
        tag,
        admin: true,
        params: ZIdParams,
        ok: status === 204 ? { status, description: 'Deleted' } : { status, body: ZOk },
        ...rest,
        handle: async (c, req) => {
          await call(c, idOf(req));
          return { ok: true };
        },
      }),

    /** This resource's entry for the version routes: how a restored item is answered. */
    versioned: (
      entity: VersionedEntity,
      byId: (c: Caller, id: number) => Promise<D>,
    ): VersionedRestResource => ({
      path,
      entity,
      tag,
      wire,
      byId: async (c, id) => toWire(await byId(c, id)),
    }),
  };
}
