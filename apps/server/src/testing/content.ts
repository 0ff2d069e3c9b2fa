import { createHash, randomUUID } from 'node:crypto';
import { slugOf } from '@manovo/api/domain';
import {
  createBroadcast,
  createCareer,
  insertIfuFileChunk,
  insertIfuRevision,
  upsertIfuDocument,
} from '@manovo/db/queries';

type Db = Parameters<typeof createBroadcast>[0];

/** A news item stored straight in the database (published unless told), and its page's path. */
export async function storeNews(db: Db, fields: Omit<Parameters<typeof createBroadcast>[1], 'kind'>) {
  const item = await createBroadcast(db, { kind: 'news', status: 'published', ...fields });
  return { item, path: `/news/${item.id}-${slugOf(item.title)}` };
}

/** A job stored straight in the database (published unless told), and its page's path. */
export async function storeJob(db: Db, fields: Parameters<typeof createCareer>[1]) {
  const job = await createCareer(db, { status: 'published', ...fields });
  return { job, path: `/careers/${job.id}-${slugOf(job.title)}` };
}

/**
 * A one-piece PDF published under `ref` (English, revision A) as any instance's upload stores it: its
 * pieces, then its revision row (which lists the device). Its revision id and file key.
 */
export async function storeIfuPdf(db: Db, ref: string, bytes: Buffer) {
  const fileKey = `${randomUUID()}.pdf`;
  const doc = await upsertIfuDocument(db, { ref, udiDi: null, title: `Device ${ref}`, instrumentSlug: null });
  await insertIfuFileChunk(db, fileKey, 0, bytes);
  const rev = await insertIfuRevision(db, {
    documentId: doc.id,
    lang: 'en',
    revision: 'A',
    effectiveDate: '2025-01-01',
    status: 'published',
    fileKey,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
  if (!rev) throw new Error(`${ref} has a revision A already`);
  return { id: rev.id, fileKey };
}
