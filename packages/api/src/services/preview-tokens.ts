import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ItemSection, PREVIEW_SECTIONS, type PreviewSection } from '../domain/content-types';

/** How long a preview link works (docs/product.md, "Preview before publishing"). */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;

export type PreviewClaims = { section: PreviewSection; id: number };

// Signed apart from session tokens (same secret, another purpose): one can never pass for the other.
const PURPOSE = 'manovo-preview-v1';

const mac = (key: Uint8Array, payload: string) =>
  createHmac('sha256', key).update(`${PURPOSE}.${payload}`).digest();

/**
 * A link token naming one item: base64url of {s, i, e} (section, id, expiry in ms), a dot, and its
 * HMAC-SHA256 under the server's secret. Stateless: nothing is stored, an hour later it stops working.
 */
export function signPreviewToken(
  key: Uint8Array,
  claims: PreviewClaims,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const exp = now + PREVIEW_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ s: claims.section, i: claims.id, e: exp })).toString(
    'base64url',
  );
  return { token: `${payload}.${mac(key, payload).toString('base64url')}`, expiresAt: new Date(exp) };
}

/** The item a token names, or null for anything malformed, tampered with or expired. */
export function verifyPreviewToken(key: Uint8Array, token: string, now = Date.now()): PreviewClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { s, i, e } = (body ?? {}) as { s?: unknown; i?: unknown; e?: unknown };
  const section = PREVIEW_SECTIONS.find((known) => known === s);
  if (!section || !Number.isSafeInteger(i) || typeof e !== 'number') return null;
  if (e <= now) return null;
  return { section, id: i as number };
}

/** Whether a public read of this item may see it whatever its status: its preview link's token came with it. */
export const previewGrants = (
  key: Uint8Array,
  // Any item section: one that cannot be previewed is simply never granted.
  section: ItemSection,
  input: { id: number; preview?: string | undefined },
) => {
  if (!input.preview) return false;
  const claims = verifyPreviewToken(key, input.preview);
  return claims?.section === section && claims.id === input.id;
};
