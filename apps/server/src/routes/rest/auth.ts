import { ZLoginInput } from '@manovo/api/schemas';
import { z } from 'zod';
import { defineRoute, type RestRoute } from './define-route';
import { parseWire } from './handler';
import { wireDate, ZOk } from './openapi';

const ZSignInWire = z.object({
  token: z.string(),
  admin: z.object({ email: z.string() }),
  expires_at: wireDate,
});

/** Sign-in for integrators: the bearer token they then send on every admin call. */
export const AUTH_ROUTES: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/login',
    summary: 'Sign in: the bearer token for every admin call (valid 12 hours)',
    description: [
      'Send `{email, password}`. An account with two-factor sign-in answers 401',
      "`{error: 'Two-factor code required'}` when the password is right but no code was sent: send",
      '`{email, password, code}` with the 6-digit code from the authenticator app (RFC 6238 TOTP,',
      '30-second steps; each code is accepted once) or one of the account’s single-use recovery codes',
      "(`xxxxx-xxxxx`). A wrong code answers 401 `{error: 'Invalid two-factor code'}` and counts toward",
      'the same sign-in limits as a wrong password (429 with Retry-After once blocked).',
    ].join(' '),
    tag: 'Sign-in',
    admin: false,
    json: ZLoginInput,
    errors: [401],
    errorDescriptions: {
      401: "Wrong email or password ('Invalid email or password'), a two-factor code needed ('Two-factor code required') or wrong ('Invalid two-factor code').",
    },
    ok: { status: 200, body: ZSignInWire },
    handle: async (c, req): Promise<z.infer<typeof ZSignInWire>> => {
      const signIn = await c.auth.login(parseWire(ZLoginInput, req.body));
      return { token: signIn.token, admin: signIn.admin, expires_at: signIn.expiresAt };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/logout',
    summary: 'Revoke the token',
    tag: 'Sign-in',
    admin: true,
    ok: { status: 200, body: ZOk },
    handle: async (c) => {
      await c.auth.logout();
      return { ok: true };
    },
  }),
];
