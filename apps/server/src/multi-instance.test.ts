import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1X1 } from './testing/test-app';

// Two real server processes (npm start's entry point) on one PostgreSQL database, each with its
// own DATA_DIR and no JWT_SECRET: everything they share goes through the database.
const baseUrl = process.env.DATABASE_URL;
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const ADMIN = { email: 'ops@manovo.test', password: 'multi-instance-42' };

if (!baseUrl)
  console.log(
    'multi-instance test skipped: it needs PostgreSQL (DATABASE_URL); the embedded database serves one process only.',
  );

type Instance = { url: string; proc: ChildProcess; dataDir: string };

async function startInstance(databaseUrl: string): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'manovo-instance-'));
  const { JWT_SECRET: _none, ...inherited } = process.env;
  const proc = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...inherited,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      WORKERS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match) resolve(match[1]!);
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
    setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000).unref();
  });
  return { url, proc, dataDir };
}

async function stopInstance(i: Instance) {
  if (i.proc.exitCode === null) {
    const exited = new Promise((r) => i.proc.once('exit', r));
    i.proc.kill('SIGTERM');
    await exited;
  }
  await rm(i.dataDir, { recursive: true, force: true });
}

/** Polls until `check` holds; returns how long that took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`not within ${ms} ms`);
}

describe.skipIf(!baseUrl)('two instances on one PostgreSQL database are one site', () => {
  const name = `manovo_multi_${process.pid}_${Date.now()}`;
  let admin: postgres.Sql;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    admin = postgres(baseUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    [a, b] = await Promise.all([startInstance(url.toString()), startInstance(url.toString())]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  const signIn = (on: Instance, password: string) =>
    fetch(`${on.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password }),
    });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const newsOn = async (on: Instance) => {
    const res = await fetch(`${on.url}/api/admin/public/broadcasts?category=news&limit=24`);
    return (await res.json()).items as { id: number; title: string; image_url: string }[];
  };

  it('accepts a token from one on the other (the generated secret is shared)', async () => {
    const { token } = await (await signIn(a, ADMIN.password)).json();
    expect((await fetch(`${b.url}/api/admin/videos`, { headers: bearer(token) })).status).toBe(200);
  });

  it('shows an item published on one, and its image, on the other within a second; an edit replaces it there', async () => {
    const { token } = await (await signIn(a, ADMIN.password)).json();
    expect(await newsOn(b)).toEqual([]); // b has now cached the empty list

    const form = new FormData();
    form.set('kind', 'news');
    form.set('title', 'Launch in Pune');
    form.set('status', 'published');
    form.set('image_alt', 'Our stand in Pune');
    form.set('image', new Blob([PNG_1X1], { type: 'image/png' }), 'launch.png');
    const created = await fetch(`${a.url}/api/admin/broadcasts`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    expect(created.status).toBe(201);
    const { item } = await created.json();

    await within(1000, async () => (await newsOn(b)).some((n) => n.title === 'Launch in Pune'));
    // The stored image (re-encoded without metadata) and its variants are served by the other instance.
    const image = await fetch(`${b.url}${item.image_url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const variant = await fetch(`${b.url}${item.image_url.replace(/\.png$/, '-1.avif')}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/avif');
    const searchB = async (q: string) =>
      ((await (await fetch(`${b.url}/api/admin/search?q=${q}`)).json()).items as { title: string }[]).map(
        (i) => i.title,
      );
    await within(1000, async () => (await searchB('pune')).includes('Launch in Pune'));

    const edit = new FormData();
    edit.set('kind', 'news');
    edit.set('title', 'Launch in Mumbai');
    edit.set('status', 'published');
    const edited = await fetch(`${a.url}/api/admin/broadcasts/${item.id}`, {
      method: 'PUT',
      headers: bearer(token),
      body: edit,
    });
    expect(edited.status).toBe(200);
    await within(1000, async () => {
      const titles = (await newsOn(b)).map((n) => n.title);
      return titles.includes('Launch in Mumbai') && !titles.includes('Launch in Pune');
    });
    await within(1000, async () => (await searchB('mumbai')).includes('Launch in Mumbai'));
  });

  it('shares sign-in failures: 5 spread over both block that account from that address on both', async () => {
    const guess = (on: Instance) =>
      fetch(`${on.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'target@manovo.test', password: 'wrong-password' }),
      });
    const statuses: number[] = [];
    for (const on of [a, b, a, b, a]) statuses.push((await guess(on)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const [onA, onB] = [await guess(a), await guess(b)];
    expect([onA.status, onB.status]).toEqual([429, 429]);
    expect(onB.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('shares sign-out: a token signed out on one stops working on the other', async () => {
    const res = await signIn(b, ADMIN.password);
    expect(res.status).toBe(200);
    const { token } = await res.json();
    expect((await fetch(`${a.url}/api/admin/videos`, { headers: bearer(token) })).status).toBe(200);
    expect(
      (await fetch(`${a.url}/api/admin/logout`, { method: 'POST', headers: bearer(token) })).status,
    ).toBe(200);
    expect((await fetch(`${b.url}/api/admin/videos`, { headers: bearer(token) })).status).toBe(401);
  });
});
