import { expect, signInBrowser, test } from '../../fixtures';
import { uploadIfu } from './helpers';

// Issue #23: staff upload a revision, publish it, and the public library then serves it.
test('[ADMIN][IFU]: a draft revision is uploaded, published, then listed publicly', async ({ page }) => {
  await signInBrowser(page);
  await page.goto('/admin/ifu');
  await expect(page.getByRole('heading', { level: 1, name: 'Instructions for use' })).toBeVisible();
  // The demo has every lineup instrument in en, de and fr: no warning.
  await expect(page.getByRole('note')).toHaveCount(0);

  const ref = `E2E-${Date.now()}`;
  await uploadIfu(page, { ref, title: 'Trocar sleeve', effectiveDate: '2025-10-01' });

  const row = page.getByRole('row', { name: new RegExp(ref) });
  await expect(row.getByText('draft', { exact: true })).toBeVisible();
  expect((await page.request.get(`/ifu/${ref}/en`)).status()).toBe(404);
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(row.getByText('published', { exact: true })).toBeVisible();
  const pdf = await page.request.get(`/ifu/${ref}/en`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // Withdrawn with a reason, in a dialog: Cancel changes nothing, an empty reason is refused.
  await row.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: `Withdraw ${ref} en rev A` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('published', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Withdraw' }).click();
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByText('Give the reason for withdrawing this revision.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Wrong torque value on page 2.');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('withdrawn', { exact: true })).toBeVisible();
  await expect(row.getByText('Wrong torque value on page 2.')).toBeVisible();
  expect((await page.request.get(`/ifu/${ref}/en`)).status()).toBe(404);
});
