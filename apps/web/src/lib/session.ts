// The admin session lives in browser storage under one fixed key (spec §3).
export const SESSION_KEY = 'manovo.admin.session';

export type AdminSessionData = { token: string; admin: { email: string } };

export function readSession(): AdminSessionData | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as AdminSessionData;
    return typeof parsed?.token === 'string' ? parsed : null;
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
