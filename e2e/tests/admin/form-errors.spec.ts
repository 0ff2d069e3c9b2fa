import { expect, test } from '../../fixtures';
import { signIn } from './helpers';

test.use({ viewport: { width: 768, height: 1024 } });

test('[ADMIN][FORMS]: saving an empty form focuses the first invalid field, its error beside it and in view', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/admin/careers?new=1');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const title = dialog.getByRole('textbox', { name: /^Title/ });
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  const errorId = (await title.getAttribute('aria-describedby'))
    ?.split(' ')
    .find((id) => id.endsWith('-error'));
  expect(errorId).toBeTruthy();
  const error = page.locator(`[id="${errorId}"]`);
  await expect(error).toBeVisible();
  await expect(error).toBeInViewport();
  await expect(title).toBeInViewport();
});

test('[ADMIN][SHELL]: the page title keeps its place across screens and no page scrolls by a few pixels', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const tops: number[] = [];
  for (const screen of ['videos', 'careers', 'inbox', 'audit-logs']) {
    await page.goto(`/admin/${screen}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    await page.waitForLoadState('networkidle');
    tops.push(Math.round((await h1.boundingBox())?.y ?? -1));
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    // A long list may scroll; an empty-looking page must not scroll by a sliver.
    expect(overflow === 0 || overflow > 40).toBe(true);
  }
  expect(new Set(tops).size).toBe(1);
});

test('[ADMIN][TABLES]: at 768 px every row keeps its actions on screen', async ({ page, request }) => {
  await signIn(page, request);
  for (const screen of ['videos', 'broadcasts', 'careers']) {
    await page.goto(`/admin/${screen}`);
    const row = page.getByRole('row').nth(1);
    await expect(row).toBeVisible();
    const edit = row.getByRole('button', { name: /^Edit / });
    await expect(edit).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('button', { name: /^Delete / })).toBeInViewport({ ratio: 1 });
  }
});
