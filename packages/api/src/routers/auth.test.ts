import { createAdmin } from '@manovo/db/queries';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { hashPassword } from '../services/passwords';
import { failureOf, TEST_ADMIN } from '../testing/test-api';
import { useTestApi } from '../testing/use-test-api';

const { api } = useTestApi({ signIn: false });

describe('auth', () => {
  it('signs in with the right password and answers who is signed in', async () => {
    const signIn = await api.caller().auth.login(TEST_ADMIN);
    expect(signIn.admin).toEqual({ email: TEST_ADMIN.email });
    expect(Date.parse(signIn.expiresAt)).toBeGreaterThan(Date.now());
    expect(await api.caller(signIn.token).auth.me()).toEqual({ email: TEST_ADMIN.email });
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    for (const input of [
      { email: TEST_ADMIN.email, password: 'wrong-password' },
      { email: 'nobody@manovo.test', password: 'wrong-password' },
    ]) {
      expect(await failureOf(api.caller().auth.login(input))).toEqual({
        code: 'UNAUTHORIZED',
        message: MESSAGES.invalidCredentials,
      });
    }
  });

  it('answers the sign-in form messages', async () => {
    expect((await failureOf(api.caller().auth.login({ email: '', password: 'x' }))).message).toBe(
      MESSAGES.loginRequired,
    );
    expect((await failureOf(api.caller().auth.login({ email: 'a@b.c', password: 'abc' }))).message).toBe(
      MESSAGES.loginPasswordTooShort,
    );
  });

  it('signs out: the token stops working', async () => {
    const token = await api.signIn();
    await api.caller(token).auth.logout();
    expect((await failureOf(api.caller(token).auth.me())).code).toBe('UNAUTHORIZED');
  });

  it('changes the password: checks the current one and the length, and signs out the other sessions', async () => {
    const token = await api.signIn();
    const other = await api.signIn();
    const me = api.caller(token);
    expect(
      (
        await failureOf(
          me.auth.changePassword({ currentPassword: 'nope-nope', newPassword: 'twelve-chars-ok' }),
        )
      ).message,
    ).toBe(MESSAGES.currentPasswordIncorrect);
    expect(
      (
        await failureOf(
          me.auth.changePassword({ currentPassword: TEST_ADMIN.password, newPassword: 'seven77' }),
        )
      ).message,
    ).toBe(MESSAGES.newPasswordTooShort);
    expect(
      (
        await failureOf(
          me.auth.changePassword({ currentPassword: TEST_ADMIN.password, newPassword: 'Password1234' }),
        )
      ).message,
    ).toBe(MESSAGES.passwordTooCommon);
    await me.auth.changePassword({
      currentPassword: TEST_ADMIN.password,
      newPassword: 'a-new-password-2026',
    });
    expect(await me.auth.me()).toEqual({ email: TEST_ADMIN.email });
    expect((await failureOf(api.caller(other).auth.me())).code).toBe('UNAUTHORIZED');
    await api.caller().auth.login({ email: TEST_ADMIN.email, password: 'a-new-password-2026' });
  });

  it('signs in with an older short or a common password, and then asks for a new one', async () => {
    for (const [email, password, asked] of [
      ['six@manovo.test', 'k9#pq2', true],
      ['common@manovo.test', 'qwerty123456', true],
      ['fine@manovo.test', 'a-long-unusual-phrase', false],
    ] as const) {
      await createAdmin(api.db, email, await hashPassword(password));
      const signIn = await api.caller().auth.login({ email, password });
      expect(signIn.passwordChangeRequired).toBe(asked);
      expect(signIn.twoFactorSetupRequired).toBe(false);
    }
  });

  it('lets only a signed-in admin sign out, read its profile or change its password', async () => {
    for (const call of [
      api.caller().auth.logout(),
      api.caller().auth.me(),
      api.caller().auth.changePassword({ currentPassword: 'x', newPassword: 'long-enough' }),
    ])
      expect((await failureOf(call)).code).toBe('UNAUTHORIZED');
  });
});
