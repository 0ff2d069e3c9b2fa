import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { findBroadcasts } from '@manovo/db/queries';
import { seedDemoContent } from '@manovo/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSourceRenderer } from './testing/renderer';
import { auth, createTestApp, multipart, type TestApp } from './testing/test-app';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
// A built site in miniature: the shell and a hashed script with its build-time .br and .gz copies.
const SCRIPT = `console.log(${JSON.stringify('manovo '.repeat(400))});`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'manovo-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title><!--head-tags--></head><body><div id="root"></div></body></html>',
  );
  const script = path.join(dist, 'assets', 'index-Ab12Cd34.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    '{"index.html":{"file":"assets/index-Ab12Cd34.js"}}',
  );
  t = await createTestApp({ renderer: await loadSourceRenderer(), webDist: dist });
  await seedDemoContent(t.db.db);
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the build folder', () => {
  it("keeps the build's manifest (the server's map of chunks) out of the public's reach", async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('index-Ab12Cd34');
  });
});

describe('compression', () => {
  it('serves a built asset precompressed with Brotli, immutable for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses a rendered page and API JSON on the fly', async () => {
    const html = await get('/about', BROWSER);
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(html.rawPayload).toString()).toContain('Welcome to Manovo Surgical');
    const trpc = await get(
      `/api/trpc/broadcasts.listPublic?input=${encodeURIComponent(JSON.stringify({ kind: 'news', limit: 24 }))}`,
      BROWSER,
    );
    expect(trpc.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(trpc.rawPayload).toString()).result.data.length).toBeGreaterThan(
      0,
    );
    const rest = await get('/api/admin/public/broadcasts?category=news&limit=24', BROWSER);
    expect(rest.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(rest.rawPayload).toString()).ok).toBe(true);
  });
});

describe('the rendered-page cache', () => {
  it('answers HTML no-cache with an ETag, and 304 to a matching If-None-Match', async () => {
    const first = await get('/products');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/products', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows an admin edit to a published item on the next rendered page', async () => {
    const [post] = await findBroadcasts(t.db.db, { kind: 'social', publicOnly: true, limit: 1 });
    const before = await get('/news');
    expect(before.body).toContain(post!.title);
    expect((await get('/news', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);

    const h = auth(await t.login());
    const form = multipart({ title: 'Renamed by the editor', kind: 'social', status: 'published' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/broadcasts/${post!.id}`,
      headers: { ...h, ...form.headers },
      payload: form.payload,
    });
    expect(put.statusCode).toBe(200);

    const after = await get('/news', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Renamed by the editor');
    expect(after.body).not.toContain(`>${post!.title}<`);
  });
});
