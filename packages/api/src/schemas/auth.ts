import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LOGIN, ADMIN_PASSWORD_MIN_SET } from './common';

const REQUIRED = 'Please enter email and password.';

export const ZLoginRequestSchema = z.object({
  email: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(254),
  password: z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .min(ADMIN_PASSWORD_MIN_LOGIN, `Password must be at least ${ADMIN_PASSWORD_MIN_LOGIN} characters.`)
    .max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZChangePasswordRequestSchema = z.object({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required'),
  new_password: z
    .string({ error: 'New password is required' })
    .min(ADMIN_PASSWORD_MIN_SET, `New password must be at least ${ADMIN_PASSWORD_MIN_SET} characters.`)
    .max(200),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;
