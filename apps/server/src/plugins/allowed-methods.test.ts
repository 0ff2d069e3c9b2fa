import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/use-test-app';

const { t } = useTestApp();

const ask = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url, headers });

describe('a known REST path asked with a method it does not take', () => {
  it('answers 405 {error} with Allow listing the methods it takes', async () => {
    for (const method of ['PATCH', 'TRACE', 'PROPFIND']) {
      const res = await ask(method, '/api/admin/videos');
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD, POST, OPTIONS');
      expect(res.json()).toEqual({ error: 'Method not allowed' });
    }
    const item = await ask('PATCH', '/api/admin/videos/12');
    expect(item.statusCode).toBe(405);
    expect(item.headers.allow).toBe('GET, HEAD, PUT, DELETE, OPTIONS');
    const login = await ask('GET', '/api/admin/login');
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST, OPTIONS');
  });

  it('answers OPTIONS 204 with the same Allow, and keeps 404 for a path nobody knows', async () => {
    const options = await ask('OPTIONS', '/api/admin/testimonials/3');
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, PUT, DELETE, OPTIONS');
    expect((await ask('OPTIONS', '/api/admin/testimonials/3/active')).headers.allow).toBe('PATCH, OPTIONS');
    expect(options.body).toBe('');
    for (const method of ['GET', 'PATCH', 'OPTIONS']) {
      const res = await ask(method, '/api/admin/nothing-here');
      expect(res.statusCode, method).toBe(404);
      expect(res.headers.allow).toBeUndefined();
      if (method !== 'OPTIONS') expect(res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('leaves the declared methods, HEAD included, to their routes', async () => {
    expect((await ask('GET', '/api/admin/public/videos')).statusCode).toBe(200);
    const head = await ask('HEAD', '/api/admin/public/videos');
    expect(head.statusCode).toBe(200);
    expect(head.headers.allow).toBeUndefined();
    expect((await ask('GET', '/api/admin/videos')).statusCode).toBe(401);
  });
});

describe('a known tRPC procedure asked with a method it does not take', () => {
  it('answers 405 in tRPC envelope with Allow: GET for a query, POST for a mutation', async () => {
    const query = await ask('PATCH', '/api/trpc/videos.listPublic');
    expect(query.statusCode).toBe(405);
    expect(query.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(query.json()).toMatchObject({
      error: { data: { code: 'METHOD_NOT_SUPPORTED', httpStatus: 405, path: 'videos.listPublic' } },
    });
    const mutation = await ask('DELETE', '/api/trpc/videos.create');
    expect(mutation.statusCode).toBe(405);
    expect(mutation.headers.allow).toBe('POST, OPTIONS');
    const batch = await ask('PUT', '/api/trpc/videos.listPublic,careers.listPublic?batch=1');
    expect(batch.statusCode).toBe(405);
    expect(batch.json()).toHaveLength(2);
  });

  it("adds Allow to tRPC's own 405s (a GET of a mutation, a JSON POST to a query)", async () => {
    const get = await ask('GET', '/api/trpc/videos.create?input={}');
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST, OPTIONS');
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/videos.listPublic',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('answers OPTIONS 204 with Allow, and leaves an unknown procedure to tRPC', async () => {
    const options = await ask('OPTIONS', '/api/trpc/auth.login');
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('POST, OPTIONS');
    const unknown = await ask('PATCH', '/api/trpc/nothing.here', { 'content-type': 'application/json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
    expect((await ask('GET', '/api/trpc/videos.listPublic?input={}')).statusCode).toBe(200);
  });
});
