import { IFU_MAX_BYTES, IFU_MESSAGES, type IfuDocument, type IfuRevision } from '@manovo/api/domain';
import { ZIfuPaperRequest, ZIfuRevisionFields, zIfuLang, zIfuRef, zIfuRevision } from '@manovo/api/schemas';
import { z } from 'zod';
import { defineRoute, type RestRoute } from './define-route';
import { parseWire, queryParam } from './handler';
import { type FieldMap, readMultipartForm } from './multipart';
import { multipartDoc } from './openapi';

// Instructions for use (docs/product.md, "Instructions for use"; issue #23): the library integrators
// read, the paper-copy request, and the admin's revisions. snake_case like the rest of /api/admin.

const ZPublicRevisionWire = z.object({
  lang: z.string(),
  revision: z.string(),
  effective_date: z.string().meta({ format: 'date' }),
  url: z.string(),
  sha256: z.string(),
  size: z.number().int(),
});
const ZPublicIfuWire = z.object({
  ref: z.string(),
  udi_di: z.string().nullable(),
  title: z.string(),
  languages: z.array(ZPublicRevisionWire),
});
const ZAdminRevisionWire = z.object({
  lang: z.string(),
  revision: z.string(),
  effective_date: z.string().meta({ format: 'date' }),
  status: z.enum(['draft', 'published', 'withdrawn']),
  sha256: z.string(),
  size: z.number().int(),
  url: z.string(),
  withdrawn_reason: z.string().nullable(),
});
const ZAdminIfuWire = z.object({
  id: z.number().int(),
  ref: z.string(),
  udi_di: z.string().nullable(),
  title: z.string(),
  revisions: z.array(ZAdminRevisionWire),
});

/** The library's answer: current revisions only, one per language. */
export const toPublicIfuWire = (d: IfuDocument): z.infer<typeof ZPublicIfuWire> => ({
  ref: d.ref,
  udi_di: d.udiDi,
  title: d.title,
  languages: d.revisions
    .filter((r) => r.current)
    .map((r) => ({
      lang: r.lang,
      revision: r.revision,
      effective_date: r.effectiveDate,
      url: r.url,
      sha256: r.sha256,
      size: r.size,
    })),
});
const toAdminRevisionWire = (r: IfuRevision): z.infer<typeof ZAdminRevisionWire> => ({
  lang: r.lang,
  revision: r.revision,
  effective_date: r.effectiveDate,
  status: r.status,
  sha256: r.sha256,
  size: r.size,
  url: r.url,
  withdrawn_reason: r.withdrawnReason,
});
export const toAdminIfuWire = (d: IfuDocument): z.infer<typeof ZAdminIfuWire> => ({
  id: d.id,
  ref: d.ref,
  udi_di: d.udiDi,
  title: d.title,
  revisions: d.revisions.map(toAdminRevisionWire),
});

const IFU_FIELDS: FieldMap = {
  ref: ['ref'],
  udiDi: ['udi_di'],
  title: ['title'],
  instrumentSlug: ['instrument'],
  lang: ['lang'],
  revision: ['revision'],
  effectiveDate: ['effective_date'],
  changeSummary: ['change_summary'],
  status: ['status'],
  file: ['file'],
};
const ZPublicQuery = z.object({ q: queryParam('q'), lang: queryParam('lang') });
const ZKeyParams = z.object({ ref: zIfuRef, lang: zIfuLang, revision: zIfuRevision });
const ZWithdrawBody = z.object({
  reason: z
    .string({ error: IFU_MESSAGES.ifuWithdrawReason })
    .trim()
    .min(1, IFU_MESSAGES.ifuWithdrawReason)
    .max(1000),
});
const ZPaperWire = ZIfuPaperRequest.omit({ website: true });

