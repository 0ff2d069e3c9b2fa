import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LOGIN, ADMIN_PASSWORD_MIN_SET } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { isStorableText, UNSTORABLE_TEXT, zRequiredText } from './common';

// Passwords are never trimmed: a space is a character like any other.
const password = (required: string) =>
  z.string({ error: required }).min(1, required).max(200).refine(isStorableText, UNSTORABLE_TEXT);

export const ZLoginInput = z.object({
  email: zRequiredText('Email', 254, MESSAGES.loginRequired),
  password: password(MESSAGES.loginRequired).pipe(
    z.string().min(ADMIN_PASSWORD_MIN_LOGIN, MESSAGES.loginPasswordTooShort),
  ),
});
export type TLoginInput = z.input<typeof ZLoginInput>;

export const ZChangePasswordInput = z.object({
  currentPassword: password(MESSAGES.currentPasswordRequired),
  newPassword: password(MESSAGES.newPasswordRequired).pipe(
    z.string().min(ADMIN_PASSWORD_MIN_SET, MESSAGES.newPasswordTooShort),
  ),
});
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;
