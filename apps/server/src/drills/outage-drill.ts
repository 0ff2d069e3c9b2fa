import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_RATE_LIMITS, hashPassword } from '@manovo/api';
import { createAdmin, createDb, type DbHandle, type Deadlines, runMigrations } from '@manovo/db';
import postgres from 'postgres';
import { buildApp } from '../app';
import { startTcpProxy } from '../testing/tcp-proxy';

/**
 * Silent-outage drills: the server under load, on PostgreSQL behind a proxy that at some moment stops
 * passing bytes without closing anything (a partition, a firewall that forgot the connections), then
 * lets new connections through again while the old ones stay dead. Each drill measures how long after
 * the link returns a read and a write answer 200 again, and whether any request, read or write, waited
 * longer than the bound during the outage. Used by outage-drill.test.ts (a few short drills) and by
 * `npm run drill` (50 at full length).
 */
export type OutageDrillOptions = {
  /** A PostgreSQL server URL; each run creates its own database there and drops it. */
  baseUrl: string;
  drills: number;
  /** Each outage lasts a random time in this range, so the link returns at every phase of the pool. */
  outageMs: [number, number];
  /** Load before the cut (it goes on through the outage and the recovery). */
  loadMs: number;
  /** Requests in flight at once. */
  concurrency: number;
  deadlines?: Partial<Deadlines>;
  /** A request answered later than this during an outage counts as unanswered. */
  unansweredAfterMs: number;
  /** A recovery slower than this counts as missed. */
  recoverWithinMs: number;
  log?: (line: string) => void;
  /** `silent` (default): the old connections stay dead after the link returns; `blackhole`: they are reset then. */
  mode?: 'silent' | 'blackhole';
};

export type OutageFigures = {
  drills: number;
  /** Per drill: ms from the link's return until a read and a write both answered 200 (null: never). */
  recoveries: (number | null)[];
  recoveredInTime: number;
  /** Requests started before the link returned, and how many of them took longer than the bound. */
  requestsDuringOutages: number;
  unanswered: number;
  slowestDuringOutageMs: number;
  /** Writes started within ±300 ms of the cut, and the slowest of them. */
  writesAtCut: number;
  slowestWriteAtCutMs: number;
  /** Answers other than 200 and 503 (a fault, not an outage). */
  unexpected: string[];
  /** How many times the pool had to be replaced by its watchdog. */
  poolReplacements: number;
};

type Sample = { kind: 'read' | 'write'; startedAt: number; ms: number; status: number };

const RECOVERY_GIVE_UP_MS = 20_000;

