import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { classifyDatabaseError, createDb, type DbHandle, runMigrations } from '@manovo/db';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createIfuFiles } from './ifu-files';
import { ifuFolders } from './storage';
import { storeIfuPdf } from './testing/content';
import { startTcpProxy } from './testing/tcp-proxy';

// The outage is played on PostgreSQL (the embedded database has no network to lose),
// through a proxy of our own: the server itself is never stopped.
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BOUNDS = { connectionWaitMs: 1000, statementTimeoutMs: 1000 };
// No query waits longer than max(connection wait, statement timeout + 1 s); plus slack for two busy cores.
const WORST_MS = Math.max(BOUNDS.connectionWaitMs, BOUNDS.statementTimeoutMs + 1000) + 1500;

const name = `manovo_outage_${process.pid}_${Date.now()}`;
const admin = postgres(BASE_URL, { max: 1, onnotice: () => {} });
const target = new URL(BASE_URL);
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let db: DbHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let dataDir: string;
// A second instance on the same database (through the same proxy), with its own local copies.
let dbB: DbHandle;
let appB: Awaited<ReturnType<typeof buildApp>>;
let dataDirB: string;

beforeAll(async () => {
  await admin.unsafe(`create database "${name}"`);
  const direct = new URL(BASE_URL);
  direct.pathname = `/${name}`;
  const migrator = await createDb({ databaseUrl: direct.toString() });
  await runMigrations(migrator);
  await migrator.close();

  proxy = await startTcpProxy({
    targetHost: target.hostname,
    targetPort: Number(target.port || 5432),
  });
  const viaProxy = new URL(direct);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  db = await createDb({ databaseUrl: viaProxy.toString(), deadlines: BOUNDS });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'manovo-outage-'));
  app = await buildApp({ db, dataDir, jwtSecret: 'x'.repeat(32), webDist: path.join(dataDir, 'no-dist') });
  dbB = await createDb({ databaseUrl: viaProxy.toString(), deadlines: BOUNDS });
  dataDirB = await mkdtemp(path.join(os.tmpdir(), 'manovo-outage-b-'));
  appB = await buildApp({
    db: dbB,
    dataDir: dataDirB,
    jwtSecret: 'x'.repeat(32),
    webDist: path.join(dataDirB, 'no-dist'),
  });
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await appB?.close();
  await dbB?.close();
  if (dataDirB) await rm(dataDirB, { recursive: true, force: true });
  await proxy?.close();
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// Public reads are cached (a cached answer rightly stays 200 in an outage): each probe asks for a list
// size not asked before, so it reaches the database.
let probe = 0;
const list = () => app.inject({ method: 'GET', url: `/api/admin/public/videos?limit=${++probe}` });
const trpcList = () =>
  app.inject({ method: 'GET', url: `/api/trpc/videos.listPublic?input={"limit":${++probe}}` });

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

/** Polls until the public list answers 200 again; the time it took. */
async function recovery(): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 10_000) {
    if ((await list()).statusCode === 200) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no recovery within 10 s');
}

