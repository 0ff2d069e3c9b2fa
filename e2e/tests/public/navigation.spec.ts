import { expect, test } from '../../fixtures';
import { acceptConsentUpfront } from './helpers';

test.beforeEach(async ({ page }) => acceptConsentUpfront(page));

test('[PUBLIC][NAV]: desktop navigation reaches every top-level page', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path, h1] of [
    ['About', '/about', 'Welcome to Manovo Surgical'],
    ['Products', '/products', 'Manovo Articulate 8'],
    ['Videos', '/videos', 'Videos'],
    ['Broadcast', '/news', 'Broadcast'],
    ['Careers', '/careers', 'Join Manovo Surgical'],
    ['Contact', '/contact', 'Contact Us'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  }
});

test('[PUBLIC][NAV]: hover opens the About submenu', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About', exact: true }).hover();
  await nav.getByRole('link', { name: 'Our Team' }).click();
  await expect(page).toHaveURL('/about#ourteam');
  await expect(page.locator('#ourteam')).toBeInViewport();
});

test('[PUBLIC][NAV]: hamburger menu at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const burger = page.getByRole('button', { name: 'Open menu' });
  await burger.click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile).toBeVisible();
  await mobile.getByRole('link', { name: 'Careers', exact: true }).click();
  await expect(page).toHaveURL('/careers');
  await expect(mobile).toBeHidden();
});

test('[PUBLIC][NAV]: the navbar becomes small after scrolling', async ({ page }) => {
  await page.goto('/about');
  // Pages are lazy chunks: scroll once the page is there, as a visitor would.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).not.toHaveClass(/site-header--small/);
  await page.mouse.move(700, 600);
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveClass(/site-header--small/);
});

for (const [path, target] of [
  ['/about#ourstory', '#ourstory'],
  ['/about#ourpurpose', '#ourpurpose'],
  ['/about#ourmission', '#ourmission'],
  ['/about#ourvision', '#ourvision'],
  ['/about#ourteam', '#ourteam'],
  ['/products#complete-lineup', '#complete-lineup'],
  ['/products#articulate-8', '#articulate-8'],
  ['/products#articulate8', '[data-anchor="articulate8"]'],
] as const) {
  test(`[PUBLIC][ANCHORS]: ${path} scrolls to its section`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(target)).toBeInViewport({ timeout: 5000 });
  });
}

test('[PUBLIC][ANCHORS]: news and video hashes select their tab and category', async ({ page }) => {
  await page.goto('/news#newsandevents');
  await expect(page.getByRole('tab', { name: 'News & Events' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/news#socialmedia');
  await expect(page.getByRole('tab', { name: 'Social Media' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/videos#training');
  await expect(
    page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Training' }),
  ).toHaveAttribute('aria-current', 'true');
});

test('[PUBLIC][NAV]: back-to-top appears after scrolling', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.move(700, 500);
  await page.mouse.wheel(0, 1500);
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
});
