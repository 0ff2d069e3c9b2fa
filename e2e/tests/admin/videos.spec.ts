import { expect, test } from '../../fixtures';
import {
  acceptNextDialog,
  deleteRow,
  expectFieldError,
  openAddForm,
  openAdminTab,
  rowByTitle,
  saveForm,
  uid,
} from './helpers';

test.describe('[ADMIN][VIDEOS]', () => {
  test.use({ signedIn: true });

  test('[ADMIN][VIDEOS]: manage sub-categories: add, blank ignored, rename via prompt, delete with confirm', async ({
    page,
  }) => {
    const name = `Sub ${uid()}`;
    await openAdminTab(page, '/admin/videos', 'Training');
    await page.getByRole('button', { name: 'Manage sub-categories' }).click();
    const modal = page.getByRole('dialog', { name: 'Sub-categories: Training' });
    await expect(modal).toBeVisible();
    const input = modal.getByLabel('New sub-category name');
    await input.fill('   ');
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await input.fill(name);
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(modal.getByText(name, { exact: true })).toBeVisible();
    await expect(input).toHaveValue('');

    // Unchanged rename is ignored; a new name is saved.
    const renamed = `${name} renamed`;
    let confirmed = acceptNextDialog(page, 'New name for this sub-category', name);
    await modal.getByRole('button', { name: `Rename ${name}` }).click();
    await confirmed;
    confirmed = acceptNextDialog(page, 'New name for this sub-category', renamed);
    await modal.getByRole('button', { name: `Rename ${name}` }).click();
    await confirmed;
    await expect(modal.getByText(renamed, { exact: true })).toBeVisible();

    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(
      page.getByRole('group', { name: 'Sub-category' }).getByRole('button', { name: renamed }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Manage sub-categories' }).click();
    confirmed = acceptNextDialog(page, 'Delete this sub-category?');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    await confirmed;
    await expect(page.getByRole('dialog').getByText(renamed, { exact: true })).toHaveCount(0);
  });

  test('[ADMIN][VIDEOS]: create (draft) → edit (publish) → visible on /videos → delete', async ({ page }) => {
    const title = `E2E video ${uid()}`;
    await openAdminTab(page, '/admin/videos', 'Surgery');
    const form = await openAddForm(page, 'Video');
    await expect(form.getByLabel('Status')).toHaveValue('draft');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(form.getByLabel('Title', { exact: true }), 'Title is required');
    await expect(form.getByLabel('Title', { exact: true })).toBeFocused();
    await form.getByLabel('Title', { exact: true }).fill(title);
    await expect(form.getByLabel('Top category')).toHaveValue('surgery');
    await form.getByLabel('Sub-category').selectOption({ label: 'Hernia repair' });
    await form.getByLabel('YouTube URL').fill('https://youtu.be/abcdefghijk');
    await saveForm(page, form);

    const row = rowByTitle(page, title);
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('Hernia repair');
    await expect(row.locator('img')).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/abcdefghijk/hqdefault.jpg',
    );
    const id = Number(await row.getByRole('cell').first().textContent());

    // Title search narrows the table.
    await page.getByLabel('Search video titles').fill(title);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Search video titles').fill('');

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit Video #${id}` });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await edit.getByLabel('Status').selectOption('published');
    await saveForm(page, edit);
    await expect(rowByTitle(page, title)).toContainText('Published');

    // Public effect: the published video is listed on /videos under its category.
    await page.goto('/videos');
    await page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Surgery' }).click();
    await page
      .getByRole('navigation', { name: 'Sub-category' })
      .getByRole('link', { name: 'Hernia repair' })
      .click();
    await expect(page.getByText(title).first()).toBeAttached();

    await openAdminTab(page, '/admin/videos', 'Surgery');
    await deleteRow(page, title, `Delete video #${id}?`);
  });

  test('[ADMIN][VIDEOS]: a duration is typed as m:ss, refused when it is not one, and reaches the JSON-LD', async ({
    page,
  }) => {
    const title = `E2E timed video ${uid()}`;
    await page.goto('/admin/videos');
    await page.getByRole('button', { name: /Add video/ }).click();
    const form = page.getByRole('dialog', { name: 'Add Video' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Video file URL').fill('/media/clips/overview.mp4');
    await form.getByLabel('Status').selectOption('published');
    const duration = form.getByLabel('Duration');
    await duration.fill('92');
    await form.getByRole('button', { name: 'Save' }).click();
    // The field keeps its hint, so the problem follows it in the field's description.
    await expect(duration).toHaveAttribute('aria-invalid', 'true');
    await expect(duration).toHaveAccessibleDescription(
      'Minutes and seconds (m:ss), like 1:32. Leave empty if unknown. Duration must be minutes and seconds, like 1:32 (at most a day).',
    );
    await expect(duration).toBeFocused();
    await duration.fill('1:32');
    await saveForm(page, form);

    const row = rowByTitle(page, title);
    const id = Number(await row.getByRole('cell').first().textContent());
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit Video #${id}` });
    await expect(edit.getByLabel('Duration')).toHaveValue('1:32');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Search engines read it as ISO 8601 in the video page's VideoObject (a stale slug redirects there).
    const html = await (await page.request.get(`/videos/${id}-x`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(blocks.find((b) => b['@type'] === 'VideoObject')).toMatchObject({
      name: title,
      duration: 'PT1M32S',
    });

    await openAdminTab(page, '/admin/videos', 'Product');
    await deleteRow(page, title, `Delete video #${id}?`);
  });
});
