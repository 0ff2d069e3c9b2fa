import { readField } from '../../lib/read-field';

// Where a signed-out visitor was heading; kept in navigation state and, across reloads, sessionStorage.
const ORIGIN_KEY = 'manovo.admin.origin';

export function rememberOrigin(path: string): void {
  try {
    sessionStorage.setItem(ORIGIN_KEY, path);
  } catch {
    /* storage may be unavailable */
  }
}

/** The remembered admin path (only /admin paths, so the login never redirects off-site), then forgets it. */
export function takeOrigin(state: unknown): string {
  const fromState = readField(state, 'from');
  let from = typeof fromState === 'string' ? fromState : undefined;
  try {
    from ||= sessionStorage.getItem(ORIGIN_KEY) ?? undefined;
    sessionStorage.removeItem(ORIGIN_KEY);
  } catch {
    /* ignore */
  }
  return from && /^\/admin(\/|\?|$)/.test(from) && !from.startsWith('/admin/login') ? from : '/admin';
}
