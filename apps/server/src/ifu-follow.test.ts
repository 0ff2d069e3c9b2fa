import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DbHandle } from '@manovo/db';
import { createTestDb } from '@manovo/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIfuFiles, type IfuFiles } from './ifu-files';
import { followIfuPublications } from './ifu-follow';
import { storeIfuPdf } from './testing/content';

// The database is real (PGlite, or PostgreSQL with DATABASE_URL); the LISTEN connection is played by hand, so the test decides when a
// notification arrives and when the connection comes back.
let db: DbHandle;
let cacheDir: string;
beforeAll(async () => {
  db = await createTestDb();
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

/**
 * Waits until this instance's index knows (ref, en[, revision]), which it records after its own copy
 * of the file is made; the meta it recorded and the copy's bytes.
 */
async function takenIn(files: IfuFiles, ref: string, revision?: string) {
  const meta = await vi.waitFor(
    async () => {
      const known = await files.recall(ref, 'en', revision);
      if (!known) throw new Error(`${ref} is not taken in yet`);
      return known;
    },
    { timeout: 10_000, interval: 20 },
  );
  return { meta, bytes: await readFile(path.join(cacheDir, 'files', meta.fileKey)) };
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
    const { meta, bytes } = await takenIn(files, 'MS-FOL-1');
    expect(meta.fileKey).toBe(published.fileKey);
    expect(bytes).toEqual(published.bytes);
    expect(failuresLeft).toBe(-1);
  });

  it('takes in what was published while its listening connection was down, once it is back', async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'manovo-follow-'));
    const files = createIfuFiles(db.db, { cacheDir });
    const heard = await follow(files);
    // Published while the connection was away: no notification ever arrives.
    const missed = await publish('MS-FOL-2', 'missed notification');
    expect(await readFile(path.join(cacheDir, 'files', missed.fileKey)).catch(() => null)).toBeNull();
    heard.connect?.();
    const { meta, bytes } = await takenIn(files, 'MS-FOL-2', 'A');
    expect(bytes).toEqual(missed.bytes);
    expect(meta.sha256).toBe(createHash('sha256').update(missed.bytes).digest('hex'));
  });
});
