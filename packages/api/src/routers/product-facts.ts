import {
  type Database,
  findMarketStatusById,
  findMarketStatuses,
  findPublicationById,
  findPublications,
  findQualityCertificateById,
  findQualityCertificates,
  findReprocessingById,
  findReprocessingByInstrument,
  findReprocessingSummaries,
  marketStatusWrites,
  publicationWrites,
  qualityCertificateWrites,
  reprocessingWrites,
} from '@manovo/db/queries';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { CONTENT_TYPES } from '../domain/content-types';
import { FACT_MESSAGES } from '../domain/fact-messages';
import { ZIdInput } from '../schemas/common';
import {
  ZMarketStatusInput,
  ZMarketStatusUpdate,
  ZPublicationInput,
  ZPublicationUpdate,
  ZQualityCertificateInput,
  ZQualityCertificateUpdate,
  ZReprocessingInput,
  ZReprocessingUpdate,
} from '../schemas/product-facts';
import type { AdminWrite } from '../services/admin-write';
import { adminProcedure, domainOf, notFound, publicProcedure } from '../trpc';

// The facts behind the product claims (docs/product.md, "Facts behind the claims"): four small kinds,
// each with the same procedures: the public list (shown rows), staff's list, one row, create, update
// and delete, each write with its audit row. No versions: a fact's history is its audit trail.

type Row = { id: number } & Record<string, unknown>;
type Writes<R, W> = {
  create: (db: Database, data: W) => Promise<R>;
  update: (db: Database, id: number, data: Partial<W>) => Promise<R | undefined>;
  remove: (db: Database, id: number) => Promise<R | undefined>;
};
type FactKind = 'marketStatuses' | 'qualityCertificates' | 'reprocessing' | 'publications';

function factProcedures<R extends Row, I extends z.ZodType<object>, U extends z.ZodType<{ id: number }>>(o: {
  kind: FactKind;
  find: (db: Database, opts?: { publicOnly?: boolean }) => Promise<R[]>;
  findById: (db: Database, id: number) => Promise<R | undefined>;
  writes: Writes<R, z.output<I>>;
  input: I;
  update: U;
  /** What the audit row names the row by. */
  summary: (row: R) => string;
  /** A check before a write, inside its transaction (a rule across rows). */
  check?: (w: AdminWrite, values: z.output<I>, id?: number) => Promise<void>;
}) {
  const { entity, label } = CONTENT_TYPES[o.kind];
  const toItem = (row: R) => domainOf(row);
  return {
    listPublic: publicProcedure.query(async ({ ctx }) =>
      (await o.find(ctx.db, { publicOnly: true })).map(toItem),
    ),
    list: adminProcedure.query(async ({ ctx }) => (await o.find(ctx.db)).map(toItem)),
    byId: adminProcedure.input(ZIdInput).query(async ({ ctx, input }) => {
      const row = await o.findById(ctx.db, input.id);
      if (!row) throw notFound(label);
      return toItem(row);
    }),
    create: adminProcedure.input(o.input).mutation(({ ctx, input }) =>
      ctx.write([], async (w) => {
        const values = input as z.output<I>;
        await o.check?.(w, values);
        const row = await o.writes.create(w.tx, values);
        await w.audit(entity, row.id, 'create', o.summary(row));
        return toItem(row);
      }),
    ),
    update: adminProcedure.input(o.update).mutation(({ ctx, input }) =>
      ctx.write([], async (w) => {
        const { id, ...values } = input as z.output<U> & z.output<I>;
        await o.check?.(w, values as z.output<I>, id);
        const row = await o.writes.update(w.tx, id, values as Partial<z.output<I>>);
        if (!row) throw notFound(label);
        await w.audit(entity, row.id, 'update', o.summary(row));
        return toItem(row);
      }),
    ),
    delete: adminProcedure.input(ZIdInput).mutation(({ ctx, input }) =>
      ctx.write([], async (w) => {
        const row = await o.writes.remove(w.tx, input.id);
        if (!row) throw notFound(label);
        await w.audit(entity, row.id, 'delete', o.summary(row));
      }),
    ),
  };
}

export const marketStatusesRouter = factProcedures({
  kind: 'marketStatuses',
  find: findMarketStatuses,
  findById: findMarketStatusById,
  writes: marketStatusWrites,
  input: ZMarketStatusInput,
  update: ZMarketStatusUpdate,
  summary: (r) => `${r.instrumentSlug} — ${r.market}: ${r.status}`,
});

export const qualityCertificatesRouter = factProcedures({
  kind: 'qualityCertificates',
  find: findQualityCertificates,
  findById: findQualityCertificateById,
  writes: qualityCertificateWrites,
  input: ZQualityCertificateInput,
  update: ZQualityCertificateUpdate,
  summary: (r) => `${r.standard} ${r.number}`,
});

export const reprocessingRouter = factProcedures({
  kind: 'reprocessing',
  find: findReprocessingSummaries,
  findById: findReprocessingById,
  writes: reprocessingWrites,
  input: ZReprocessingInput,
  update: ZReprocessingUpdate,
  summary: (r) => r.instrumentSlug,
  // One summary per instrument (the unique index holds it too).
  async check(w, values, id) {
    const other = await findReprocessingByInstrument(w.tx, values.instrumentSlug);
    if (other && other.id !== id)
      throw new TRPCError({ code: 'CONFLICT', message: FACT_MESSAGES.reprocessingExists });
  },
});

export const publicationsRouter = factProcedures({
  kind: 'publications',
  find: findPublications,
  findById: findPublicationById,
  writes: publicationWrites,
  input: ZPublicationInput,
  update: ZPublicationUpdate,
  summary: (r) => r.title,
});
