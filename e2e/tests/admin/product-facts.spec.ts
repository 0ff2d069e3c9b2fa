import { expect, test } from '../../fixtures';
import { acceptNextDialog, expectFieldError, rowByTitle, saveForm, uid } from './helpers';

// Admin → Product facts (issue #24): a market status staff add shows with its instrument on /products.
test.describe('[ADMIN][FACTS]', () => {
  test.use({ signedIn: true });

  test('[ADMIN][FACTS]: add a market status → it shows on /products → delete it', async ({ page }) => {
    const market = `Japan ${uid()}`;
    const number = `PMDA-E2E-${uid()}`;
    await page.goto('/admin/facts');
    await expect(page.getByRole('heading', { level: 1, name: 'Product facts' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Market status', selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add market status' }).click();
    const form = page.getByRole('dialog', { name: 'New market status' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(
      form.getByLabel('Market', { exact: true }),
      'Please fill out all required fields.',
    );

    await form.getByLabel('Instrument').selectOption({ label: 'Clip Applier' });
    await form.getByLabel('Market', { exact: true }).fill(market);
    await form.getByLabel('Status', { exact: true }).fill('Registered');
    await form.getByLabel('Certificate or registration number').fill(number);
    await form.getByLabel('Date').fill('2026-02-01');
    await form.getByLabel('Not available in all markets').check();
    await saveForm(page, form);
    const row = page.getByRole('row').filter({ hasText: market });
    await expect(row).toContainText('Clip Applier');
    await expect(row).toContainText(number);

    await page.goto('/products#complete-lineup');
    const item = page
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: /^Clip Applier$/ }) });
    await item.locator('summary').hover();
    await expect(item).toHaveAttribute('open', '');
    const status = item.getByRole('row').filter({ hasText: market });
    await expect(status).toBeVisible();
    await expect(status).toContainText('Registered');
    await expect(status).toContainText(number);
    await expect(status).toContainText('2026-02-01');
    await expect(item.getByText('Not available in all markets')).toBeVisible();
    await expect(item.getByRole('link', { name: /Spec sheet of the Clip Applier/ })).toHaveAttribute(
      'href',
      '/spec-sheets/clip-applier.pdf',
    );

    await page.goto('/admin/facts');
    const confirmed = acceptNextDialog(page, `Delete “Clip Applier — ${market}”?`);
    await rowByTitle(page, 'Clip Applier')
      .filter({ hasText: market })
      .getByRole('button', { name: /Delete/ })
      .click();
    await confirmed;
    await expect(page.getByRole('row').filter({ hasText: market })).toHaveCount(0);
  });
});
