import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client';
import { createTestDb } from '../testing';
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
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

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
    await insertIfuRevision(db, {
      documentId: doc.id,
      lang: 'en',
      revision: 'A',
      effectiveDate: '2025-01-01',
      status: 'draft',
      ...file(1),
    });
    expect(await findIfuDocuments(db, { publicOnly: true })).toEqual([]);

    const a = await insertIfuRevision(db, {
      documentId: doc.id,
      lang: 'en',
      revision: 'B',
      effectiveDate: '2025-02-01',
      status: 'published',
      ...file(2),
    });
    await insertIfuRevision(db, {
      documentId: doc.id,
      lang: 'en',
      revision: 'C',
      effectiveDate: '2025-06-01',
      status: 'published',
      ...file(3),
    });
    await insertIfuRevision(db, {
      documentId: doc.id,
      lang: 'de',
      revision: 'B',
      effectiveDate: '2025-02-01',
      status: 'published',
      ...file(4),
    });
    await insertIfuRevision(db, {
      documentId: other.id,
      lang: 'fr',
      revision: '01',
      effectiveDate: '2025-02-01',
      status: 'published',
      ...file(5),
    });
    // The same (device, lang, revision) twice is refused.
    expect(
      await insertIfuRevision(db, {
        documentId: doc.id,
        lang: 'en',
        revision: 'B',
        effectiveDate: '2025-02-01',
        status: 'draft',
        ...file(6),
      }),
    ).toBeUndefined();

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
