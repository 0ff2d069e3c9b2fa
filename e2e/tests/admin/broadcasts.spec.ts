import { expect, PNG_1X1, test } from '../../fixtures';
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

const image = { name: 'pixel.png', mimeType: 'image/png', buffer: PNG_1X1 };

test.describe('[ADMIN][BROADCASTS]', () => {
  test.use({ signedIn: true });

  test('[ADMIN][BROADCASTS]: create news (image required) → edit → publish → on /news → preview → delete', async ({
    page,
  }) => {
    const title = `E2E news ${uid()}`;
    await openAdminTab(page, '/admin/broadcasts', 'News & Events');
    const form = await openAddForm(page, 'Broadcast');
    await form.getByRole('button', { name: 'Save' }).click();
    // Every problem shows at once, beside its field; the first one has focus.
    await expectFieldError(
      form.getByLabel('Title', { exact: true }),
      'Please provide a title and valid category.',
    );
    await expectFieldError(form.getByLabel('Image'), 'Please upload an image.');
    await expect(form.getByLabel('Title', { exact: true })).toBeFocused();
    await form.getByLabel('Title', { exact: true }).fill(title);
    await expect(form.getByLabel('Category')).toHaveValue('news');
    await expect(form.getByLabel('Status')).toHaveValue('draft');
    // social_source only applies to social posts.
    await expect(form.getByLabel('Social source')).toHaveCount(0);
    await form.getByLabel('Summary').fill('A short summary for the card.');
    await form.getByLabel('Publish at').fill('2025-03-01T10:30');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(form.getByLabel('Image'), 'Please upload an image.');
    await expect(form.getByLabel('Image')).toBeFocused();
    await expect(form.getByLabel('Title', { exact: true })).not.toHaveAttribute('aria-invalid');
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);
    await form.getByLabel('Image').setInputFiles(image);
    await form.getByRole('button', { name: 'Save' }).click();
    // Alt text is required for a broadcast image.
    await expect(form.getByLabel('Alt text')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Alt text')).toHaveAccessibleDescription(
      /Please describe the image \(alt text\)\./,
    );
    await form.getByLabel('Alt text').fill('Our stand at the congress');
    // The focal point: a click on the preview places it.
    const picker = form.getByRole('button', { name: 'Focal point' });
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    await expect(form.getByText('25% from the left, 75% from the top')).toBeVisible();
    await saveForm(page, form);

    const row = rowByTitle(page, title);
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('News');
    await expect(row).toContainText('2025');
    const id = Number(await row.getByRole('cell').first().textContent());

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit Broadcast #${id}` });
    await expect(edit.getByLabel('Publish at')).toHaveValue('2025-03-01T10:30');
    await edit.getByLabel('Status').selectOption('published');
    await edit.getByLabel('Body (HTML allowed)').fill('<p>Full story.</p>');
    await saveForm(page, edit);
    await expect(rowByTitle(page, title)).toContainText('Published');

    await rowByTitle(page, title)
      .getByRole('button', { name: `Preview ${title}` })
      .click();
    const preview = page.getByRole('dialog', { name: `Preview: ${title}` });
    await expect(preview.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(preview).toContainText('A short summary for the card.');
    await preview.getByRole('button', { name: 'Close' }).click();

    // Public effect: the published news item is on /news.
    await page.goto('/news#newsandevents');
    await expect(page.getByText(title).first()).toBeAttached();
    // Served as <picture>: AVIF and WebP widths, the alt text, the focal point kept by the crop.
    const card = page.locator('article, li, a', { hasText: title }).last();
    const img = card.getByRole('img', { name: 'Our stand at the congress' });
    await expect(img).toHaveCSS('object-position', '25% 75%');
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /-\d+\.avif \d+w/,
    );
    await expect(card.locator('picture source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /-\d+\.webp \d+w/,
    );

    await openAdminTab(page, '/admin/broadcasts', 'News & Events');
    await deleteRow(page, title, 'Delete broadcast? This cannot be undone.');
  });

  test('[ADMIN][BROADCASTS]: social posts carry a source badge', async ({ page }) => {
    const title = `E2E social ${uid()}`;
    await page.goto('/admin/broadcasts?new=1');
    const form = page.getByRole('dialog', { name: 'Add Broadcast' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Category').selectOption('social');
    await form.getByLabel('Social source').selectOption('linkedin');
    await form.getByLabel('Image').setInputFiles(image);
    await form.getByLabel('Alt text').fill('The LinkedIn post’s picture');
    await saveForm(page, form);
    const row = rowByTitle(page, title);
    await expect(row.getByRole('rowheader')).toContainText('LinkedIn');
    const confirmed = acceptNextDialog(page, 'Delete broadcast? This cannot be undone.');
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await confirmed;
    await expect(rowByTitle(page, title)).toHaveCount(0);
  });

  test('[ADMIN][BROADCASTS]: a failed open alerts "Failed to open broadcast"', async ({ page }) => {
    await page.goto('/admin/broadcasts');
    await page.route('**/api/trpc/broadcasts.byId**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'Broadcast not found',
              code: -32004,
              data: { code: 'NOT_FOUND', httpStatus: 404 },
            },
          },
        ]),
      }),
    );
    const alerted = acceptNextDialog(page, 'Failed to open broadcast: Broadcast not found');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await alerted;
  });
});
