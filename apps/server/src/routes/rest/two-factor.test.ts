import { currentTotpCode } from '@manovo/api';
import { adminRecoveryCodes } from '@manovo/db/schema';
import { describe, expect, it } from 'vitest';
import { auth, createTestApp, TEST_ADMIN, type TestApp, withTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const { t } = useTestApp();

const STEP_MS = 30_000;

const trpc = (app: TestApp, procedure: string, token: string, payload: object = {}) =>
  app.app.inject({ method: 'POST', url: `/api/trpc/${procedure}`, headers: auth(token), payload });

const login = (app: TestApp, payload: object, remoteAddress = '198.51.100.7') =>
  app.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });

/** Enrols TEST_ADMIN; the secret and the recovery codes. */
async function enrol(app: TestApp) {
  const token = await app.login();
  const setup = await trpc(app, 'auth.twoFactorSetup', token);
  expect(setup.statusCode).toBe(200);
  const { secret, qrCode, uri } = setup.json().result.data;
  const enabled = await trpc(app, 'auth.twoFactorEnable', token, { code: currentTotpCode(secret) });
  expect(enabled.statusCode).toBe(200);
  return { token, secret, qrCode, uri, recoveryCodes: enabled.json().result.data.recoveryCodes as string[] };
}

/** A code from the app `steps` periods ahead: each sign-in needs a step not used before. */
const codeAhead = (secret: string, steps: number) => currentTotpCode(secret, Date.now() + steps * STEP_MS);

describe('two-factor sign-in (TOTP)', () => {
  it('enrols with a QR code and a typed code, shows ten recovery codes once and keeps only their hashes', async () => {
    const token = await t.login();
    const setup = await trpc(t, 'auth.twoFactorSetup', token);
    const { secret, qrCode, uri } = setup.json().result.data;
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/);
    // Not on until a code from the app confirms the secret.
    expect((await login(t, TEST_ADMIN)).statusCode).toBe(200);
    const wrong = await trpc(t, 'auth.twoFactorEnable', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Invalid two-factor code');
    const ok = await trpc(t, 'auth.twoFactorEnable', token, { code: currentTotpCode(secret) });
    expect(ok.statusCode).toBe(200);
    const codes = ok.json().result.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.db.db.select().from(adminRecoveryCodes);
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.codeHash);
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/trpc/auth.account',
      headers: auth(token),
    });
    expect(account.json().result.data).toEqual({
      email: TEST_ADMIN.email,
      twoFactorEnabled: true,
      recoveryCodesLeft: 10,
    });

    // Signing in now asks for the code after the password, then takes it once.
    const asked = await login(t, TEST_ADMIN);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({ error: 'Two-factor code required' });
    const code = codeAhead(secret, 1);
    const signedIn = await login(t, { ...TEST_ADMIN, code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token.split('.')).toHaveLength(3);
    const replay = await login(t, { ...TEST_ADMIN, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Invalid two-factor code' });
    // A right code with a wrong password is still a wrong password.
    const badPassword = await login(t, {
      ...TEST_ADMIN,
      password: 'not-the-password',
      code: codeAhead(secret, 2),
    });
    expect(badPassword.json()).toEqual({ error: 'Invalid email or password' });

    // A recovery code signs in once, typed in any case and without its dash.
    const [first] = codes;
    const typed = first!.replace('-', '').toUpperCase();
    expect((await login(t, { ...TEST_ADMIN, code: typed })).statusCode).toBe(200);
    expect((await login(t, { ...TEST_ADMIN, code: first })).json()).toEqual({
      error: 'Invalid two-factor code',
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/trpc/auth.account', headers: auth(token) });
    expect(after.json().result.data.recoveryCodesLeft).toBe(9);

    // Off again with the password and a code; then the password alone signs in.
    const noPassword = await trpc(t, 'auth.twoFactorDisable', token, {
      password: 'wrong-password',
      code: codes[1],
    });
    expect(noPassword.json().error.message).toBe('Password is incorrect');
    const off = await trpc(t, 'auth.twoFactorDisable', token, {
      password: TEST_ADMIN.password,
      code: codes[1],
    });
    expect(off.statusCode).toBe(200);
    expect((await login(t, TEST_ADMIN)).statusCode).toBe(200);
    expect(await t.db.db.select().from(adminRecoveryCodes)).toHaveLength(0);
  });

  it('a blank code is no code, at both doors: it signs in without two-factor, and asks for one with it', async () => {
    const own = await createTestApp();
    const trpcLogin = (payload: object) =>
      own.app.inject({
        method: 'POST',
        url: '/api/trpc/auth.login',
        payload,
        remoteAddress: '198.51.100.30',
      });
    try {
      for (const code of ['', '   ', null]) {
        expect((await login(own, { ...TEST_ADMIN, code }, '198.51.100.30')).statusCode).toBe(200);
        expect((await trpcLogin({ ...TEST_ADMIN, code })).statusCode).toBe(200);
      }
      await enrol(own);
      for (const code of ['', '   ']) {
        const rest = await login(own, { ...TEST_ADMIN, code }, '198.51.100.31');
        expect(rest.statusCode).toBe(401);
        expect(rest.json()).toEqual({ error: 'Two-factor code required' });
        const viaTrpc = await trpcLogin({ ...TEST_ADMIN, code });
        expect(viaTrpc.statusCode).toBe(401);
        expect(viaTrpc.json().error.message).toBe('Two-factor code required');
      }
      // A code that is there but malformed is still refused for its shape.
      const malformed = await login(own, { ...TEST_ADMIN, code: '12ab' }, '198.51.100.32');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toBe(
        'Enter the 6-digit code from your authenticator app or a recovery code.',
      );
    } finally {
      await own.close();
    }
  });

  it('counts a wrong code toward the same limit as a wrong password: the fifth blocks the pair', () =>
    withTestApp({}, async (own) => {
      const { secret } = await enrol(own);
      const from = '198.51.100.20';
      for (let i = 0; i < 5; i++) {
        const res = await login(own, { ...TEST_ADMIN, code: i % 2 ? '111111' : '222222' }, from);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'Invalid two-factor code' });
      }
      const blocked = await login(own, { ...TEST_ADMIN, code: codeAhead(secret, 1) }, from);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not blocked.
      expect(
        (await login(own, { ...TEST_ADMIN, code: codeAhead(secret, 1) }, '198.51.100.21')).statusCode,
      ).toBe(200);
    }));

  it('ADMIN_REQUIRE_2FA=1: an admin without a second factor must enrol before anything else answers', () =>
    withTestApp({ requireTwoFactor: true }, async (own) => {
      const res = await own.app.inject({ method: 'POST', url: '/api/trpc/auth.login', payload: TEST_ADMIN });
      expect(res.json().result.data).toMatchObject({
        twoFactorSetupRequired: true,
        passwordChangeRequired: false,
      });
      const token = await own.login();
      const list = () => own.app.inject({ method: 'GET', url: '/api/admin/videos', headers: auth(token) });
      const refused = await list();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Set up two-factor sign-in in your profile first.' });
      const { secret } = await enrol(own);
      expect((await list()).statusCode).toBe(200);
      const again = await own.app.inject({
        method: 'POST',
        url: '/api/trpc/auth.login',
        payload: { ...TEST_ADMIN, code: codeAhead(secret, 1) },
      });
      expect(again.json().result.data.twoFactorSetupRequired).toBe(false);
    }));
});