export async function runOutageDrills(opts: OutageDrillOptions): Promise<OutageFigures> {
  const log = opts.log ?? (() => {});
  const name = `manovo_drill_${process.pid}_${Date.now()}`;
  const admin = postgres(opts.baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const direct = new URL(opts.baseUrl);
  direct.pathname = `/${name}`;
  const target = new URL(opts.baseUrl);
  const proxy = await startTcpProxy({ targetHost: target.hostname, targetPort: Number(target.port || 5432) });
  const viaProxy = new URL(direct);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'manovo-drill-'));
  let poolReplacements = 0;
  let db: DbHandle | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const migrator = await createDb({ databaseUrl: direct.toString() });
    await runMigrations(migrator);
    await createAdmin(migrator.db, 'drill@manovo.test', await hashPassword('drill-password-42'));
    await migrator.close();
    db = await createDb({
      databaseUrl: viaProxy.toString(),
      deadlines: opts.deadlines,
      log: {
        warn: (_obj, msg) => {
          if (/replaced/.test(msg)) poolReplacements++;
          log(`  db: ${msg}`);
        },
      },
    });
    app = await buildApp({
      db,
      dataDir,
      jwtSecret: 'd'.repeat(32),
      webDist: path.join(dataDir, 'no-dist'),
      renderer: null,
      // The drill's writes are contact messages from one address: no form budget may refuse them.
      rateLimits: { ...DEFAULT_RATE_LIMITS, formsPerAddress: 1e9, formsPerMinute: 1e9 },
    });
    const server = app;
    const signIn = await server.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'drill@manovo.test', password: 'drill-password-42' },
    });
    const token = signIn.json().token as string;

    let n = 0;
    const request = async (kind: Sample['kind']): Promise<Sample> => {
      const startedAt = performance.now();
      const res =
        kind === 'read'
          ? await server.inject({
              method: 'GET',
              url: `/api/admin/videos?page=${(++n % 5) + 1}`,
              headers: { authorization: `Bearer ${token}` },
            })
          : await server.inject({
              method: 'POST',
              url: '/api/admin/contact',
              payload: { name: 'Drill', email: 'drill@example.com', purpose: 'Others', message: `m${++n}` },
            });
      return { kind, startedAt, ms: performance.now() - startedAt, status: res.statusCode };
    };

    const figures: OutageFigures = {
      drills: 0,
      recoveries: [],
      recoveredInTime: 0,
      requestsDuringOutages: 0,
      unanswered: 0,
      slowestDuringOutageMs: 0,
      writesAtCut: 0,
      slowestWriteAtCutMs: 0,
      unexpected: [],
      poolReplacements: 0,
    };

    for (let drill = 1; drill <= opts.drills; drill++) {
      const samples: Sample[] = [];
      let loading = true;
      const worker = async () => {
        while (loading) samples.push(await request(Math.random() < 0.5 ? 'read' : 'write'));
      };
      const workers = Array.from({ length: opts.concurrency }, worker);
      await sleep(opts.loadMs);

      // Writes sent around the moment the link goes silent.
      const cutAt = performance.now() + 300;
      const atCut = Array.from({ length: 10 }, (_, i) => sleep(i * 60).then(() => request('write')));
      await sleep(300);
      proxy.cut(opts.mode ?? 'silent');
      const [low, high] = opts.outageMs;
      await sleep(low + Math.random() * (high - low));
      proxy.restore();
      const restoredAt = performance.now();

      let recovery: number | null = null;
      while (performance.now() - restoredAt < RECOVERY_GIVE_UP_MS) {
        const [read, write] = await Promise.all([request('read'), request('write')]);
        if (read.status === 200 && write.status === 200) {
          recovery = performance.now() - restoredAt;
          break;
        }
        await sleep(50);
      }
      loading = false;
      await Promise.all(workers);
      const cutWrites = await Promise.all(atCut);

      const during = [...samples, ...cutWrites].filter(
        (s) => s.startedAt < restoredAt && s.startedAt + s.ms > cutAt,
      );
      const slowest = Math.max(0, ...during.map((s) => s.ms));
      figures.drills++;
      figures.recoveries.push(recovery);
      if (recovery !== null && recovery <= opts.recoverWithinMs) figures.recoveredInTime++;
      figures.requestsDuringOutages += during.length;
      figures.unanswered += during.filter((s) => s.ms > opts.unansweredAfterMs).length;
      figures.slowestDuringOutageMs = Math.max(figures.slowestDuringOutageMs, slowest);
      figures.writesAtCut += cutWrites.length;
      figures.slowestWriteAtCutMs = Math.max(figures.slowestWriteAtCutMs, ...cutWrites.map((s) => s.ms));
      for (const s of [...samples, ...cutWrites])
        if (s.status !== 200 && s.status !== 503) figures.unexpected.push(`${s.kind} ${s.status}`);
      log(
        `drill ${drill}: recovered ${recovery === null ? 'never' : `${Math.round(recovery)} ms`} after the link returned; ` +
          `${during.length} requests during the outage, slowest ${Math.round(slowest)} ms`,
      );
    }
    figures.poolReplacements = poolReplacements;
    return figures;
  } finally {
    await app?.close();
    await db?.close().catch(() => {});
    await proxy.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
