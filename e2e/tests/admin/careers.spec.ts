import { expect, test } from '../../fixtures';
import { deleteRow, expectFieldError, openAddForm, openAdminTab, rowByTitle, saveForm, uid } from './helpers';

test.describe('[ADMIN][CAREERS]', () => {
  test.use({ signedIn: true });

  test('[ADMIN][CAREERS]: create draft (not public) → edit → publish (public) → delete', async ({ page }) => {
    const title = `E2E job ${uid()}`;
    await openAdminTab(page, '/admin/careers', 'Internship');
    const form = await openAddForm(page, 'Job');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(form.getByLabel('Title', { exact: true }), 'Title is required');
    await expect(form.getByLabel('Title', { exact: true })).toBeFocused();
    await form.getByLabel('Title', { exact: true }).fill(title);
    await expect(form.getByLabel('Category')).toHaveValue('internship');
    await expect(form.getByLabel('Status')).toHaveValue('draft');
    await form.getByLabel('Location').fill('Bengaluru');
    await form.getByLabel('Experience').fill('0–1 years');
    await form.getByLabel('Salary').fill('Stipend');
    await form.getByLabel('Skills (comma separated)').fill('CAD, testing');
    await form.getByLabel('Apply email').fill('careers@manovosurgical.com');
    await form.getByLabel('Description (HTML allowed)').fill('<p>Help us <strong>test</strong>.</p>');
    await saveForm(page, form);
    const row = rowByTitle(page, title);
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('Internship');
    const id = Number(await row.getByRole('cell').first().textContent());

    // A draft job is not on the public careers page.
    await page.goto('/careers');
    await page.getByRole('link', { name: 'Internship' }).first().click();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(title);

    await page.goto(`/admin/careers?edit=${id}`);
    const edit = page.getByRole('dialog', { name: `Edit Job #${id}` });
    await expect(edit.getByLabel('Location')).toHaveValue('Bengaluru');
    await edit.getByLabel('Status').selectOption('published');
    await saveForm(page, edit);
    await page.getByRole('tab', { name: 'Internship' }).click();
    await expect(rowByTitle(page, title)).toContainText('Published');

    await page.goto('/careers');
    await page.getByRole('link', { name: 'Internship' }).first().click();
    await expect(page.getByText(title).first()).toBeVisible();

    await openAdminTab(page, '/admin/careers', 'Internship');
    await deleteRow(page, title, 'Delete this job?');
  });

  test('[ADMIN][CAREERS]: a failed save keeps what was typed and shows the server error', async ({
    page,
  }) => {
    await page.goto('/admin/careers?new=1');
    const form = page.getByRole('dialog', { name: 'Add Job' });
    await form.getByLabel('Title', { exact: true }).fill('Keeps typing');
    await form.getByLabel('Apply URL').fill('ftp://not-allowed');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(form.getByLabel('Apply URL'), 'Links must start with http:// or https://');
    await expect(form.getByLabel('Apply URL')).toBeFocused();
    await page.route('**/api/trpc/careers.create**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'Database unavailable',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
            },
          },
        ]),
      }),
    );
    await form.getByLabel('Apply URL').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to save: Database unavailable');
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Keeps typing');
  });
});
