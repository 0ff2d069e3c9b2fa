// Cookie consent record (docs/product.md §3, §4): version 2, valid for 180 days, kept in localStorage.
export const CONSENT_KEY = 'manovo.cookie-consent';
export const CONSENT_VERSION = 2;
export const CONSENT_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;
export const CONSENT_EVENT = 'manovo:consent';

export type ConsentChoices = { performance: boolean; functional: boolean; targeting: boolean };
export type ConsentRecord = ConsentChoices & { version: number; timestamp: number; necessary: true };

export const ACCEPT_ALL: ConsentChoices = { performance: true, functional: true, targeting: true };
export const REJECT_ALL: ConsentChoices = { performance: false, functional: false, targeting: false };

/** A record is valid when it has the current version and is younger than 180 days. */
export function isConsentValid(record: unknown, now = Date.now()): record is ConsentRecord {
  if (!record || typeof record !== 'object') return false;
  const r = record as Partial<ConsentRecord>;
  if (r.version !== CONSENT_VERSION) return false;
  if (typeof r.timestamp !== 'number' || !Number.isFinite(r.timestamp)) return false;
  const age = now - r.timestamp;
  return age >= 0 && age < CONSENT_MAX_AGE_MS;
}

export function readConsent(now = Date.now()): ConsentRecord | null {
  try {
    const raw = localStorage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isConsentValid(parsed, now) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveConsent(choices: ConsentChoices, now = Date.now()): ConsentRecord {
  const record: ConsentRecord = {
    version: CONSENT_VERSION,
    timestamp: now,
    necessary: true,
    performance: choices.performance,
    functional: choices.functional,
    targeting: choices.targeting,
  };
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Storage can be blocked; the choice still applies to this page view.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: record }));
  return record;
}
