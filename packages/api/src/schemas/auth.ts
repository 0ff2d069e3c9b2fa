import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LOGIN, ADMIN_PASSWORD_MIN_SET } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { charCount, isStorableText, UNSTORABLE_TEXT, zRequiredText } from './common';
import { textPattern } from './patterns';

// Passwords are never trimmed: a space is a character like any other.
const password = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((s) => charCount(s) <= 200, 'Password must be at most 200 characters.')
    .refine(isStorableText, UNSTORABLE_TEXT);

/** A TOTP code (6 digits) or a recovery code (10 letters and digits, a dash optional); spaces ignored. */
const zTwoFactorCode = z
  .string({ error: MESSAGES.twoFactorCodeFormat })
  .max(40, MESSAGES.twoFactorCodeFormat)
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, MESSAGES.twoFactorCodeFormat));

// Only spaces: the same as a field not sent.
const zBlank = z
  .string()
  .regex(/^\s*$/)
  .transform(() => undefined);

export const ZLoginInput = z.object({
  email: zRequiredText('Email', 254, MESSAGES.loginRequired),
  password: password(MESSAGES.loginRequired)
    .pipe(z.string().min(ADMIN_PASSWORD_MIN_LOGIN, MESSAGES.loginPasswordTooShort))
    .meta({ minLength: ADMIN_PASSWORD_MIN_LOGIN, maxLength: 200, pattern: textPattern(0, 200, true) }),
  /**
   * The second factor, when the account has one: asked for after the password. A blank code (a form whose
   * code box was left empty, `code: ""`) or null is no code, as if the field were not sent.
   */
  code: z
    .union([zBlank, zTwoFactorCode], { error: MESSAGES.twoFactorCodeFormat })
    .nullish()
    .transform((v) => v ?? undefined)
    .meta({
      anyOf: [
        { type: 'string', pattern: String.raw`^\s*$` },
        {
          type: 'string',
          maxLength: 40,
          pattern: String.raw`^\s*(?:(?:\d\s*){6}|(?:[A-Za-z0-9]\s*){5}(?:-\s*)?(?:[A-Za-z0-9]\s*){5})$`,
        },
        { type: 'null' },
      ],
    }),
});
export type TLoginInput = z.input<typeof ZLoginInput>;

export const ZChangePasswordInput = z.object({
  currentPassword: password(MESSAGES.currentPasswordRequired),
  newPassword: password(MESSAGES.newPasswordRequired).pipe(
    z.string().min(ADMIN_PASSWORD_MIN_SET, MESSAGES.newPasswordTooShort),
  ),
});
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

export const ZTwoFactorEnableInput = z.object({ code: zTwoFactorCode });
export type TTwoFactorEnableInput = z.input<typeof ZTwoFactorEnableInput>;

export const ZTwoFactorDisableInput = z.object({
  password: password(MESSAGES.currentPasswordRequired),
  code: zTwoFactorCode,
});
export type TTwoFactorDisableInput = z.input<typeof ZTwoFactorDisableInput>;
