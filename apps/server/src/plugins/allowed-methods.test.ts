import { describe, expect, it } from 'vitest';
import { postJson } from '../testing/test-app';
import { useTestApp } from '../testing/use-test-app';

const { t } = useTestApp();

const ask = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url, headers });

/** Asks `url` with `method` and expects this status and Allow header; answers the response. */
async function expectAllow(method: string, url: string, status: number, allow: string) {
  const res = await ask(method, url);
  expect(res.statusCode).toBe(status);
  expect(res.headers.allow).toBe(allow);
  return res;
}

describe('a known REST path asked with a method it does not take', () => {
  it('answers 405 {error} with Allow listing the methods it takes', async () => {
    for (const method of ['PATCH', 'TRACE', 'PROPFIND']) {
      const res = await ask(method, '/api/admin/videos');
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD, POST, OPTIONS');
      expect(res.json()).toEqual({ error: 'Method not allowed' });
    }
    await expectAllow('PATCH', '/api/admin/videos/12', 405, 'GET, HEAD, PUT, DELETE, OPTIONS');
    await expectAllow('GET', '/api/admin/login', 405, 'POST, OPTIONS');
  });

  it('answers OPTIONS 204 with the same Allow, and keeps 404 for a path nobody knows', async () => {
    const options = await expectAllow(
      'OPTIONS',
      '/api/admin/testimonials/3',
      204,
      'GET, HEAD, PUT, DELETE, OPTIONS',
    );
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
    const query = await expectAllow('PATCH', '/api/trpc/videos.listPublic', 405, 'GET, HEAD, OPTIONS');
    expect(query.json()).toMatchObject({
      error: { data: { code: 'METHOD_NOT_SUPPORTED', httpStatus: 405, path: 'videos.listPublic' } },
    });
    await expectAllow('DELETE', '/api/trpc/videos.create', 405, 'POST, OPTIONS');
    const batch = await ask('PUT', '/api/trpc/videos.listPublic,careers.listPublic?batch=1');
    expect(batch.statusCode).toBe(405);
    expect(batch.json()).toHaveLength(2);
  });

  it("adds Allow to tRPC's own 405s (a GET of a mutation, a JSON POST to a query)", async () => {
    await expectAllow('GET', '/api/trpc/videos.create?input={}', 405, 'POST, OPTIONS');
    const post = await postJson(t, '/api/trpc/videos.listPublic', '{}');
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  it('answers OPTIONS 204 with Allow, and leaves an unknown procedure to tRPC', async () => {
    await expectAllow('OPTIONS', '/api/trpc/auth.login', 204, 'POST, OPTIONS');
    const unknown = await ask('PATCH', '/api/trpc/nothing.here', { 'content-type': 'application/json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
    expect((await ask('GET', '/api/trpc/videos.listPublic?input={}')).statusCode).toBe(200);
  });
});
