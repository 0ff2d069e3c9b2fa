import { expect, test } from '../../fixtures';
import { CONSENT_KEY } from './helpers';

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_KEY);

test('[PUBLIC][CONSENT]: Accept survives a reload', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  expect(await stored(page)).toMatchObject({
    version: 2,
    necessary: true,
    performance: true,
    functional: true,
    targeting: true,
  });
});

test('[PUBLIC][CONSENT]: Reject survives a reload', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject' }).click();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  expect(await stored(page)).toMatchObject({ performance: false, functional: false, targeting: false });
});

test('[PUBLIC][CONSENT]: settings choices survive a reload', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Cookies Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookies Settings' });
  await expect(dialog.getByText('Strictly Necessary Cookies')).toBeVisible();
  await dialog.getByRole('switch', { name: 'Performance Cookies' }).check();
  await dialog.getByRole('button', { name: 'Confirm My Choices' }).click();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  expect(await stored(page)).toMatchObject({ performance: true, functional: false, targeting: false });
});

test('[PUBLIC][CONSENT]: an expired record brings the banner back', async ({ page }) => {
  await page.addInitScript((key) => {
    if (window.top !== window) return;
    localStorage.setItem(
      key,
      JSON.stringify({
        version: 2,
        timestamp: Date.now() - 181 * 86400000,
        necessary: true,
        performance: true,
        functional: true,
        targeting: true,
      }),
    );
  }, CONSENT_KEY);
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
});
