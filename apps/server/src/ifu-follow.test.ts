import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, type DbHandle, runMigrations } from '@manovo/db';
import { insertIfuFileChunk, insertIfuRevision, upsertIfuDocument } from '@manovo/db/queries';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIfuFiles, type IfuFiles } from './ifu-files';
import { followIfuPublications } from './ifu-follow';

// The database is real (PGlite); the LISTEN connection is played by hand, so the test decides when a
// notification arrives and when the connection comes back.
let db: DbHandle;
let cacheDir: string;
beforeAll(async () => {
  db = await createDb({});
  await runMigrations(db);
});
afterAll(async () => {
  await db.close();
});

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
});

async function publish(ref: string, text: string) {
  const bytes = Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
  const fileKey = `${randomUUID()}.pdf`;
  const doc = await upsertIfuDocument(db.db, {
    ref,
    udiDi: null,
    title: `Device ${ref}`,
    instrumentSlug: null,
  });
  await insertIfuFileChunk(db.db, fileKey, 0, bytes);
  const rev = await insertIfuRevision(db.db, {
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
  return { id: rev.id, fileKey, bytes };
}

async function follow(files: IfuFiles) {
  const heard: { message?: (payload: string) => void; connect?: () => void } = {};
  stop = await followIfuPublications({
    db: db.db,
    files,
    retryDelaysMs: [20, 40],
    listen: async (_channel, onMessage, onConnect) => {
      heard.message = onMessage;
      heard.connect = onConnect;
      onConnect?.();
      return async () => {};
    },
  });
  return heard;
}

/** Waits up to 5 s for this instance's own copy of the file; its bytes, or null. */
async function copyOf(fileKey: string): Promise<Buffer | null> {
  const file = path.join(cacheDir, 'files', fileKey);
  for (const started = Date.now(); Date.now() - started < 5000; ) {
    const bytes = await readFile(file).catch(() => null);
    if (bytes) return bytes;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

describe('following IFU publications', () => {
  it('copies a revision it is told of, trying again after a failure instead of dropping it', async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'manovo-follow-'));
    const files = createIfuFiles(db.db, { cacheDir });
    let failuresLeft = 2;
    const heard = await follow({
      ...files,
      keep: async (meta) => {
        if (failuresLeft-- > 0) throw new Error('the pool is still coming back');
        await files.keep(meta);
      },
    });
    const published = await publish('MS-FOL-1', 'told of it');
    heard.message?.(`ifu_revisions:${published.id}`);
    expect(await copyOf(published.fileKey)).toEqual(published.bytes);
    expect(failuresLeft).toBe(-1);
    expect((await files.recall('MS-FOL-1', 'en'))?.fileKey).toBe(published.fileKey);
  });

  it('takes in what was published while its listening connection was down, once it is back', async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'manovo-follow-'));
    const files = createIfuFiles(db.db, { cacheDir });
    const heard = await follow(files);
    // Published while the connection was away: no notification ever arrives.
    const missed = await publish('MS-FOL-2', 'missed notification');
    expect(await readFile(path.join(cacheDir, 'files', missed.fileKey)).catch(() => null)).toBeNull();
    heard.connect?.();
    expect(await copyOf(missed.fileKey)).toEqual(missed.bytes);
    expect((await files.recall('MS-FOL-2', 'en', 'A'))?.sha256).toBe(
      createHash('sha256').update(missed.bytes).digest('hex'),
    );
  });
});
