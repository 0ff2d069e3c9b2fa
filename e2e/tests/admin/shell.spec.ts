import { expect, test } from '../../fixtures';

test.describe('[ADMIN][SHELL]', () => {
  test.use({ signedIn: true });

  test('[ADMIN][SHELL]: side navigation reaches every manager', async ({ page }) => {
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const name of ['Careers', 'Broadcasts', 'Testimonials', 'Inbox', 'Videos']) {
      await nav.getByRole('link', { name: new RegExp(`^${name}`) }).click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    }
  });

  test('[ADMIN][SHELL]: Ctrl+K focuses the search; blank is ignored; a term opens /admin/search', async ({
    page,
  }) => {
    await page.goto('/admin/careers');
    await page.getByRole('heading', { name: 'Careers', level: 1 }).click();
    await page.keyboard.press('Control+k');
    const search = page.getByRole('searchbox', { name: 'Search admin content' });
    await expect(search).toBeFocused();
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/admin\/careers$/);
    await search.fill('Mechanical');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/admin\/search\?q=Mechanical$/);
    const hit = page.getByRole('link', { name: /Mechanical Design Engineer/ });
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/admin\/careers/);
    await expect(page.getByRole('dialog', { name: /^Edit Job #\d+$/ })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Mechanical Design Engineer');
  });

  test('[ADMIN][SHELL]: admin search finds drafts too', async ({ page }) => {
    await page.goto('/admin/search?q=Cleaning');
    const hit = page.getByRole('link', { name: /Cleaning and sterilising/ });
    await expect(hit).toContainText('Draft');
    await hit.click();
    await expect(page.getByRole('dialog', { name: /^Edit Video #\d+$/ })).toBeVisible();
  });

  test('[ADMIN][SHELL]: Quick Create opens each create form via ?new=1', async ({ page }) => {
    const cases = [
      { item: 'New video', url: /\/admin\/videos/, dialog: 'Add Video' },
      { item: 'New career', url: /\/admin\/careers/, dialog: 'Add Job' },
      { item: 'New broadcast', url: /\/admin\/broadcasts/, dialog: 'Add Broadcast' },
      { item: 'New testimonial', url: /\/admin\/testimonials/, dialog: 'Add Testimonial' },
    ];
    await page.goto('/admin/inbox');
    for (const c of cases) {
      await page.getByRole('button', { name: 'Quick Create' }).click();
      await page.getByRole('menuitem', { name: c.item }).click();
      await expect(page).toHaveURL(c.url);
      await expect(page.getByRole('dialog', { name: c.dialog })).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

  test('[ADMIN][SHELL]: the Admin menu opens Profile and Audit Logs', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('button', { name: /Admin/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByText('admin@manovo.test')).toBeVisible();
    await page.getByRole('button', { name: /Admin/ }).click();
    await page.getByRole('menuitem', { name: 'Audit Logs' }).click();
    await expect(page.getByRole('heading', { name: 'Audit Logs', level: 1 })).toBeVisible();
  });

  test('[ADMIN][SHELL]: profile shows the server error for a wrong current password', async ({ page }) => {
    await page.goto('/admin/profile');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Current password is required');
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password').fill('another-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Current password is incorrect');
    await page.getByLabel('New password').fill('eleven-char');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toHaveText('New password must be at least 12 characters.');
  });

  test('[ADMIN][SHELL]: usable at 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.goto('/admin/videos');
    await expect(page.getByRole('button', { name: 'Quick Create' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search admin content' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: /Testimonials/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Testimonials', level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
