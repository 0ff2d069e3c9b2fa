import type { Writable } from 'node:stream';
import { and, asc, count, eq, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Sql } from 'postgres';
import type { Database } from '../client';
import { ifuDocuments, ifuFileChunks, ifuPaperRequests, ifuRevisions } from '../schema';
import { PUBLIC_WHERE } from './content-tables';
import { findPage, insertRow } from './rows';
import { likePattern } from './visibility';

export type IfuDocumentRow = typeof ifuDocuments.$inferSelect;
export type IfuRevisionRow = typeof ifuRevisions.$inferSelect;
export type IfuPaperRequestRow = typeof ifuPaperRequests.$inferSelect;
export type IfuDocumentWithRevisions = IfuDocumentRow & { revisions: IfuRevisionRow[] };

/** Newest first: the later effective date, then the later publication, then the later upload. */
function newestFirst(a: IfuRevisionRow, b: IfuRevisionRow): number {
  if (a.effectiveDate !== b.effectiveDate) return a.effectiveDate < b.effectiveDate ? 1 : -1;
  const at = (r: IfuRevisionRow) => (r.publishedAt ?? r.createdAt).getTime();
  return at(b) - at(a) || b.id - a.id;
}

/**
 * The current revision of each language: the newest published one. A withdrawn revision is never
 * current (a language whose every revision was withdrawn has none), and a draft is never public.
 */
export function currentIfuRevisions(revisions: readonly IfuRevisionRow[]): IfuRevisionRow[] {
  const byLang = new Map<string, IfuRevisionRow>();
  for (const r of [...revisions].filter((r) => r.status === 'published').sort(newestFirst))
    if (!byLang.has(r.lang)) byLang.set(r.lang, r);
  return [...byLang.values()].sort((a, b) => a.lang.localeCompare(b.lang));
}

/** Revisions newest first within each language, languages in order. */
export const sortIfuRevisions = (revisions: readonly IfuRevisionRow[]) =>
  [...revisions].sort((a, b) => a.lang.localeCompare(b.lang) || newestFirst(a, b));

async function withRevisions(
  db: Database,
  docs: IfuDocumentRow[],
  publicOnly: boolean,
): Promise<IfuDocumentWithRevisions[]> {
  if (docs.length === 0) return [];
  const rows = await db
    .select()
    .from(ifuRevisions)
    .where(
      and(
        inArray(
          ifuRevisions.documentId,
          docs.map((d) => d.id),
        ),
        publicOnly ? ne(ifuRevisions.status, 'draft') : undefined,
      ),
    );
  return docs.map((d) => ({ ...d, revisions: sortIfuRevisions(rows.filter((r) => r.documentId === d.id)) }));
}

export type IfuFilter = { q?: string; lang?: string; publicOnly: boolean };

/**
 * Devices with their revisions (public: listed devices, no drafts). `q` matches REF, UDI-DI or the
 * device's name; a REF or UDI-DI equal to it comes first, as that is what is printed on the label
 * staff search from. `lang` keeps the devices with a current revision in that language.
 */
export async function findIfuDocuments(db: Database, f: IfuFilter): Promise<IfuDocumentWithRevisions[]> {
  const where: (SQL | undefined)[] = [f.publicOnly ? PUBLIC_WHERE.ifu() : undefined];
  const q = f.q?.trim();
  if (q) {
    const p = likePattern(q);
    where.push(or(ilike(ifuDocuments.ref, p), ilike(ifuDocuments.udiDi, p), ilike(ifuDocuments.title, p)));
  }
  const exact = q
    ? sql`case when lower(${ifuDocuments.ref}) = lower(${q}) or lower(coalesce(${ifuDocuments.udiDi}, '')) = lower(${q}) then 0 else 1 end`
    : undefined;
  const docs = await db
    .select()
    .from(ifuDocuments)
    .where(and(...where))
    .orderBy(...(exact ? [exact] : []), asc(ifuDocuments.ref));
  const all = await withRevisions(db, docs, f.publicOnly);
  if (!f.lang) return all;
  return all.filter((d) => currentIfuRevisions(d.revisions).some((r) => r.lang === f.lang));
}

