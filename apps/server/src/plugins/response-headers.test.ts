import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../testing/test-app';
import { useTestApp } from '../testing/use-test-app';

let token: string;
const { t } = useTestApp({
  setUp: async () => {
    token = await t.login();
  },
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const bearer = () => ({ authorization: `Bearer ${token}` });

// Public answers are cached and revalidated instead (plugins/public-cache.ts).
const REVALIDATE = 'public, max-age=0, must-revalidate';

describe('Cache-Control: no-store on admin answers', () => {
  it('marks admin REST answers, including errors and sign-in; public ones are revalidated, not no-store', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(login.headers['cache-control']).toBe('no-store');
    const failedLogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_ADMIN.email, password: 'wrong-password' },
    });
    expect(failedLogin.headers['cache-control']).toBe('no-store');
    expect((await get('/api/admin/videos', bearer())).headers['cache-control']).toBe('no-store');
    expect((await get('/api/admin/videos')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/admin/testimonials?status=all', bearer())).headers['cache-control']).toBe(
      'no-store',
    );
    for (const url of [
      '/api/admin/public/videos',
      '/api/admin/search?q=forceps',
      '/api/admin/public/careers',
    ])
      expect((await get(url)).headers['cache-control'], url).toBe(REVALIDATE);
  });

  it('marks tRPC calls of admin procedures and of sign-in, not public procedures', async () => {
    expect((await get('/api/trpc/videos.list?input={}', bearer())).headers['cache-control']).toBe('no-store');
    const batch = await get('/api/trpc/videos.listPublic,auth.me?batch=1&input={}', bearer());
    expect(batch.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/trpc/auth.login', payload: TEST_ADMIN });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await get('/api/trpc/videos.listPublic?input={}')).headers['cache-control']).toBe(REVALIDATE);
  });
});

describe('other headers and request parsing', () => {
  it('sends a Permissions-Policy that turns devices off and lets the YouTube embed play', async () => {
    const policy = String((await get('/')).headers['permissions-policy']);
    for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(policy).toContain(off);
    expect(policy).toContain('autoplay=(self "https://www.youtube-nocookie.com" "https://www.youtube.com")');
    expect(policy).toContain('encrypted-media=(self ');
    expect(policy).toContain('picture-in-picture=(self ');
    expect(policy).toContain('fullscreen=(self ');
    expect((await get('/api/admin/public/videos')).headers['permissions-policy']).toBe(policy);
  });

  it('accepts the bearer scheme in any case', async () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER'])
      expect(
        (await get('/api/admin/videos', { authorization: `${scheme} ${token}` })).statusCode,
        scheme,
      ).toBe(200);
    expect((await get('/api/admin/videos', { authorization: `Basic ${token}` })).statusCode).toBe(401);
  });

  it('takes the first of repeated query parameters', async () => {
    const type = (await get('/api/admin/search?q=forceps')).json().items[0].type as string;
    const twice = await get(`/api/admin/search?q=forceps&type=${type}&type=no-such-type`);
    expect(twice.statusCode).toBe(200);
    const once = await get(`/api/admin/search?q=forceps&type=${type}`);
    expect(twice.json()).toEqual(once.json());
    expect(twice.json().items.length).toBeGreaterThan(0);
    expect((await get('/api/admin/public/videos?limit=1&limit=abc')).statusCode).toBe(200);
  });
});
