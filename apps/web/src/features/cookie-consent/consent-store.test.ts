import { describe, expect, it } from 'vitest';
import { consentRecord } from '../../test/consent';
import {
  CONSENT_KEY,
  CONSENT_MAX_AGE_MS,
  CONSENT_VERSION,
  isConsentValid,
  readConsent,
  saveConsent,
} from './consent-store';

const DAY = 24 * 60 * 60 * 1000;

describe('cookie consent record (docs/product.md §4)', () => {
  it('is valid for 180 days', () => {
    expect(CONSENT_MAX_AGE_MS).toBe(180 * DAY);
    expect(isConsentValid(consentRecord(), 1_000_000 + 179 * DAY)).toBe(true);
  });

  it('expires after 180 days', () => {
    expect(isConsentValid(consentRecord(), 1_000_000 + 180 * DAY)).toBe(false);
    expect(isConsentValid(consentRecord(), 1_000_000 + 181 * DAY)).toBe(false);
  });

  it('is invalid with another version', () => {
    expect(CONSENT_VERSION).toBe(2);
    expect(isConsentValid(consentRecord({ version: 1 }), 1_000_000)).toBe(false);
    expect(isConsentValid(consentRecord({ version: 3 }), 1_000_000)).toBe(false);
  });

  it('saves version, timestamp and the four flags', () => {
    saveConsent({ performance: false, functional: true, targeting: false }, 5_000);
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toEqual({
      version: 2,
      timestamp: 5_000,
      necessary: true,
      performance: false,
      functional: true,
      targeting: false,
    });
    expect(readConsent(5_000 + DAY)?.functional).toBe(true);
    expect(readConsent(5_000 + 180 * DAY)).toBeNull();
  });

  it('ignores malformed storage', () => {
    localStorage.setItem(CONSENT_KEY, '{not json');
    expect(readConsent()).toBeNull();
  });
});
