import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { slugOf } from '@manovo/api/domain';
import { createBroadcast, updateBroadcast } from '@manovo/db/queries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createProxiedPostgres } from './testing/proxied-postgres';
import { loadSourceRenderer } from './testing/renderer';

// Stale-if-error (issue #22), played on PostgreSQL behind a proxy the test cuts, as in outage.test.ts.
const BOUNDS = { connectionWaitMs: 1000, statementTimeoutMs: 1000 };
// No query waits longer than max(connection wait, statement timeout + 1 s); plus slack for two busy cores.
const WORST_MS = Math.max(BOUNDS.connectionWaitMs, BOUNDS.statementTimeoutMs + 1000) + 1500;

let pg: Awaited<ReturnType<typeof createProxiedPostgres>>;
let app: Awaited<ReturnType<typeof buildApp>>;
let dataDir: string;
let id: number;

beforeAll(async () => {
  pg = await createProxiedPostgres('manovo_stale', BOUNDS);
  id = (await createBroadcast(pg.direct.db, { kind: 'news', title: 'Start', status: 'published' })).id;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'manovo-stale-'));
  app = await buildApp({
    db: pg.db,
    dataDir,
    jwtSecret: 'x'.repeat(32),
    webDist: path.join(dataDir, 'no-dist'),
    renderer: await loadSourceRenderer(),
  });
});

afterAll(async () => {
  await app?.close();
  await pg?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

async function timed(url: string) {
  const started = performance.now();
  const res = await get(url);
  return { res, ms: performance.now() - started };
}

/** Polls `url` until its answer contains `text`. */
async function untilShows(url: string, text: string, withinMs: number) {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    const res = await get(url);
    if (res.statusCode === 200 && res.body.includes(text)) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not show ${text} within ${withinMs} ms`);
}

const NEWS = '/api/admin/public/broadcasts?category=news&limit=24';
// Answered just before the cut, after the last change: a current entry when the outage begins.
const LATEST = '/api/admin/public/broadcasts?category=news&limit=23';
const TRPC = `/api/trpc/broadcasts.listPublic?input=${encodeURIComponent(JSON.stringify({ kind: 'news', limit: 24 }))}`;
const ITEM = () => `/api/admin/public/broadcasts/${id}`;

describe('stale-if-error (PostgreSQL behind a proxy the test cuts)', () => {
  for (const how of ['blackhole', 'refuse'] as const) {
    it(`answers cached public reads and pages from the cache with their ETag and Age while cut (${how}), anything else 503 at once, and fresh answers after`, async () => {
      const [alpha, bravo, charlie] = ['Alpha', 'Bravo', 'Charlie'].map((w) => `${w} ${how}`) as [
        string,
        string,
        string,
      ];
      await updateBroadcast(pg.direct.db, id, { title: alpha });
      await untilShows(NEWS, alpha, 3000);
      const page = `/news/${id}-${slugOf(alpha)}`;
      const cached = [NEWS, TRPC, ITEM(), '/news', page];
      const before = new Map<string, string>();
      for (const url of cached) {
        const res = await untilShows(url, alpha, 3000);
        before.set(url, String(res.headers.etag));
      }
      // The search index has read the title (through a query asked only now).
      await untilShows(`/api/admin/search?q=${how}`, alpha, 3000);
      const search = `/api/admin/search?q=alpha+${how}`;

      // Another instance's edit just before the outage drops all of those (the change feed says so).
      await updateBroadcast(pg.direct.db, id, { title: bravo });
      await untilShows(LATEST, bravo, 3000);
      // Asked again once the change's notification is surely in, so this answer is kept.
      await new Promise((r) => setTimeout(r, 300));
      await untilShows(LATEST, bravo, 3000);
      pg.proxy.cut(how);
      try {
        const uncached = await timed(`/api/admin/public/broadcasts?category=news&limit=7&round=${how}`);
        expect(uncached.res.statusCode).toBe(503);
        expect(uncached.res.headers['retry-after']).toBe('5');
        expect(uncached.ms).toBeLessThan(WORST_MS);
        // A page never rendered: the site's frame, honestly a 503 and kept nowhere.
        const unrendered = await timed(`/careers?round=${how}`);
        expect(unrendered.res.statusCode).toBe(503);
        expect(unrendered.res.headers['retry-after']).toBe('5');
        expect(unrendered.res.headers['cache-control']).toBe('no-store');
        expect(unrendered.res.body).toContain('<footer');
        expect(unrendered.ms).toBeLessThan(WORST_MS);

        for (const url of cached) {
          const { res, ms } = await timed(url);
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).toContain(alpha);
          expect(res.headers.etag, url).toBe(before.get(url));
          expect(Number(res.headers.age), url).toBeGreaterThanOrEqual(0);
          expect(res.headers['retry-after'], url).toBeUndefined();
          expect(ms, url).toBeLessThan(WORST_MS);
          const revalidated = await get(url, { 'if-none-match': String(before.get(url)) });
          expect(revalidated.statusCode, url).toBe(304);
        }
        const latest = await get(LATEST);
        expect([latest.statusCode, latest.headers.age === undefined]).toEqual([200, false]);
        expect(latest.body).toContain(bravo);

        // The search index answers as it is (it has not read the edit), and that answer is not kept.
        const found = await timed(search);
        expect(found.res.statusCode).toBe(200);
        expect(found.res.json().items.map((i: { title: string }) => i.title)).toContain(alpha);
        expect(found.ms).toBeLessThan(WORST_MS);

        // Another instance, still connected, writes during the outage.
        await updateBroadcast(pg.direct.db, id, { title: charlie });
      } finally {
        pg.proxy.restore();
      }

      await untilShows(NEWS, charlie, 10_000);
      for (const url of [NEWS, TRPC, ITEM(), '/news', LATEST]) {
        const res = await untilShows(url, charlie, 3000);
        expect(res.headers.age, url).toBeUndefined();
      }
      expect((await get(page)).statusCode).toBe(301);
      // The index catches up from the change feed, a moment after the pages do.
      const titlesFound = async () =>
        (await get(search)).json().items.map((i: { title: string }) => i.title) as string[];
      const deadline = Date.now() + 5000;
      let titles = await titlesFound();
      while (titles.includes(alpha) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        titles = await titlesFound();
      }
      expect(titles).not.toContain(alpha);
    }, 120_000);
  }
});
