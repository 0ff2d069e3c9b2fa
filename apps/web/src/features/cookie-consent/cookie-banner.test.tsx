import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import { consentRecord } from '../../test/consent';
import { CONSENT_KEY } from './consent-store';
import { CookieBanner } from './cookie-banner';

const renderBanner = () =>
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null');
// A choice made earlier: everything granted, today, in the current version, unless the test says otherwise.
const storeChoice = (record: Record<string, unknown>) =>
  localStorage.setItem(
    CONSENT_KEY,
    JSON.stringify(consentRecord({ timestamp: Date.now(), functional: true, targeting: true, ...record })),
  );

describe('CookieBanner', () => {
  it('shows until a choice is made; Accept grants all', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(stored()).toMatchObject({
      version: 2,
      necessary: true,
      performance: true,
      functional: true,
      targeting: true,
    });
  });

  it('Reject grants only the strictly necessary', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(stored()).toMatchObject({
      necessary: true,
      performance: false,
      functional: false,
      targeting: false,
    });
  });

  it('returns when the stored record is expired', () => {
    const old = Date.now() - 181 * 24 * 60 * 60 * 1000;
    storeChoice({ timestamp: old });
    renderBanner();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('returns when the stored record has another version', () => {
    storeChoice({ version: 1 });
    renderBanner();
    expect(screen.getByRole('button', { name: 'Cookies Settings' })).toBeTruthy();
  });

  it('stays hidden with a valid record', () => {
    storeChoice({ performance: false, functional: false, targeting: false });
    renderBanner();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('settings: confirm saves the chosen toggles', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Cookies Settings' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Functional Cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm My Choices' }));
    expect(stored()).toMatchObject({ performance: false, functional: true, targeting: false });
  });
});
