import type { Page } from '@playwright/test';

export const CONSENT_KEY = 'manovo.cookie-consent';

/** Stores a valid consent record before the page loads, so the banner stays out of the way. */
export async function acceptConsentUpfront(page: Page) {
  await page.addInitScript((key) => {
    // Init scripts also run in embedded frames (YouTube), which may not touch storage.
    if (window.top !== window) return;
    if (!localStorage.getItem(key)) {
      localStorage.setItem(
        key,
        JSON.stringify({
          version: 2,
          timestamp: Date.now(),
          necessary: true,
          performance: false,
          functional: false,
          targeting: false,
        }),
      );
    }
  }, CONSENT_KEY);
}

/**
 * Opens `path` and the search overlay from the header's search button (named `button`, English by
 * default); answers the English overlay's input.
 */
export async function openSearch(page: Page, path: string, button: RegExp = /search/i) {
  await page.goto(path);
  await page.getByRole('button', { name: button }).first().click();
  return page.getByPlaceholder('Search the site…');
}

/** Every public route with its expected h1. */
export const PUBLIC_ROUTES: { path: string; h1: string | RegExp; tag: string }[] = [
  { path: '/', h1: 'Feel as your hands, Do more than your hands.', tag: 'HOME' },
  { path: '/home', h1: 'Feel as your hands, Do more than your hands.', tag: 'HOME' },
  { path: '/about', h1: 'Welcome to Manovo Surgical', tag: 'ABOUT' },
  { path: '/products', h1: 'Manovo Articulate 8', tag: 'PRODUCTS' },
  { path: '/news', h1: 'Broadcast', tag: 'NEWS' },
  { path: '/videos', h1: 'Videos', tag: 'VIDEOS' },
  { path: '/contact', h1: 'Contact Us', tag: 'CONTACT' },
  { path: '/careers', h1: 'Join Manovo Surgical', tag: 'CAREERS' },
  { path: '/careersapply', h1: 'Apply — (General application)', tag: 'CAREERSAPPLY' },
  { path: '/Privacy-Policy', h1: 'Privacy Policy', tag: 'LEGAL' },
  { path: '/TermsCondition', h1: 'Terms & Conditions', tag: 'LEGAL' },
  { path: '/termscondition', h1: 'Terms & Conditions', tag: 'LEGAL' },
  { path: '/Incubation', h1: 'Incubation', tag: 'INCUBATION' },
  { path: '/Investor', h1: 'Investors', tag: 'INVESTOR' },
  { path: '/Journal', h1: 'Journal', tag: 'JOURNAL' },
  { path: '/NewsEvent', h1: 'News & Events', tag: 'NEWSEVENT' },
  { path: '/timeline', h1: 'Our Timeline', tag: 'TIMELINE' },
];
