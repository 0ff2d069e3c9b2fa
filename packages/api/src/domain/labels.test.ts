import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditActionLabel, labelOf, SOCIAL_SOURCE_LABELS } from './labels';

describe('labels for stored values', () => {
  it('reads audit actions as staff would say them', () => {
    expect(auditActionLabel('login')).toBe('Signed in');
    expect(auditActionLabel('login_failed')).toBe('Sign-in failed');
    expect(auditActionLabel('create')).toBe('Created');
    expect(Object.values(AUDIT_ACTION_LABELS).every((l) => /^[A-Z]/.test(l))).toBe(true);
  });

  it('turns an action without a label into a sentence instead of showing the code', () => {
    expect(auditActionLabel('totp_enabled')).toBe('Totp enabled');
    expect(auditActionLabel('')).toBe('');
  });

  it('spells the networks as their owners do', () => {
    expect(labelOf(SOCIAL_SOURCE_LABELS, 'linkedin')).toBe('LinkedIn');
    expect(labelOf(SOCIAL_SOURCE_LABELS, 'youtube')).toBe('YouTube');
  });
});
