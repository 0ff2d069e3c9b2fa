import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, type DbHandle, runMigrations } from '@manovo/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIfuFiles, type IfuFiles } from './ifu-files';
import { followIfuPublications } from './ifu-follow';
import { storeIfuPdf } from './testing/content';

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
  return { ...(await storeIfuPdf(db.db, ref, bytes)), bytes };
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
