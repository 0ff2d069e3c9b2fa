import { adminApi, adminToken, expect, test } from '../../fixtures';
import { acceptNextDialog, rowByTitle, saveForm, uid } from './helpers';

test.describe('[ADMIN][HISTORY]', () => {
  test.use({ signedIn: true });

  test('[ADMIN][HISTORY]: compare two versions of a job and restore the older one', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const title = `E2E history ${uid()}`;
    const created = await adminApi(request, token, 'POST', '/careers', {
      data: {
        title,
        category: 'fulltime',
        location: 'Pune',
        description: '<p>Install and train surgeons.</p>',
      },
    });
    const id = (created.body.item as { id: number }).id;

    await page.goto(`/admin/careers?edit=${id}`);
    const edit = page.getByRole('dialog', { name: `Edit Job #${id}` });
    await edit.getByLabel('Location').fill('Mumbai');
    await edit.getByLabel('Description (HTML allowed)').fill('<p>Install, train and support surgeons.</p>');
    await saveForm(page, edit);

    await page.goto(`/admin/careers?edit=${id}`);
    const again = page.getByRole('dialog', { name: `Edit Job #${id}` });
    await again.getByText('History').click();
    const versions = again.getByRole('list', { name: 'Versions, newest first' });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await expect(versions.getByRole('listitem').first()).toContainText('Version 2');
    await expect(versions.getByRole('listitem').first()).toContainText('Current');

    const table = again.getByRole('table', { name: 'Version 1 compared with version 2' });
    const location = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Location/ }) });
    await expect(location).toContainText('Changed');
    await expect(location).toContainText('Pune');
    await expect(location).toContainText('Mumbai');
    const description = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Description/ }) });
    await expect(description.locator('ins', { hasText: 'support' })).toHaveCount(1);
    await expect(description).not.toContainText('<p>');
    const title_ = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Title/ }) });
    await expect(title_).not.toContainText('Changed');

    const confirmed = acceptNextDialog(
      page,
      'Restore version 1? The current content stays in the history as a version.',
    );
    await versions.getByRole('button', { name: 'Restore version 1' }).click();
    await confirmed;
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(`/admin/careers?edit=${id}`);
    const restored = page.getByRole('dialog', { name: `Edit Job #${id}` });
    await expect(restored.getByLabel('Location')).toHaveValue('Pune');
    await restored.getByText('History').click();
    await expect(
      restored.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem').first(),
    ).toContainText('Version 3');
    await expect(
      restored.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem').first(),
    ).toContainText('Restored');
  });

  test('[ADMIN][HISTORY]: a deleted job comes back from Recently deleted', async ({ page, request }) => {
    const token = await adminToken(request);
    const title = `E2E deleted ${uid()}`;
    const created = await adminApi(request, token, 'POST', '/careers', {
      data: { title, category: 'fulltime' },
    });
    const id = (created.body.item as { id: number }).id;
    expect((await adminApi(request, token, 'DELETE', `/careers/${id}`)).status).toBe(200);

    await page.goto('/admin/audit-logs');
    const deleted = page.getByRole('region', { name: 'Recently deleted' });
    const row = rowByTitle(page, title);
    await expect(deleted.locator('tr', { has: page.getByRole('rowheader', { name: title }) })).toHaveCount(1);
    const confirmed = acceptNextDialog(page, `Restore “${title}” as it was when deleted?`);
    await row.getByRole('button', { name: `Restore ${title}` }).click();
    await confirmed;
    await expect(row).toHaveCount(0);

    await page.goto('/admin/careers');
    await expect(rowByTitle(page, title)).toHaveCount(1);
  });
});
