import type { Page } from '@playwright/test';
import { TINY_PDF } from '../../fixtures';

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

/** A public list as the site's tRPC door answers it (a GET with its input in the query). */
type Listed = { id: number; title: string };
export async function publicList(page: Page, procedure: string, input: object): Promise<Listed[]> {
  const res = await page.request.get(
    `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  return (await res.json()).result.data as Listed[];
}

/** An item address's slug, as the site makes it (packages/api domain/item-urls.ts). */
export const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');

/** Fills the contact form (the page is open) as Dr. Meera Pillai asking for a demo, unless told; the caller sends it. */
export async function fillContact(
  page: Page,
  {
    name = 'Dr. Meera Pillai',
    email = 'meera.pillai@example.org',
    purpose = 'Request-demo',
    message,
  }: {
    name?: string;
    email?: string;
    purpose?: string;
    message: string;
  },
): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Purpose', { exact: true }).selectOption(purpose);
  await page.getByLabel('Message', { exact: true }).fill(message);
}

/** A plain-text file offered as a resume, which the form refuses. */
export const NOT_A_PDF = { name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') };

/** Fills the application form (the page is open) with Asha's e-mail and a PDF resume unless told; the caller sends it. */
export async function fillApplication(
  page: Page,
  a: { name: string; mobile?: string; resume?: { name: string; mimeType: string; buffer: Buffer } },
): Promise<void> {
  await page.getByLabel('Full name', { exact: true }).fill(a.name);
  await page.getByLabel('Email', { exact: true }).fill('asha.nair@example.org');
  await page.getByLabel('Mobile number', { exact: true }).fill(a.mobile ?? '9876543210');
  await page
    .getByLabel('Resume (PDF, max 5 MB)')
    .setInputFiles(a.resume ?? { name: 'resume.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
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
