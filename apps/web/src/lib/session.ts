import { readField } from './read-field';

// The admin session record lives in browser storage under one fixed key (docs/product.md §4). The
// credential itself is an HttpOnly cookie no script can read; `token` here is only its CSRF token,
// sent back on every call and worthless without the cookie.
export const SESSION_KEY = 'manovo.admin.session';

export type AdminSessionData = {
  token: string;
  admin: { email: string };
  /** Signed in with a password older than the 12-character rule, or a common one: ask for a new one. */
  passwordChangeRequired?: boolean;
  /** ADMIN_REQUIRE_2FA=1 and no second factor yet: enrolment comes first. */
  twoFactorSetupRequired?: boolean;
};

export function readSession(): AdminSessionData | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    // Storage outlives releases and can be edited by hand: only a well-formed session counts.
    const parsed: unknown = JSON.parse(raw);
    const token = readField(parsed, 'token');
    const email = readField(readField(parsed, 'admin'), 'email');
    if (typeof token !== 'string' || typeof email !== 'string') return null;
    return {
      token,
      admin: { email },
      ...(readField(parsed, 'passwordChangeRequired') === true && { passwordChangeRequired: true }),
      ...(readField(parsed, 'twoFactorSetupRequired') === true && { twoFactorSetupRequired: true }),
    };
  } catch {
    return null;
  }
}

export function writeSession(session: AdminSessionData): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  window.dispatchEvent(new Event('manovo:session'));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  window.dispatchEvent(new Event('manovo:session'));
}

/** Clears a requirement the admin has just met (a new password, an enrolled second factor). */
export function settleSession(done: 'passwordChangeRequired' | 'twoFactorSetupRequired'): void {
  const session = readSession();
  if (!session?.[done]) return;
  const { [done]: _met, ...rest } = session;
  writeSession(rest);
}
