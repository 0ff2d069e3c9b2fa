import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// TOTP as RFC 6238 and every authenticator app default to: SHA-1, 6 digits, 30-second steps.
const PERIOD = 30;
const ISSUER = 'Manovo Surgical';
const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A fresh 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app scans: the otpauth:// URI and its QR code as an SVG data URL, made here. */
export async function enrolmentFor(secret: string, email: string) {
  const uri = totpFor(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step of a valid code (the current one, or one step either side for clock drift), else
 * null. The caller stores the step so the same code cannot be used twice.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code an authenticator shows now (tests and the e2e suite sign in with it). */
export function currentTotpCode(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-x9q4r`, without look-alike characters (no 0/o, 1/l/i). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    // randomInt has no modulo bias: each character is one of 31, about 49.5 bits a code.
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces, with or without its dash), or null if it cannot be one. */
export function normaliseRecoveryCode(code: string): string | null {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(plain) ? `${plain.slice(0, 5)}-${plain.slice(5)}` : null;
}

export const hashRecoveryCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A QR code as SVG (an IFU page's permanent URL, for labels): the same library as the enrolment code. */
export const qrCodeSvg = (text: string) =>
  QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
