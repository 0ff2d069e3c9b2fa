import { expect, TINY_PDF, test } from '../../fixtures';
import { saveForm, signIn, uid } from './helpers';

test.describe('[ADMIN][AUDIT]', () => {
  test('[ADMIN][AUDIT]: the audit log lists the actions just taken, newest first, filterable', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    const title = `Audited job ${uid()}`;
    await page.goto('/admin/careers?new=1');
    const form = page.getByRole('dialog', { name: 'Add Job' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await saveForm(page, form);

    await page.goto('/admin/audit-logs');
    const first = page.getByRole('row').nth(1);
    await expect(first).toContainText('Careers');
    await expect(first).toContainText('Created');
    await expect(first).toContainText(title);
    await expect(first).toContainText('admin@manovo.test');

    await page.getByLabel('Content type').selectOption('video');
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await page.getByLabel('Content type').selectOption('career');
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  });
});

test.describe('[ADMIN][INBOX]', () => {
  test('[ADMIN][INBOX]: a contact message shows in the Inbox, opens, and can be marked handled', async ({
    page,
    request,
  }) => {
    const name = `E2E Sender ${uid()}`;
    const res = await request.post('/api/admin/contact', {
      data: {
        name,
        email: 'sender@example.org',
        purpose: 'Request-demo',
        message: 'Please show us the lineup.',
      },
    });
    expect(res.ok()).toBeTruthy();
    await signIn(page, request);
    await page.goto('/admin/inbox');
    await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(page.getByRole('row').nth(1)).toContainText(name);
    await expect(row).toContainText('New');
    await row.getByRole('button', { name: /^Open/ }).click();
    const detail = page.getByRole('dialog', { name: `Message from ${name}` });
    await expect(detail).toContainText('Please show us the lineup.');
    await expect(detail).toContainText('Request a demo');
    await detail.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row).toContainText('Handled');
  });

  test('[ADMIN][INBOX]: applications list with a resume download', async ({ page, request }) => {
    const name = `E2E Applicant ${uid()}`;
    const res = await request.post('/api/admin/apply', {
      multipart: {
        name,
        email: 'applicant@example.org',
        phone: '9876543210',
        message: 'Hello',
        resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
      },
    });
    expect(res.ok()).toBeTruthy();
    await signIn(page, request);
    await page.goto('/admin/inbox');
    await page.getByRole('tab', { name: 'Applications' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('(General application)');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download resume ${name}` }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
});
