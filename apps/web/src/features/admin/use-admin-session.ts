import { useSyncExternalStore } from 'react';
import { type AdminSessionData, readSession, SESSION_KEY } from '../../lib/session';

let cachedRaw: string | null = null;
let cached: AdminSessionData | null = null;

// readSession parses on every call; cache by the raw string so useSyncExternalStore sees a stable value.
function snapshot(): AdminSessionData | null {
  const raw = localStorage.getItem(SESSION_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = readSession();
  }
  return cached;
}

function subscribe(onChange: () => void) {
  window.addEventListener('manovo:session', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('manovo:session', onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useAdminSession(): AdminSessionData | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
