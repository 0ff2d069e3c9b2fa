import { describe, expect, it } from 'vitest';
import { readSession, SESSION_KEY, settleSession, writeSession } from './session';

describe('the admin session record', () => {
  it('keeps the CSRF token, the admin and the flags that send the admin to Profile', () => {
    writeSession({
      token: 'csrf',
      admin: { email: 'a@b.co' },
      passwordChangeRequired: true,
      twoFactorSetupRequired: true,
    });
    expect(readSession()).toEqual({
      token: 'csrf',
      admin: { email: 'a@b.co' },
      passwordChangeRequired: true,
      twoFactorSetupRequired: true,
    });
  });

  it('drops a requirement once it is met, keeping the rest', () => {
    writeSession({
      token: 'csrf',
      admin: { email: 'a@b.co' },
      passwordChangeRequired: true,
      twoFactorSetupRequired: true,
    });
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