export const IFU_ROUTES: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/public/ifu',
    summary: 'Instructions for use: the current revision of each device in each language',
    description:
      '`q` matches REF, UDI-DI or device name (an exact REF or UDI-DI first); `lang` keeps the devices with a current revision in that language. Withdrawn and draft revisions are never listed here.',
    tag: 'Instructions for use',
    admin: false,
    query: ZPublicQuery,
    ok: { status: 200, body: z.object({ ok: z.literal(true), items: z.array(ZPublicIfuWire) }) },
    handle: async (c, req) => {
      const { q, lang } = parseWire(ZPublicQuery, req.query);
      const items = await c.ifu.listPublic({ q: q?.slice(0, 200), lang: lang?.slice(0, 40) });
      return { ok: true as const, items: items.map(toPublicIfuWire) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/public/ifu/paper-requests',
    summary: 'Request a free paper copy of an IFU (sent within 7 calendar days)',
    description:
      '400 when no instructions for use are published under the `ref`, or none in that `lang` for it.',
    tag: 'Instructions for use',
    admin: false,
    json: ZPaperWire,
    ok: {
      status: 201,
      body: z.object({ ok: z.literal(true), due_by: z.string().meta({ format: 'date' }) }),
    },
    handle: async (c, req) => {
      const { dueBy } = await c.ifu.requestPaperCopy(parseWire(ZIfuPaperRequest, req.body));
      return { ok: true as const, due_by: dueBy };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/ifu',
    summary: 'Every device with all its revisions (drafts, published and withdrawn)',
    tag: 'Instructions for use',
    admin: true,
    ok: { status: 200, body: z.object({ items: z.array(ZAdminIfuWire) }) },
    handle: async (c) => ({ items: (await c.ifu.list()).map(toAdminIfuWire) }),
  }),
  defineRoute({
    method: 'post',
    path: '/ifu',
    summary: 'Add a revision (a PDF up to 50 MB); the device is created with its first revision',
    description:
      'The same ref, lang and revision twice is a 409: a published revision is never replaced, a newer one supersedes it.',
    tag: 'Instructions for use',
    admin: true,
    multipart: multipartDoc(IFU_FIELDS, ZIfuRevisionFields.shape, ['file'], ['file']),
    files: { file: ['application/pdf'] },
    ok: { status: 201, body: z.object({ ok: z.literal(true), item: ZAdminIfuWire }) },
    errors: [409],
    errorDescriptions: {
      409: 'This ref, lang and revision already exist; or, with the review gate on for instructions for use, `status` is `published` (a new revision has no approvals yet: upload it as a draft, have it approved, then publish it). Nothing is stored.',
    },
    handle: async (c, req) => {
      const form = await readMultipartForm(req, IFU_FIELDS, IFU_MAX_BYTES, IFU_MESSAGES.ifuTooLarge, {
        files: ['file'],
      });
      return { ok: true as const, item: toAdminIfuWire(await c.ifu.create(form)) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/ifu/{ref}/{lang}/{revision}/withdraw',
    summary: 'Withdraw a published revision issued in error; it stays listed with the reason',
    tag: 'Instructions for use',
    admin: true,
    params: ZKeyParams,
    json: ZWithdrawBody,
    ok: { status: 200, body: z.object({ ok: z.literal(true), item: ZAdminIfuWire }) },
    errors: [409],
    errorDescriptions: { 409: 'The revision is not published (a draft, or already withdrawn).' },
    handle: async (c, req) => {
      const key = parseWire(ZKeyParams, req.params);
      const { reason } = parseWire(ZWithdrawBody, req.body);
      return { ok: true as const, item: toAdminIfuWire(await c.ifu.withdraw({ ...key, reason })) };
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/ifu/{ref}/{lang}/{revision}',
    summary: 'Delete a draft revision (a published one is kept for 15 years: 409)',
    tag: 'Instructions for use',
    admin: true,
    params: ZKeyParams,
    ok: { status: 204 },
    errors: [409],
    errorDescriptions: { 409: 'A published or withdrawn revision is kept for 15 years and never deleted.' },
    handle: async (c, req) => {
      await c.ifu.deleteDraft(parseWire(ZKeyParams, req.params));
    },
  }),
];
