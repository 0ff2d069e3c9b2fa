import { describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app';
import { useTestApp } from './testing/use-test-app';

const { t } = useTestApp();

describe('operational endpoints and headers', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  it('sends security headers with a CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('serves client routes with their head tags and unknown paths with HTTP 404', async () => {
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<title>About us — Manovo Surgical</title>');
    expect(about.body).toContain('<link rel="canonical"');
    expect(about.body).toContain('<meta property="og:title"');
    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    expect((await t.app.inject({ method: 'GET', url: '/admin/videos' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('serves robots.txt and a sitemap listing the public routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Sitemap:');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/products</loc>');
    expect(sitemap.body).not.toContain('/admin');
  });
});

describe('database outage', () => {
  it('answers /readyz 503 quickly when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.db.close();
    const started = Date.now();
    const res = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(3000);
    await broken.app.close();
  });
});
