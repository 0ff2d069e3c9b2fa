import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createBroadcast, updateBroadcast } from '@manovo/db/queries';
import { storedFiles } from '@manovo/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importDiskUploads } from './storage';
import { PNG_1X1 } from './testing/test-app';
import { useTestApp } from './testing/use-test-app';

const { t, h, sendForm } = useTestApp({ signedIn: true });

const NEWS = '/api/admin/public/broadcasts?category=news&limit=24';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const png = { filename: 'a.png', contentType: 'image/png', data: PNG_1X1 };
/** An admin's multipart create with one image. */
const createWithImage = (url: string, fields: Record<string, string>) =>
  sendForm('POST', url, fields, { image: png });
const titles = async (url = NEWS) => (await get(url)).json().items.map((b: { title: string }) => b.title);

async function eventually(check: () => Promise<boolean>, withinMs: number) {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`not within ${withinMs} ms`);
}

describe('cached public reads', () => {
  it('answers with a strong ETag and revalidation, and 304 to a matching If-None-Match', async () => {
    await createBroadcast(t.db.db, { kind: 'news', title: 'First', status: 'published' });
    const first = await get(NEWS);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(NEWS);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const revalidated = await get(NEWS, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get(NEWS, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('shows an admin write on the next read, with a new ETag', async () => {
    const before = await get(NEWS);
    const created = await createWithImage('/api/admin/broadcasts', {
      image_alt: 'Photo',
      kind: 'news',
      title: 'Written by an admin',
      status: 'published',
    });
    expect(created.statusCode).toBe(201);
    const after = await get(NEWS);
    expect(after.json().items[0].title).toBe('Written by an admin');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get(NEWS, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
  });

  it('follows a write made outside this process (psql, another instance) through NOTIFY within a second', async () => {
    const row = await createBroadcast(t.db.db, {
      kind: 'news',
      title: 'Outside',
      status: 'published',
    });
    await eventually(async () => (await titles()).includes('Outside'), 1000);
    await updateBroadcast(t.db.db, row.id, { title: 'Outside, edited' });
    await eventually(async () => (await titles()).includes('Outside, edited'), 1000);
    const search = async () =>
      (await get('/api/admin/search?q=edited')).json().items.map((i: { title: string }) => i.title);
    await eventually(async () => (await search()).includes('Outside, edited'), 1000);
    await updateBroadcast(t.db.db, row.id, { status: 'draft' });
    await eventually(async () => !(await titles()).includes('Outside, edited'), 1000);
  });

  it('shows a scheduled broadcast when its time comes, with no write', async () => {
    const at = new Date(Date.now() + 1500);
    await createBroadcast(t.db.db, {
      kind: 'news',
      title: 'Scheduled',
      status: 'published',
      publishAt: at,
    });
    await eventually(async () => !(await titles()).includes('Scheduled'), 500);
    expect(await titles()).not.toContain('Scheduled');
    await eventually(async () => (await titles()).includes('Scheduled'), 3000);
  });

  it('caches tRPC public queries too, but never admin answers', async () => {
    const url = `/api/trpc/broadcasts.listPublic?input=${encodeURIComponent(JSON.stringify({ category: 'news' }))}`;
    const trpc = await get(url);
    expect(trpc.statusCode).toBe(200);
    expect(trpc.headers.etag).toBeDefined();
    expect((await get(url, { 'if-none-match': String(trpc.headers.etag) })).statusCode).toBe(304);
    const admin = await get('/api/admin/broadcasts', h);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers.etag).toBeUndefined();
    // A batch mixing a public query with an admin one is not cached as a whole.
    const mixed = `/api/trpc/broadcasts.listPublic,auth.me?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }))}`;
    const once = await get(mixed, h);
    expect(once.statusCode).toBe(200);
    expect(once.headers.etag).toBeUndefined();
    expect((await get(mixed)).statusCode).not.toBe(200);
  });

  it('never caches an error answer', async () => {
    expect((await get('/api/admin/public/broadcasts/999999')).statusCode).toBe(404);
    await createBroadcast(t.db.db, { kind: 'news', title: 'x', status: 'published' });
    const missing = await get('/api/admin/public/broadcasts/999999');
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('uploaded files in the database', () => {
  it('serves a public image with a strong ETag and an immutable cache, and never a resume', async () => {
    const created = await createWithImage('/api/admin/testimonials', {
      person_name: 'Dr. A',
      message: 'Great',
      is_active: 'true',
    });
    expect(created.statusCode).toBe(201);
    const url = created.json().item.image;
    const image = await get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The stored image is the upload re-encoded without metadata: the ETag is the hash of what is served.
    expect(image.headers.etag).toBe(`"${createHash('sha256').update(image.rawPayload).digest('hex')}"`);
    expect((await get(url, { 'if-none-match': String(image.headers.etag) })).statusCode).toBe(304);
    expect((await get('/uploads/../private/x.pdf')).statusCode).toBe(404);
    // The row always records the file; its bytes are in the row on PostgreSQL, beside PGlite on disk.
    const [row] = await t.db.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.name, url.slice('/uploads/'.length)));
    expect(row).toMatchObject({ kind: 'image', contentType: 'image/png', size: image.rawPayload.length });
    if (t.db.kind === 'pglite') expect(row!.bytes).toBeNull();
    else expect(Buffer.from(row!.bytes!).equals(image.rawPayload)).toBe(true);
  });

  it('copies files an earlier version kept on disk, once, and serves them at their old paths', async () => {
    const name = `${randomUUID()}.png`;
    await mkdir(path.join(t.dataDir, 'uploads'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'uploads', name), PNG_1X1);
    expect((await get(`/uploads/${name}`)).statusCode).toBe(404);
    const bytesOnDisk = t.db.kind === 'pglite';
    expect(await importDiskUploads(t.db.db, t.dataDir, bytesOnDisk)).toBe(1);
    expect(await importDiskUploads(t.db.db, t.dataDir, bytesOnDisk)).toBe(0);
    const served = await get(`/uploads/${name}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
  });
});
