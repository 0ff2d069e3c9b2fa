// Playwright's own test, not ../../fixtures: that one waits for hydration after every goto.
import { expect, type Page, type Route, test } from '@playwright/test';
import { acceptConsentUpfront } from './helpers';

// Issue #20, "no click is lost": a visitor clicks what is painted, whether or not the app's script has
// arrived. These tests hold scripts back at the network, click, then let them through.

test.beforeEach(async ({ page }) => acceptConsentUpfront(page));

/** Holds every script request whose path matches `held` until the returned release is called. */
async function holdScripts(page: Page, held: RegExp) {
  const waiting: Route[] = [];
  let released = false;
  await page.route(
    (url) => held.test(url.pathname),
    (route) => (released ? route.continue() : void waiting.push(route)),
  );
  return async () => {
    released = true;
    // A request of a page the visitor has since left may be gone: nothing to let through then.
    await Promise.all(waiting.splice(0).map((route) => route.continue().catch(() => {})));
  };
}

const hydrated = (page: Page) =>
  expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 20_000 });
// Module scripts delay DOMContentLoaded, so a page with its scripts held is only waited for until its
// HTML is there.
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

test.describe('[EARLY] with every script held back', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu opens, and the app keeps it open once it runs', async ({ page }) => {
    const release = await holdScripts(page, /^\/assets\/.*\.js$/);
    await open(page, '/');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mobile).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    await release();
    await hydrated(page);
    await expect(mobile).toBeVisible();
    // The hydrated header follows the menu the browser opened: its button now closes it.
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobile).toBeHidden();
  });

  test('the search icon reaches the search page', async ({ page }) => {
    const release = await holdScripts(page, /^\/assets\/.*\.js$/);
    await open(page, '/about');
    await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
    await expect(page).toHaveURL(/\/search\??$/);
    await release();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });
});

test('[EARLY] a tab clicked before the app arrives is selected once it runs', async ({ page }) => {
  // Only the app (main-*.js) is held: the entry has run, as on a page whose big script is still coming.
  const release = await holdScripts(page, /^\/assets\/main-[^/]*\.js$/);
  // The entry asks for the app as soon as it runs: from then on, clicks are its to keep.
  const entryRan = page.waitForRequest((req) => /\/assets\/main-[^/]*\.js$/.test(req.url()));
  await open(page, '/news');
  await entryRan;
  // Until the app runs, the tabs are links the server understands: the click loads /news?tab=news,
  // rendered with that tab selected, and the app then hydrates it as the selected tab.
  await page.getByRole('group', { name: 'Broadcast' }).getByRole('link', { name: 'News & Events' }).click();
  await expect(page).toHaveURL(/\/news\?tab=news/);
  await release();
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'News & Events' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Social Media' })).toHaveAttribute('aria-selected', 'false');
});

test('[EARLY] with the app held, the search icon still reaches the search page', async ({ page }) => {
  const release = await holdScripts(page, /^\/assets\/main-[^/]*\.js$/);
  await open(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
  await expect(page).toHaveURL(/\/search\??$/);
  await release();
  await hydrated(page);
});
