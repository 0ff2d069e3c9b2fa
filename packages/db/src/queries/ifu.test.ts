import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../change-feed';
import { useTestDb } from '../use-test-db';
import {
  currentIfuRevisions,
  deleteDraftIfuRevision,
  findIfuDocumentByRef,
  findIfuDocuments,
  insertIfuRevision,
  publishIfuRevision,
  upsertIfuDocument,
  withdrawIfuRevision,
} from './ifu';

const file = (n: number) => ({ fileKey: `k${n}`, size: 100 + n, sha256: String(n).padStart(64, '0') });

describe('instructions for use: queries', () => {
  const handle = useTestDb();

  it('lists a device once a revision is published, with its current revision per language', async () => {
    const db = handle.db;
    const doc = await upsertIfuDocument(db, {
      ref: 'MS-100',
      udiDi: '08901234567890',
      title: 'Fenestrated Forceps',
      instrumentSlug: null,
    });
    const other = await upsertIfuDocument(db, {
      ref: 'MS-200',
      udiDi: null,
      title: 'Forceps MS-100 companion',
      instrumentSlug: null,
    });
    const revision = (
      documentId: number,
      lang: string,
      revision: string,
      day: string,
      n: number,
      status: 'published' | 'draft' = 'published',
    ) => insertIfuRevision(db, { documentId, lang, revision, effectiveDate: day, status, ...file(n) });
    await revision(doc.id, 'en', 'A', '2025-01-01', 1, 'draft');
    expect(await findIfuDocuments(db, { publicOnly: true })).toEqual([]);

    const a = await revision(doc.id, 'en', 'B', '2025-02-01', 2);
    await revision(doc.id, 'en', 'C', '2025-06-01', 3);
    await revision(doc.id, 'de', 'B', '2025-02-01', 4);
    await revision(other.id, 'fr', '01', '2025-02-01', 5);
    // The same (device, lang, revision) twice is refused.
    expect(await revision(doc.id, 'en', 'B', '2025-02-01', 6, 'draft')).toBeUndefined();

    const [listed] = await findIfuDocuments(db, { publicOnly: true, q: 'ms-100' });
    // The exact REF first, though the other device's name matches too.
    expect(listed?.ref).toBe('MS-100');
    expect((await findIfuDocuments(db, { publicOnly: true, q: 'ms-100' })).map((d) => d.ref)).toEqual([
      'MS-100',
      'MS-200',
    ]);
    expect(listed?.revisions.map((r) => `${r.lang}${r.revision}`)).toEqual(['deB', 'enC', 'enB']);
    expect(currentIfuRevisions(listed!.revisions).map((r) => `${r.lang}${r.revision}`)).toEqual([
      'deB',
      'enC',
    ]);
    expect((await findIfuDocuments(db, { publicOnly: true, q: '08901234567890' })).map((d) => d.ref)).toEqual(
      ['MS-100'],
    );
    expect((await findIfuDocuments(db, { publicOnly: true, lang: 'fr' })).map((d) => d.ref)).toEqual([
      'MS-200',
    ]);

    // Withdrawn: stays listed with its reason, no longer current.
    const w = await withdrawIfuRevision(db, a!.id, 'Wrong torque value on page 2');
    expect(w?.status).toBe('withdrawn');
    const again = await findIfuDocumentByRef(db, 'ms-100', true);
    expect(again?.revisions.find((r) => r.revision === 'B' && r.lang === 'en')?.withdrawnReason).toBe(
      'Wrong torque value on page 2',
    );
  });

  it('never deletes or replaces a published revision, in the queries and in the database', async () => {
    const db = handle.db;
    const doc = await upsertIfuDocument(db, {
      ref: 'MS-300',
      udiDi: null,
      title: 'Dissector',
      instrumentSlug: null,
    });
    const draft = await insertIfuRevision(db, {
      documentId: doc.id,
      lang: 'en',
      revision: 'A',
      effectiveDate: '2025-01-01',
      status: 'draft',
      ...file(7),
    });
    expect(await publishIfuRevision(db, draft!.id)).toBeDefined();
    expect(await deleteDraftIfuRevision(db, draft!.id)).toBeUndefined();
    await expect(db.execute(sql`delete from ifu_revisions where id = ${draft!.id}`)).rejects.toThrow();
    await expect(
      db.execute(sql`update ifu_revisions set file_key = 'other' where id = ${draft!.id}`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update ifu_revisions set status = 'draft' where id = ${draft!.id}`),
    ).rejects.toThrow();
    expect((await findIfuDocumentByRef(db, 'MS-300', true))?.revisions).toHaveLength(1);

    const other = await insertIfuRevision(db, {
      documentId: doc.id,
      lang: 'en',
      revision: 'B',
      effectiveDate: '2025-01-01',
      status: 'draft',
      ...file(8),
    });
    expect((await deleteDraftIfuRevision(db, other!.id))?.id).toBe(other!.id);
  });
});

describe('instructions for use: publication is one write', () => {
  const handle = useTestDb();

  // Another instance hears of a revision on its commit and reads its device at once: the device must
  // be listed by then. Played deterministically: when listing the device fails, nothing is stored.
  it('stores neither the published revision nor the listing when the listing fails', async () => {
    const db = handle.db;
    const one = await upsertIfuDocument(db, {
      ref: 'MS-ONE',
      udiDi: null,
      title: 'One',
      instrumentSlug: null,
    });
    const two = await upsertIfuDocument(db, {
      ref: 'MS-TWO',
      udiDi: null,
      title: 'Two',
      instrumentSlug: null,
    });
    const revision = (documentId: number, status: 'published' | 'draft', n: number) =>
      insertIfuRevision(db, {
        documentId,
        lang: 'en',
        revision: 'A',
        effectiveDate: '2025-01-01',
        status,
        ...file(n),
      });
    const draft = await revision(two.id, 'draft', 2);
    await db.execute(sql`create function refuse_listing() returns trigger language plpgsql as $$
      begin raise exception 'listing refused'; end $$`);
    await db.execute(sql`create trigger refuse_listing before update on ifu_documents
      for each row execute function refuse_listing()`);
    try {
      await expect(revision(one.id, 'published', 1)).rejects.toThrow();
      await expect(publishIfuRevision(db, draft!.id)).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_listing on ifu_documents`);
      await db.execute(sql`drop function refuse_listing()`);
    }
    const statuses = await db.execute(sql`select d.ref, r.status from ifu_revisions r
      join ifu_documents d on d.id = r.document_id order by d.ref`);
    expect(rowsOf(statuses)).toEqual([{ ref: 'MS-TWO', status: 'draft' }]);
    expect(await findIfuDocuments(db, { publicOnly: true })).toEqual([]);
  });
});
