import { describe, expect, it } from 'vitest';
import { readSession, SESSION_KEY, settleSession, writeSession } from './session';

// An admin's first sign-in: both requirements that send them to Profile are still open.
const NEW_ADMIN = {
  token: 'csrf',
  admin: { email: 'a@b.co' },
  passwordChangeRequired: true,
  twoFactorSetupRequired: true,
};

describe('the admin session record', () => {
  it('keeps the CSRF token, the admin and the flags that send the admin to Profile', () => {
    writeSession(NEW_ADMIN);
    expect(readSession()).toEqual(NEW_ADMIN);
  });

  it('drops a requirement once it is met, keeping the rest', () => {
    writeSession(NEW_ADMIN);
    settleSession('passwordChangeRequired');
    expect(readSession()).toEqual({
      token: 'csrf',
      admin: { email: 'a@b.co' },
      twoFactorSetupRequired: true,
    });
  });

  it('ignores flags that are not exactly true (storage can be edited by hand)', () => {
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ token: 'csrf', admin: { email: 'a@b.co' }, passwordChangeRequired: 'yes' }),
    );
    expect(readSession()).toEqual({ token: 'csrf', admin: { email: 'a@b.co' } });
  });
});
