import { adminApi, adminToken, expect, PNG_1X1, test } from '../../fixtures';
import { rowByTitle, signIn, uid } from './helpers';

test.describe('[ADMIN][PREVIEW]', () => {
  test('[ADMIN][PREVIEW]: Preview on a draft news item opens its public page in a new tab, marked as a preview', async ({
    page,
    request,
    browser,
  }) => {
    const token = await adminToken(request);
    const title = `E2E draft ${uid()}`;
    const created = await adminApi(request, token, 'POST', '/broadcasts', {
      multipart: {
        kind: 'news',
        title,
        body: '<p>Embargoed body written by the e2e suite.</p>',
        status: 'draft',
        image_alt: 'A pixel',
        image: { name: 'pixel.png', mimeType: 'image/png', buffer: PNG_1X1 },
      },
    });
    expect(created.status).toBe(201);

    await signIn(page, request);
    await page.goto('/admin/broadcasts');
    await page.getByRole('tab', { name: 'News & Events' }).click();
    await rowByTitle(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole('dialog', { name: /^Edit Broadcast #/ });
    const opened = page.context().waitForEvent('page');
    await edit.getByRole('button', { name: 'Preview', exact: true }).click();
    const tab = await opened;
    await tab.waitForURL(/\/news\/\d+-e2e-draft-[^?]*\?preview=/);
    await expect(tab.getByRole('status').filter({ hasText: 'Preview — not published' })).toBeVisible();
    await expect(tab.getByRole('heading', { name: title })).toBeVisible();
    await expect(tab.getByText('Embargoed body written by the e2e suite.')).toBeVisible();
    // Still a preview once the page is live in the browser (its own reads carry the token).
    await tab.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(tab.getByRole('heading', { name: title })).toBeVisible();

    // The link works without a session; the item's own address stays a 404.
    const anonymous = await browser.newContext();
    const stranger = await anonymous.newPage();
    const res = await stranger.goto(tab.url());
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('no-store');
    await expect(stranger.getByRole('heading', { name: title })).toBeVisible();
    const plain = await stranger.goto(tab.url().split('?')[0]!);
    expect(plain?.status()).toBe(404);
    await anonymous.close();
  });
});
