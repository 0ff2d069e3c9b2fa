import { readField } from './read-field';

// The admin session lives in browser storage under one fixed key (docs/product.md §3).
export const SESSION_KEY = 'manovo.admin.session';

export type AdminSessionData = { token: string; admin: { email: string } };

export function readSession(): AdminSessionData | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    // Storage outlives releases and can be edited by hand: only a well-formed session counts.
    const parsed: unknown = JSON.parse(raw);
    const token = readField(parsed, 'token');
    const email = readField(readField(parsed, 'admin'), 'email');
    return typeof token === 'string' && typeof email === 'string' ? { token, admin: { email } } : null;
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
