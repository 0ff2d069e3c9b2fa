import { ADMIN, expect, test } from '../../fixtures';
import { acceptConsentUpfront, fillContact, openSearch } from '../public/helpers';

// One pass through what a visitor and an admin touch first, short enough to run again under each
// Node.js version CI tries (`.ci/run`): the server under test runs on the `node` found on PATH.
test.describe('[SMOKE]', () => {
  // The admin test finds the contact test's message in the Inbox: a retry runs the pair again.
  test.describe.configure({ mode: 'serial' });
  const sender = `Smoke Sender ${Date.now()}`;

  test('[SMOKE][HOME]: the home page arrives rendered and hydrates without a console error', async ({
    page,
    consoleErrors,
  }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    // The fixture's goto has waited for html[data-hydrated]; the heading came with the document.
    expect(await res?.text()).toContain('Feel as your hands, Do more than your hands.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Feel as your hands, Do more than your hands.',
    );
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('[SMOKE][SEARCH]: the overlay suggests pages and server results, Enter opens the results', async ({
    page,
  }) => {
    await acceptConsentUpfront(page);
    const input = await openSearch(page, '/');
    await input.fill('articulate');
    await expect(page.getByRole('region', { name: 'From server' })).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=articulate/);
    await expect(page.getByText(/\d+ results? for “articulate”/)).toBeVisible();
  });

  test('[SMOKE][CONTACT]: a contact message is sent', async ({ page }) => {
    await acceptConsentUpfront(page);
    await page.goto('/contact');
    await fillContact(page, { name: sender, message: 'A smoke test of the contact form.' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toHaveText('Message sent successfully!');
  });

  test('[SMOKE][ADMIN]: an admin signs in and finds the message in the Inbox', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
    await page.goto('/admin/inbox');
    await expect(page.getByRole('row').filter({ hasText: sender })).toContainText('New');
  });
});
