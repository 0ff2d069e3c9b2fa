import { expect, PNG_1X1, test } from '../../fixtures';
import { acceptNextDialog, openAddForm, saveForm, uid } from './helpers';

test.describe('[ADMIN][TESTIMONIALS]', () => {
  test.use({ signedIn: true });

  test('[ADMIN][TESTIMONIALS]: create → on home → hide (leaves home) → edit → delete', async ({ page }) => {
    const name = `Dr. E2E ${uid()}`;
    await page.goto('/admin/testimonials');
    const form = await openAddForm(page, 'Testimonial');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Title', { exact: true }).fill('Consultant Surgeon');
    await form.getByLabel('Company').fill('E2E Hospital');
    await form.getByLabel('Message').fill('The wrist articulation saves a port.');
    await form.getByLabel('Photo').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: PNG_1X1 });
    // With a photo, the form asks for its alt text.
    await form.getByLabel('Alt text').fill('Dr. E2E in theatre scrubs');
    await expect(form.getByLabel('Active (shown on the site)')).toBeChecked();
    await saveForm(page, form);

    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('Active');
    await expect(card).toContainText('Consultant Surgeon, E2E Hospital');

    await page.goto('/');
    await expect(page.locator('body')).toContainText('Dr. Ananya Rao');
    await expect(page.locator('body')).toContainText(name);

    await page.goto('/admin/testimonials');
    await page.getByRole('button', { name: `Hide ${name}` }).click();
    await expect(card).toContainText('Hidden');
    await page.getByLabel('Show').selectOption('inactive');
    await expect(card).toBeVisible();
    await page.getByLabel('Show').selectOption('active');
    await expect(card).toHaveCount(0);

    // Public effect: a hidden testimonial leaves the home page.
    await page.goto('/');
    await expect(page.locator('body')).toContainText('Dr. Ananya Rao');
    await expect(page.locator('body')).not.toContainText(name);

    await page.goto('/admin/testimonials');
    await page.getByLabel('Search testimonials').fill(name);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: /^Edit Testimonial #\d+$/ });
    await expect(edit.getByLabel('Active (shown on the site)')).not.toBeChecked();
    await edit.getByLabel('Company').fill('Edited Hospital');
    await saveForm(page, edit);
    await expect(card).toContainText('Edited Hospital');
    await expect(page.getByRole('navigation', { name: 'Testimonial pages' })).toContainText('1 / 1');

    const confirmed = acceptNextDialog(page, `Delete testimonial by ${name}?`);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await confirmed;
    await expect(card).toHaveCount(0);
  });
});
