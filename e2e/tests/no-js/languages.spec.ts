import { expect, test } from '@playwright/test';

// Without JavaScript the switcher is a plain link to the same page in the other language.
test('[NOJS][LANG]: the switcher links the same page in each language', async ({ page }) => {
  await page.goto('/videos');
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL('/fr/videos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeAttached();
  await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL('/de/videos');
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/videos');
});