/** One device by its REF (exact, case-insensitive), with its revisions; public: listed, no drafts. */
export async function findIfuDocumentByRef(
  db: Database,
  ref: string,
  publicOnly: boolean,
): Promise<IfuDocumentWithRevisions | undefined> {
  const [doc] = await db
    .select()
    .from(ifuDocuments)
    .where(and(sql`lower(${ifuDocuments.ref}) = lower(${ref})`, publicOnly ? PUBLIC_WHERE.ifu() : undefined));
  return doc ? (await withRevisions(db, [doc], publicOnly))[0] : undefined;
}

/** The public device a revision belongs to, with its public revisions (none for a draft-only device). */
export async function findIfuDocumentOfRevision(
  db: Database,
  revisionId: number,
): Promise<IfuDocumentWithRevisions | undefined> {
  const [row] = await db
    .select({ ref: ifuDocuments.ref })
    .from(ifuRevisions)
    .innerJoin(ifuDocuments, eq(ifuDocuments.id, ifuRevisions.documentId))
    .where(eq(ifuRevisions.id, revisionId));
  return row ? findIfuDocumentByRef(db, row.ref, true) : undefined;
}

export type IfuDocumentWrite = {
  ref: string;
  udiDi: string | null;
  title: string;
  instrumentSlug: string | null;
};

/** The device of `ref`, created on its first revision; a later upload may fill in its UDI-DI. */
export async function upsertIfuDocument(db: Database, d: IfuDocumentWrite): Promise<IfuDocumentRow> {
  const existing = await findIfuDocumentByRef(db, d.ref, false);
  if (!existing) {
    const [row] = await db.insert(ifuDocuments).values(d).returning();
    return row!;
  }
  const [row] = await db
    .update(ifuDocuments)
    .set({
      title: d.title || existing.title,
      udiDi: d.udiDi ?? existing.udiDi,
      instrumentSlug: d.instrumentSlug ?? existing.instrumentSlug,
      updatedAt: new Date(),
    })
    .where(eq(ifuDocuments.id, existing.id))
    .returning();
  return row!;
}

export type IfuRevisionWrite = Omit<
  typeof ifuRevisions.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'withdrawnAt' | 'withdrawnReason'
>;

/**
 * Adds a revision; a published one lists its device. Undefined when (device, lang, revision) exists.
 * One transaction: the revision's NOTIFY goes out on commit, and another instance that hears it and
 * reads the device at once must find it listed (it did not, now and then, when these were two writes).
 */
export async function insertIfuRevision(
  db: Database,
  r: IfuRevisionWrite,
): Promise<IfuRevisionRow | undefined> {
  const published = r.status === 'published';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ifuRevisions)
      .values({ ...r, publishedAt: published ? new Date() : null })
      .onConflictDoNothing()
      .returning();
    if (row && published) await listIfuDocument(tx, r.documentId);
    return row;
  });
}

const listIfuDocument = (db: Database, id: number) =>
  db.update(ifuDocuments).set({ listed: true, updatedAt: new Date() }).where(eq(ifuDocuments.id, id));

export async function findIfuRevision(
  db: Database,
  documentId: number,
  lang: string,
  revision: string,
): Promise<IfuRevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(ifuRevisions)
    .where(
      and(
        eq(ifuRevisions.documentId, documentId),
        eq(ifuRevisions.lang, lang),
        eq(ifuRevisions.revision, revision),
      ),
    );
  return row;
}

/** Publishes a draft (and lists its device). Undefined when the revision is not a draft. */
/** A revision by its id with its device (the review gate names a revision by id); undefined when none. */
export async function findIfuRevisionById(
  db: Database,
  id: number,
): Promise<{ doc: IfuDocumentRow; rev: IfuRevisionRow } | undefined> {
  const [row] = await db
    .select({ doc: ifuDocuments, rev: ifuRevisions })
    .from(ifuRevisions)
    .innerJoin(ifuDocuments, eq(ifuDocuments.id, ifuRevisions.documentId))
    .where(eq(ifuRevisions.id, id));
  return row;
}

