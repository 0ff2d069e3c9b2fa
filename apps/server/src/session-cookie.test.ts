import { describe, expect, it } from 'vitest';
import { auth, TEST_ADMIN, withTestApp } from './testing/test-app';
import { useTestApp } from './testing/use-test-app';

const { t } = useTestApp({ trustProxy: 1 });

const HOST = 'admin.manovo.test';
const ORIGIN = `http://${HOST}`;

type Cookie = {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  path?: string;
  expires?: Date;
};

/** Signs in the way the browser does (tRPC); the session cookie and the answer's token. */
async function browserSignIn(headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/trpc/auth.login',
    headers: { host: HOST, origin: ORIGIN, ...headers },
    payload: TEST_ADMIN,
  });
  expect(res.statusCode).toBe(200);
  const cookie = (res.cookies as Cookie[]).find((c) => c.name === 'manovo_admin');
  if (!cookie) throw new Error('no session cookie');
  return { cookie, csrf: res.json().result.data.token as string, body: res.json().result.data };
}

const call = (
  method: 'GET' | 'POST',
  procedure: string,
  opts: { cookie?: string; csrf?: string; origin?: string; payload?: object } = {},
) =>
  t.app.inject({
    method,
    url: `/api/trpc/${procedure}`,
    headers: {
      host: HOST,
      ...(opts.cookie && { cookie: `manovo_admin=${opts.cookie}` }),
      ...(opts.csrf && { 'x-csrf-token': opts.csrf }),
      ...(opts.origin && { origin: opts.origin }),
    },
    ...(opts.payload && { payload: opts.payload }),
  });

describe('the browser admin session: an HttpOnly cookie with a CSRF check on writes', () => {
  it('signs in with an HttpOnly, SameSite=Strict cookie; the answer holds only a CSRF token', async () => {
    const { cookie, csrf, body } = await browserSignIn();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
    expect(body.admin).toEqual({ email: TEST_ADMIN.email });
    // The token in the answer is not a JWT and opens nothing on its own, as a bearer or otherwise.
    expect(csrf).not.toContain('.');
    expect(csrf).not.toBe(cookie.value);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/videos', headers: auth(csrf) })).statusCode,
    ).toBe(401);
    expect((await call('GET', 'auth.me', { csrf })).statusCode).toBe(401);
    // The cookie reads, on tRPC and on the REST adapter (the resume download uses it).
    expect((await call('GET', 'auth.me', { cookie: cookie.value })).json().result.data).toEqual({
      email: TEST_ADMIN.email,
    });
    const rest = await t.app.inject({
      method: 'GET',
      url: '/api/admin/videos',
      headers: { host: HOST, cookie: `manovo_admin=${cookie.value}` },
    });
    expect(rest.statusCode).toBe(200);
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const { cookie } = await browserSignIn({ 'x-forwarded-proto': 'https', origin: `https://${HOST}` });
    expect(cookie.secure).toBe(true);
  });

  it('refuses a write without the CSRF token, with a wrong one, and from another origin', async () => {
    const { cookie, csrf } = await browserSignIn();
    const payload = { topCategory: 'product', name: `Cookie test ${Date.now()}` };
    const none = await call('POST', 'subcategories.create', { cookie: cookie.value, payload });
    expect(none.statusCode).toBe(401);
    const wrong = await call('POST', 'subcategories.create', {
      cookie: cookie.value,
      csrf: `${csrf}x`,
      payload,
    });
    expect(wrong.statusCode).toBe(401);
    const foreign = await call('POST', 'subcategories.create', {
      cookie: cookie.value,
      csrf,
      origin: 'https://evil.example',
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'Cross-site request refused.' });
    // None of them stored anything; the same write from the admin's own page does.
    const list = async () =>
      (
        await call(
          'GET',
          `subcategories.list?input=${encodeURIComponent(JSON.stringify({ topCategory: 'product' }))}`,
          { cookie: cookie.value },
        )
      ).json().result.data as { name: string }[];
    expect((await list()).some((s) => s.name === payload.name)).toBe(false);
    const ok = await call('POST', 'subcategories.create', {
      cookie: cookie.value,
      csrf,
      origin: ORIGIN,
      payload,
    });
    expect(ok.statusCode).toBe(200);
    expect((await list()).some((s) => s.name === payload.name)).toBe(true);
  });

  it('sign-out revokes the session and clears the cookie', async () => {
    const { cookie, csrf } = await browserSignIn();
    const out = await call('POST', 'auth.logout', {
      cookie: cookie.value,
      csrf,
      origin: ORIGIN,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const cleared = (out.cookies as Cookie[]).find((c) => c.name === 'manovo_admin');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
    // A copy of the cookie kept by someone is dead too.
    expect((await call('GET', 'auth.me', { cookie: cookie.value })).statusCode).toBe(401);
  });

  it('a password change revokes the other sessions, cookie and bearer alike', () =>
    withTestApp({}, async (own) => {
      const signIn = async () => {
        const res = await own.app.inject({
          method: 'POST',
          url: '/api/trpc/auth.login',
          payload: TEST_ADMIN,
        });
        const cookie = (res.cookies as Cookie[]).find((c) => c.name === 'manovo_admin')!;
        return { cookie: cookie.value, csrf: res.json().result.data.token as string };
      };
      const current = await signIn();
      const otherCookie = await signIn();
      const bearer = await own.login();
      const changed = await own.app.inject({
        method: 'POST',
        url: '/api/trpc/auth.changePassword',
        headers: { cookie: `manovo_admin=${current.cookie}`, 'x-csrf-token': current.csrf },
        payload: { currentPassword: TEST_ADMIN.password, newPassword: 'a-new-long-passphrase' },
      });
      expect(changed.statusCode).toBe(200);
      const me = (headers: Record<string, string>) =>
        own.app.inject({ method: 'GET', url: '/api/trpc/auth.me', headers });
      expect((await me({ cookie: `manovo_admin=${current.cookie}` })).statusCode).toBe(200);
      expect((await me({ cookie: `manovo_admin=${otherCookie.cookie}` })).statusCode).toBe(401);
      expect((await me(auth(bearer))).statusCode).toBe(401);
    }));
});