describe('database outage (PostgreSQL behind a proxy the test cuts)', () => {
  for (const how of ['blackhole', 'refuse'] as const) {
    it(`answers 503 with Retry-After within the bound while cut (${how}), then 200 again without a restart`, async () => {
      expect((await list()).statusCode).toBe(200);
      proxy.cut(how);
      try {
        // Several visitors at once: queued requests must not wait longer than the first.
        const answers = await Promise.all([
          timed(list),
          timed(list),
          timed(trpcList),
          ...Array.from({ length: 12 }, () => timed(list)),
        ]);
        for (const [i, { value, ms }] of answers.entries()) {
          expect(value.statusCode, `answer ${i}`).toBe(503);
          expect(value.headers['retry-after'], `answer ${i}`).toBe('5');
          expect(ms, `answer ${i}`).toBeLessThan(WORST_MS);
        }
        expect(answers[0]!.value.json()).toEqual({
          error: 'The service is temporarily unavailable. Please try again shortly.',
        });
        expect(answers[2]!.value.json().error.message).toBe(
          'The service is temporarily unavailable. Please try again shortly.',
        );
        // A request arriving well into the outage is bounded too.
        const later = await timed(list);
        expect(later.value.statusCode).toBe(503);
        expect(later.ms).toBeLessThan(WORST_MS);
        const ready = await timed(() => app.inject({ method: 'GET', url: '/readyz' }));
        expect(ready.value.statusCode).toBe(503);
        expect(ready.ms).toBeLessThan(WORST_MS);
      } finally {
        proxy.restore();
      }
      expect(await recovery()).toBeLessThan(3000);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    });
  }

  it('has the server end a statement that runs past the statement timeout, an error that answers 503', async () => {
    const res = await timed(() =>
      db.db.execute('select pg_sleep(3)').then(
        () => 'done',
        (e: unknown) => e,
      ),
    );
    expect(res.value).toMatchObject({ cause: { code: '57014' } });
    expect(classifyDatabaseError(res.value)?.kind).toBe('unavailable');
    expect(res.ms).toBeLessThan(BOUNDS.statementTimeoutMs + 1500);
  });
  /** Publishes a one-piece PDF under `ref` (en, rev A) as any instance's upload does: its pieces, then its row. */
  const publishIfu = async (ref: string, bytes: Buffer) => (await storeIfuPdf(db.db, ref, bytes)).fileKey;

  async function expectPdfs(on: typeof app, urls: string[], bytes: Buffer) {
    for (const url of urls) {
      const res = await on.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers.etag).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  }

  it('serves a published IFU PDF it has served before while the database is unreachable', async () => {
    const bytes = Buffer.from('%PDF-1.4\n% instructions for use, kept for the outage\n%%EOF\n');
    await publishIfu('MS-OUT-1', bytes);
    const urls = ['/ifu/MS-OUT-1/en', '/ifu/MS-OUT-1/en/A'];
    for (const url of urls) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    proxy.cut('refuse');
    try {
      await expectPdfs(app, urls, bytes);
      // What it never served it cannot vouch for: the outage answer, not a 404.
      expect((await app.inject({ method: 'GET', url: '/ifu/MS-OUT-1/de' })).statusCode).toBe(503);
    } finally {
      proxy.restore();
    }
    expect(await recovery()).toBeLessThan(3000);
  });

  it('serves a PDF published on another instance, told of it and never asked for it, while the database is unreachable', async () => {
    const bytes = Buffer.from('%PDF-1.4\n% published on instance A, copied by instance B\n%%EOF\n');
    // The test before cut the proxy: each instance's LISTEN connection comes back on its own schedule
    // (postgres.js reconnects it). A notification sent while it is away is not this test's subject
    // (a missed one is made up when the revision is first served), so wait until both listen again.
    const listening = async () =>
      Number(
        (
          await admin`select count(*)::int as n from pg_stat_activity
            where datname = ${name} and query ilike 'listen%'`
        )[0]?.n ?? 0,
      );
    const waitedFrom = performance.now();
    while ((await listening()) < 2) {
      expect(performance.now() - waitedFrom, 'both instances listen again within 20 s').toBeLessThan(20_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    const fileKey = await publishIfu('MS-OUT-2', bytes);
    // B hears of the publication (NOTIFY on commit) and takes it in, in the background, no request:
    // it copies the file, then records in its index that revision A is the current English one. An
    // outage can begin between the two, so what B serves without the database is what its index
    // holds: wait for that, read from disk only (as B does when the database is gone).
    const bIndex = createIfuFiles(dbB.db, { cacheDir: ifuFolders(dataDirB).cacheDir });
    const copy = path.join(ifuFolders(dataDirB).cacheDir, 'files', fileKey);
    const started = performance.now();
    const taken = async () =>
      (await bIndex.recall('MS-OUT-2', 'en'))?.fileKey === fileKey &&
      (await stat(copy).then(
        (s) => s.size === bytes.length,
        () => false,
      ));
    while (!(await taken())) {
      // Seconds on an idle machine are milliseconds; the bound is for two cores shared with the rest
      // of the suite (5 s was missed by 50 ms there), and still fails a copy that never happens.
      expect(performance.now() - started, 'B copies the file and indexes it within 20 s').toBeLessThan(
        20_000,
      );
      await new Promise((r) => setTimeout(r, 50));
    }
    proxy.cut('refuse');
    try {
      await expectPdfs(appB, ['/ifu/MS-OUT-2/en', '/ifu/MS-OUT-2/en/A'], bytes);
    } finally {
      proxy.restore();
    }
    expect(await recovery()).toBeLessThan(3000);
  });
});