/** The draft revisions with their devices, oldest upload first (what may wait for review). */
export function findIfuDraftRevisions(
  db: Database,
  limit = 200,
): Promise<{ doc: IfuDocumentRow; rev: IfuRevisionRow }[]> {
  return db
    .select({ doc: ifuDocuments, rev: ifuRevisions })
    .from(ifuRevisions)
    .innerJoin(ifuDocuments, eq(ifuDocuments.id, ifuRevisions.documentId))
    .where(eq(ifuRevisions.status, 'draft'))
    .orderBy(asc(ifuRevisions.createdAt), asc(ifuRevisions.id))
    .limit(limit);
}

/** Publishes a draft and lists its device, in one transaction (see insertIfuRevision). */
export async function publishIfuRevision(db: Database, id: number): Promise<IfuRevisionRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(ifuRevisions)
      .set({ status: 'published', publishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(ifuRevisions.id, id), eq(ifuRevisions.status, 'draft')))
      .returning();
    if (row) await listIfuDocument(tx, row.documentId);
    return row;
  });
}

/** Withdraws a published revision with its reason; it stays listed. Undefined unless it was published. */
export async function withdrawIfuRevision(
  db: Database,
  id: number,
  reason: string,
): Promise<IfuRevisionRow | undefined> {
  const [row] = await db
    .update(ifuRevisions)
    .set({ status: 'withdrawn', withdrawnReason: reason, withdrawnAt: new Date(), updatedAt: new Date() })
    .where(and(eq(ifuRevisions.id, id), eq(ifuRevisions.status, 'published')))
    .returning();
  return row;
}

/**
 * Deletes a draft, never anything else (retention: the trigger `ifu_revisions_retain` refuses it too).
 * Undefined when the revision is not a draft.
 */
export async function deleteDraftIfuRevision(db: Database, id: number): Promise<IfuRevisionRow | undefined> {
  const [row] = await db
    .delete(ifuRevisions)
    .where(and(eq(ifuRevisions.id, id), eq(ifuRevisions.status, 'draft')))
    .returning();
  return row;
}

// The PDFs' pieces (PostgreSQL). Written in order by the storage, read back one piece at a time.
export async function insertIfuFileChunk(db: Database, fileKey: string, seq: number, bytes: Uint8Array) {
  await db.insert(ifuFileChunks).values({ fileKey, seq, bytes });
}

/** Writes a file's pieces in order, the bytes as they come. */
export type IfuChunkWriter = {
  write(bytes: Uint8Array): Promise<void>;
  /** Fails unless exactly the announced size was written. */
  end(): Promise<void>;
  abort(reason: Error): Promise<void>;
};

// Binary COPY: the signature, a 32-bit flags field and a 32-bit header-extension length (both 0);
// the trailer is a field count of -1.
const COPY_HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
const COPY_TRAILER = Buffer.from([0xff, 0xff]);

/** One row of ifu_file_chunks as binary COPY sends it, up to its bytes: 3 fields, the key, the seq. */
function chunkRowHead(key: Buffer, seq: number, length: number): Buffer {
  const head = Buffer.alloc(2 + 4 + key.length + 4 + 4 + 4);
  let at = head.writeInt16BE(3, 0);
  at = head.writeInt32BE(key.length, at);
  at += key.copy(head, at);
  at = head.writeInt32BE(4, at);
  at = head.writeInt32BE(seq, at);
  head.writeInt32BE(length, at);
  return head;
}

/** A `COPY ... FROM STDIN (FORMAT binary)` of one piece; `send` resolves once the socket took the bytes. */
async function openChunkCopy(db: Database) {
  const client = (db as unknown as { $client: Sql }).$client;
  const stream = (await client
    .unsafe('copy ifu_file_chunks (file_key, seq, bytes) from stdin (format binary)')
    .writable()) as Writable;
  let failure: Error | undefined;
  const done = new Promise<void>((resolve, reject) => {
    stream.once('finish', resolve);
    stream.once('error', (err) => {
      failure = err;
      reject(err);
    });
  });
  done.catch(() => {});
  return {
    send: (bytes: Uint8Array) =>
      new Promise<void>((resolve, reject) => {
        if (failure) return reject(failure);
        stream.write(bytes, (err) => (err ? reject(err) : resolve()));
      }),
    async finish() {
      stream.end();
      await done;
    },
    async abort(reason: Error) {
      // postgres.js answers a destroyed COPY with CopyFail: the server keeps nothing of it.
      if (!stream.destroyed) stream.destroy(reason);
      await done.catch(() => {});
    },
  };
}

