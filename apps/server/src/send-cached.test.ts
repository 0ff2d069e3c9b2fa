import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CachedResponse } from '@manovo/api';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCompression } from './plugins/compression';
import { pickEncoding, sendCached } from './send-cached';

describe('pickEncoding', () => {
  it('prefers br, falls back to gzip, and honours q=0 refusals', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('BR;q=0.5')).toBe('br');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});

describe('sendCached', () => {
  const page = '<!doctype html><p>Articulate 8</p>'.repeat(200);

  async function appFor(entry: CachedResponse) {
    const app = Fastify();
    // As in the real app: the compression plugin is there and must leave a done body alone.
    await registerCompression(app);
    app.get('/page', (req, reply) => sendCached(req, reply, entry));
    return app;
  }

  it('compresses an entry once per encoding and sends the same bytes after', async () => {
    const entry: CachedResponse = {
      body: Buffer.from(page),
      etag: '"a"',
      contentType: 'text/html; charset=utf-8',
    };
    const app = await appFor(entry);
    const first = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(page);
    const kept = entry.encoded?.br;
    expect(kept?.length).toBeLessThan(entry.body.length / 10);
    const second = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(entry.encoded?.br).toBe(kept);

    const gzip = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await app.inject({ url: '/page', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    await app.close();
  });

  it('sends a small body as it is', async () => {
    const entry: CachedResponse = {
      body: Buffer.from('{"ok":true}'),
      etag: '"b"',
      contentType: 'application/json',
    };
    const app = await appFor(entry);
    const res = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
    expect(entry.encoded).toBeUndefined();
    await app.close();
  });
});
