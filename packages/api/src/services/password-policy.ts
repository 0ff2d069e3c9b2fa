import { dictionary } from '@zxcvbn-ts/language-common';
import { ADMIN_PASSWORD_MIN_SET } from '../domain/constants';
import { MESSAGES } from '../domain/messages';

// The ~49,000 most common passwords from breach corpora, as zxcvbn-ts ships them (bundled: no network).
// Built on first use so a process that never sets a password never holds the set.
let common: Set<string> | undefined;

/** True when the password, ignoring case, is one of the most common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/**
 * Why a password may not be set (a new admin, a reset, a change), or null when it may. Length is also
 * in the shared schema so the form says it first; the common-password check runs only on the server,
 * keeping the list out of the browser bundle.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_SET) return MESSAGES.newPasswordTooShort;
  if (isCommonPassword(password)) return MESSAGES.passwordTooCommon;
  return null;
}
