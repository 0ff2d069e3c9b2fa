import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerTrpc, renderWithProviders } from '../../test/render';
import { LanguageSwitcher } from './language-switcher';

const links = () =>
  screen
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'))
    .sort();

afterEach(() => vi.unstubAllGlobals());
// The API client is a dynamic import on its first call, slow in jsdom.
const LOADED = { timeout: 8000 };

describe('the language switcher', () => {
  it('links only the languages an item page exists in, once the item read answers (a client navigation)', async () => {
    // A job with no translation: its page exists in English only.
    vi.stubGlobal('fetch', answerTrpc({ id: 5, title: 'Design Engineer', pageLocales: ['en'] }));
    renderWithProviders(<LanguageSwitcher className="x" />, { route: '/careers/5-design-engineer' });
    await waitFor(() => expect(links()).toEqual(['/careers/5-design-engineer']), LOADED);
  });

  it('keeps the page it is on and the languages the item is translated into', async () => {
    vi.stubGlobal('fetch', answerTrpc({ id: 5, title: 'Konstrukteur', pageLocales: ['en', 'de'] }));
    renderWithProviders(<LanguageSwitcher className="x" />, {
      route: '/careers/5-design-engineer',
      locale: 'de',
    });
    await waitFor(
      () => expect(links()).toEqual(['/careers/5-design-engineer', '/de/careers/5-design-engineer']),
      LOADED,
    );
  });

  it('links every language on a page without an item, reading nothing', () => {
    const fetch = answerTrpc({});
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<LanguageSwitcher className="x" />, { route: '/careers?category=internship' });
    expect(links()).toEqual([
      '/careers?category=internship',
      '/de/careers?category=internship',
      '/fr/careers?category=internship',
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