/**
 * PostgreSQL only: a file of `size` bytes into ifu_file_chunks, `chunkBytes` a piece, each piece one
 * `COPY ... FROM STDIN (FORMAT binary)`. An INSERT sends a bytea parameter as hex text (postgres.js):
 * a 1 MiB piece became a 2 MiB string and as many bytes of message buffers, and a 20 MB upload left
 * ~90 MB of garbage behind it. In binary COPY the bytes go out as they are read, each write waiting
 * for the socket to take the one before it, so the process holds about one read of the file at a
 * time. A piece per statement keeps each statement as short as an INSERT was (the statement timeout,
 * the silent-socket watch): the server answers after every piece.
 */
export function copyIfuFileChunks(
  db: Database,
  fileKey: string,
  size: number,
  chunkBytes: number,
): IfuChunkWriter {
  const key = Buffer.from(fileKey, 'utf8');
  let copy: Awaited<ReturnType<typeof openChunkCopy>> | undefined;
  let written = 0;
  return {
    async write(bytes) {
      let from = 0;
      while (from < bytes.length) {
        if (written >= size) throw new Error('more bytes than the file announced');
        const inPiece = written % chunkBytes;
        const pieceLength = Math.min(chunkBytes, size - written + inPiece);
        if (inPiece === 0) {
          copy = await openChunkCopy(db);
          await copy.send(Buffer.concat([COPY_HEADER, chunkRowHead(key, written / chunkBytes, pieceLength)]));
        }
        const take = Math.min(bytes.length - from, pieceLength - inPiece);
        await copy!.send(bytes.subarray(from, from + take));
        from += take;
        written += take;
        if (inPiece + take === pieceLength) {
          await copy!.send(COPY_TRAILER);
          await copy!.finish();
          copy = undefined;
        }
      }
    },
    async end() {
      if (written !== size) throw new Error('fewer bytes than the file announced');
    },
    async abort(reason) {
      await copy?.abort(reason);
    },
  };
}

export async function findIfuFileChunk(
  db: Database,
  fileKey: string,
  seq: number,
): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ bytes: ifuFileChunks.bytes })
    .from(ifuFileChunks)
    .where(and(eq(ifuFileChunks.fileKey, fileKey), eq(ifuFileChunks.seq, seq)));
  return row?.bytes;
}

/** Removes a file's pieces unless a revision still names it (a deleted draft's file). */
export async function deleteIfuFile(db: Database, fileKey: string) {
  await db
    .delete(ifuFileChunks)
    .where(
      and(
        eq(ifuFileChunks.fileKey, fileKey),
        sql`not exists (select 1 from ${ifuRevisions} where ${ifuRevisions.fileKey} = ${fileKey})`,
      ),
    );
}

// Paper copies.
export const createIfuPaperRequest = (
  db: Database,
  data: Omit<typeof ifuPaperRequests.$inferInsert, 'id' | 'createdAt' | 'sentAt'>,
): Promise<IfuPaperRequestRow> => insertRow(db, ifuPaperRequests, data);

/** Open requests first (earliest due first), then the sent ones, newest first. */
export function findIfuPaperRequests(db: Database, p: { limit: number; offset: number }) {
  return findPage(db, ifuPaperRequests, {
    orderBy: [
      sql`${ifuPaperRequests.sentAt} is not null`,
      asc(ifuPaperRequests.dueBy),
      sql`${ifuPaperRequests.createdAt} desc`,
    ],
    limit: p.limit,
    offset: p.offset,
  });
}

/** Open requests due on or before `date` (YYYY-MM-DD): the admin home's count. */
export async function countIfuPaperRequestsDueBy(db: Database, date: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ifuPaperRequests)
    .where(and(isNull(ifuPaperRequests.sentAt), lte(ifuPaperRequests.dueBy, date)));
  return Number(row?.n ?? 0);
}

export async function markIfuPaperRequestSent(
  db: Database,
  id: number,
): Promise<IfuPaperRequestRow | undefined> {
  const [row] = await db
    .update(ifuPaperRequests)
    .set({ sentAt: new Date() })
    .where(and(eq(ifuPaperRequests.id, id), isNull(ifuPaperRequests.sentAt)))
    .returning();
  return row;
}
