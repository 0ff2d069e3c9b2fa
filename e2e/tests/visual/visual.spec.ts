// Visual regression: every public page at a phone and a desktop width, the admin at a tablet and a
// desktop width, compared with the committed baselines in ./__screenshots__. A layout change shows as a
// failing test with a diff image; when the change is wanted, `npm run test:visual:update` rewrites them.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { signIn } from '../admin/helpers';
import { acceptConsentUpfront } from '../public/helpers';

// Still pictures: carousels start paused, the partner strip stands still, no smooth scrolling.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/**
 * One path per page template. /home and /termscondition render the same components as / and
 * /TermsCondition; /TermsCondition shares the legal-page template with /Privacy-Policy.
 */
const PUBLIC_PAGES = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'products', path: '/products' },
  { name: 'news', path: '/news' },
  { name: 'videos', path: '/videos' },
  { name: 'contact', path: '/contact' },
  { name: 'search', path: '/search?q=wrist' },
  { name: 'careers', path: '/careers' },
  { name: 'careersapply', path: '/careersapply' },
  { name: 'privacy-policy', path: '/Privacy-Policy' },
  { name: 'incubation', path: '/Incubation' },
  { name: 'investor', path: '/Investor' },
  { name: 'journal', path: '/Journal' },
  { name: 'newsevent', path: '/NewsEvent' },
  { name: 'timeline', path: '/timeline' },
  // An item's own page (issue #24): a news article, a job, a video, each its title as the h1.
  { name: 'news-item', path: '/news/5-articulate-8-at-the-national-laparoscopy-congress' },
  { name: 'job', path: '/careers/5-mechanical-design-engineer' },
  { name: 'video-item', path: '/videos/1-box-trainer-suturing-drill-the-figure-of-eight' },
] as const;

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1440, height: 900 };
const TABLET = { width: 768, height: 1024 };

/** Long pages are compared over their first screens only: enough to catch a layout change, small files. */
const MAX_SHOT_HEIGHT = { 375: 1334, 1440: 1200 } as const;

/** Loads every picture (lazy ones too) and waits for fonts, so a shot never catches a half-drawn page. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all(
      [...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))),
    );
    await document.fonts.ready;
  });
}

/**
 * What changes from run to run and is no layout: dates (the demo content is dated relative to the day it
 * is seeded) and the WebGL canvas of the 3D viewer.
 */
const volatile = (page: Page): Locator[] => [page.locator('time'), page.locator('.instrument-viewer canvas')];

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`public pages at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => acceptConsentUpfront(page));

    for (const { name, path } of PUBLIC_PAGES) {
      test(`[VISUAL] ${name} at ${viewport.width}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settle(page);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await expect(page).toHaveScreenshot(`${name}-${viewport.width}.png`, {
          fullPage: true,
          clip: {
            x: 0,
            y: 0,
            width: viewport.width,
            height: Math.min(height, MAX_SHOT_HEIGHT[viewport.width as 375 | 1440]),
          },
          mask: volatile(page),
        });
      });
    }
  });
}

for (const viewport of [TABLET, DESKTOP]) {
  test.describe(`admin at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`[VISUAL] admin sign-in at ${viewport.width}`, async ({ page }) => {
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`admin-login-${viewport.width}.png`);
    });

    for (const screen of ['videos', 'broadcasts'] as const) {
      test(`[VISUAL] admin ${screen} at ${viewport.width}`, async ({ page, request }) => {
        await signIn(page, request);
        await page.goto(`/admin/${screen}`);
        await expect(page.getByRole('table')).toBeVisible();
        await settle(page);
        await expect(page).toHaveScreenshot(`admin-${screen}-${viewport.width}.png`, {
          mask: volatile(page),
        });
      });
    }

    test(`[VISUAL] admin form with errors at ${viewport.width}`, async ({ page, request }) => {
      await signIn(page, request);
      await page.goto('/admin/broadcasts?new=1');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByLabel('Title')).toBeFocused();
      await settle(page);
      await expect(page).toHaveScreenshot(`admin-form-errors-${viewport.width}.png`);
    });
  });
}
