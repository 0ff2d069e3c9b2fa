import { createHmac, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
const ISSUER = 'manovo-admin';
/** Clocks of several instances may differ a little: an `exp` this much past the lifetime still passes. */
const CLOCK_SKEW_SECONDS = 60;

export type TokenClaims = { adminId: number; sessionId: string };

export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signToken(key: Uint8Array, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.adminId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/**
 * Claims of a valid token, or null for anything forged, expired or malformed. A token must say when it
 * ends, and no later than a session issued now would: one without `exp`, or with an `exp` years out,
 * was not issued by signToken (a leaked secret, a hand-made token) and is refused even if its session
 * still lives.
 */
export async function verifyToken(key: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    // The algorithm allow-list stops "alg: none" and key-confusion tokens.
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      requiredClaims: ['exp'],
    });
    const latest = Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS + CLOCK_SKEW_SECONDS;
    if (typeof payload.exp !== 'number' || payload.exp > latest) return null;
    const adminId = Number(payload.sub);
    if (!Number.isInteger(adminId) || typeof payload.sid !== 'string') return null;
    return { adminId, sessionId: payload.sid };
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}

/**
 * The browser's CSRF token for a session cookie: an HMAC of the cookie's token, so it is worthless
 * without the cookie (it is kept in localStorage, readable by scripts) and cannot be forged for
 * another session. A write that carries the cookie must send it back in X-CSRF-Token.
 */
export function csrfTokenFor(key: Uint8Array, sessionToken: string): string {
  return createHmac('sha256', key).update(`csrf:${sessionToken}`).digest('base64url');
}

export function csrfTokenMatches(key: Uint8Array, sessionToken: string, sent: unknown): boolean {
  if (typeof sent !== 'string') return false;
  const want = Buffer.from(csrfTokenFor(key, sessionToken));
  const got = Buffer.from(sent);
  return got.length === want.length && timingSafeEqual(got, want);
}
