import { expect, test } from '../../fixtures';
import { openAddForm, rowByTitle, saveForm, uid } from './helpers';

test.describe('[ADMIN][TRANSLATIONS]', () => {
  test.use({ signedIn: true, viewport: { width: 768, height: 1024 } });

  test('[ADMIN][TRANSLATIONS]: language tabs show each status; publishing German puts the job on /de; an English edit outdates it', async ({
    page,
  }) => {
    const title = `E2E translated job ${uid()}`;
    await page.goto('/admin/careers');
    const form = await openAddForm(page, 'Job');
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Status').selectOption('published');
    await form.getByLabel('Description (HTML allowed)').fill('<p>Design instruments.</p>');
    await saveForm(page, form);
    const id = Number(await rowByTitle(page, title).getByRole('cell').first().textContent());
    // Any slug: the server redirects to the job's own (the English title's, in every language).
    const germanPath = `/de/careers/${id}-job`;

    // A job does not fall back to English: no German page until its German is published.
    expect((await page.request.get(germanPath)).status()).toBe(404);

    await page.goto(`/admin/careers?edit=${id}`);
    const edit = page.getByRole('dialog', { name: `Edit Job #${id}` });
    const languages = edit.getByRole('tablist', { name: 'Language' });
    await expect(languages.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await expect(languages.getByRole('tab', { name: /^Deutsch/ })).toContainText('Missing');
    await expect(languages.getByRole('tab', { name: /^Français/ })).toContainText('Missing');
    await page.screenshot({ path: '/tmp/i18n-content-shots/admin-tabs-english-768.png' });

    await languages.getByRole('tab', { name: /^Deutsch/ }).click();
    await expect(edit.getByText('English: <p>Design instruments.</p>')).toBeVisible();
    await edit.getByLabel('Title (Deutsch)').fill(`Konstrukteur ${title}`);
    // Publishing needs every field that has English text.
    await edit.getByRole('button', { name: 'Save and publish Deutsch' }).click();
    await expect(edit.getByRole('status')).toContainText(
      'Translate every field that has English text before publishing: Description.',
    );
    await edit.getByLabel('Description (Deutsch)').fill('<p>Instrumente entwerfen.</p>');
    await edit.getByRole('button', { name: 'Save and publish Deutsch' }).click();
    await expect(languages.getByRole('tab', { name: /^Deutsch/ })).toContainText('Up to date');
    await expect(languages.getByRole('tab', { name: /^Français/ })).toContainText('Missing');
    await page.screenshot({ path: '/tmp/i18n-content-shots/admin-tabs-german-768.png' });

    const german = await page.request.get(germanPath);
    expect(german.status()).toBe(200);
    expect(await german.text()).toContain(`Konstrukteur ${title}`);

    // An edit of the English title outdates the German.
    await languages.getByRole('tab', { name: 'English' }).click();
    await edit.getByLabel('Title', { exact: true }).fill(`${title} (senior)`);
    await saveForm(page, edit);
    await page.goto(`/admin/careers?edit=${id}`);
    await expect(
      page.getByRole('dialog', { name: `Edit Job #${id}` }).getByRole('tab', { name: /^Deutsch/ }),
    ).toContainText('Outdated');

    // The Translations screen lists it: German outdated (still published), French missing.
    await page.goto('/admin/translations');
    await expect(page.getByRole('heading', { name: 'Translations', level: 1 })).toBeVisible();
    const rows = page.getByRole('row').filter({ hasText: `${title} (senior)` });
    await expect(rows.filter({ hasText: 'Deutsch' })).toContainText('Outdated');
    await expect(rows.filter({ hasText: 'Français' })).toContainText('Missing');
    await page.screenshot({ path: '/tmp/i18n-content-shots/admin-translations-768.png', fullPage: true });
    await rows.filter({ hasText: 'Deutsch' }).getByRole('link').click();
    await expect(page.getByRole('dialog', { name: `Edit Job #${id}` })).toBeVisible();
  });
});
