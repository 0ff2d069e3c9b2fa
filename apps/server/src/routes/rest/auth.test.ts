import { auditLog } from '@manovo/db/schema';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { auth, postJson, statusesOf, TEST_ADMIN, TEST_JWT_SECRET, withTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const { t } = useTestApp();

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: payload as object });
const listVideos = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/admin/videos', headers });

describe('POST /api/admin/login', () => {
  it('answers a token and the admin for correct credentials', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.admin).toEqual({ email: TEST_ADMIN.email });
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('answers 401 "Invalid email or password" for a wrong password or unknown email', async () => {
    for (const payload of [
      { email: TEST_ADMIN.email, password: 'wrong-password' },
      { email: 'nobody@manovo.test', password: 'whatever-1' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid email or password' });
    }
  });

  it('answers 400 "Please enter email and password." when a field is missing or blank', async () => {
    for (const payload of [{}, { email: TEST_ADMIN.email }, { email: '', password: 'abcdefgh' }]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Please enter email and password.');
    }
  });

  it('rejects a password under 6 characters with 400', async () => {
    const res = await login({ email: TEST_ADMIN.email, password: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/at least 6 characters/);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await postJson(t, '/api/admin/login', '{not json');
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it('records successful and failed sign-ins in the audit log', async () => {
    const rows = await t.db.db.select().from(auditLog);
    const actions = rows.filter((r) => r.entity === 'auth').map((r) => r.action);
    expect(actions).toContain('login');
    expect(actions).toContain('login_failed');
  });
});

describe('bearer tokens', () => {
  it('answers 401 {error} without a token', async () => {
    const res = await listVideos();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized' });
  });

  it('answers 401 for a garbage token', async () => {
    expect((await listVideos({ authorization: 'Bearer not.a.jwt' })).statusCode).toBe(401);
    expect((await listVideos({ authorization: 'Bearer ' })).statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const token = await t.login();
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await listVideos(auth(expired))).statusCode).toBe(401);
  });

  /** The signed-in session's own claims, re-signed with the real secret and a chosen `exp` (or none). */
  async function resigned(exp: number | null) {
    const token = await t.login();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const jwt = new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setIssuedAt();
    if (exp !== null) jwt.setExpirationTime(exp);
    return { live: token, forged: await jwt.sign(new TextEncoder().encode(TEST_JWT_SECRET)) };
  }

  it('answers 401 for a token without exp, though its session lives', async () => {
    const { live, forged } = await resigned(null);
    expect((await listVideos(auth(live))).statusCode).toBe(200);
    const res = await listVideos(auth(forged));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized' });
  });

  it('answers 401 for a token whose exp is further ahead than a session lasts', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tenYears = await resigned(now + 10 * 365 * 24 * 3600);
    expect((await listVideos(auth(tenYears.forged))).statusCode).toBe(401);
    const aDayOut = await resigned(now + 24 * 3600);
    expect((await listVideos(auth(aDayOut.forged))).statusCode).toBe(401);
    // Within a session's 12 hours the same re-signed claims still open the door.
    const inTime = await resigned(now + 11 * 3600);
    expect((await listVideos(auth(inTime.forged))).statusCode).toBe(200);
  });

  it('answers 401 for an unsigned ("alg": "none") token', async () => {
    const token = await t.login();
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await listVideos(auth(none))).statusCode).toBe(401);
  });

  it('stops working after logout (the session is revoked)', async () => {
    const token = await t.login();
    expect((await listVideos(auth(token))).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    expect((await listVideos(auth(token))).statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 after 5 attempts on one account, while another account can still sign in', () =>
    withTestApp({}, async (limited) => {
      const statuses = await statusesOf(6, (i) =>
        postJson(limited, '/api/admin/login', { email: 'target@manovo.test', password: `guess-${i}-xx` }),
      );
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses[5]).toBe(429);
      const other = await postJson(limited, '/api/admin/login', TEST_ADMIN);
      expect(other.statusCode).toBe(200);
    }));

  it('answers 429 per IP across accounts', () =>
    withTestApp({ rateLimits: { signInFailuresPerAddressPerDay: 3 } }, async (limited) => {
      const statuses = await statusesOf(4, (i) =>
        postJson(limited, '/api/admin/login', { email: `user${i}@manovo.test`, password: 'guess-guess' }),
      );
      expect(statuses).toEqual([401, 401, 401, 429]);
    }));
});

describe('auth.changePassword (tRPC, used by /admin/profile)', () => {
  it('checks the current password, enforces 12 characters and no common password for a new one and revokes the other sessions', () =>
    // Its own app: this test changes the admin's password.
    withTestApp({}, async (own) => {
      const signIn = async (password: string) =>
        postJson(own, '/api/admin/login', { email: TEST_ADMIN.email, password });
      const token = (await signIn(TEST_ADMIN.password)).json().token as string;
      const other = (await signIn(TEST_ADMIN.password)).json().token as string;
      const change = (payload: object) =>
        own.app.inject({
          method: 'POST',
          url: '/api/trpc/auth.changePassword',
          headers: auth(token),
          payload,
        });

      const wrong = await change({ currentPassword: 'not-it-at-all', newPassword: 'twelve-chars-ok' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe('Current password is incorrect');

      const short = await change({ currentPassword: TEST_ADMIN.password, newPassword: 'eleven-char' });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toBe('New password must be at least 12 characters.');

      // Long enough but among the most common passwords (the bundled list, any case).
      const common = await change({ currentPassword: TEST_ADMIN.password, newPassword: 'QWERTY123456' });
      expect(common.statusCode).toBe(400);
      expect(common.json().error.message).toBe(
        'This password is one of the most common passwords. Choose another.',
      );

      const ok = await change({ currentPassword: TEST_ADMIN.password, newPassword: 'twelve-chars-ok' });
      expect(ok.statusCode).toBe(200);

      expect((await signIn(TEST_ADMIN.password)).statusCode).toBe(401);
      expect((await signIn('twelve-chars-ok')).statusCode).toBe(200);
      const videos = (bearer: string) =>
        own.app.inject({ method: 'GET', url: '/api/admin/videos', headers: auth(bearer) });
      expect((await videos(token)).statusCode).toBe(200);
      expect((await videos(other)).statusCode).toBe(401);
    }));
});
