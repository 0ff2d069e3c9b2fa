import { expect, test } from '../../fixtures';
import { openSearch } from '../public/helpers';

test.describe('[SEARCH]', () => {
  test('[SEARCH][OVERLAY]: suggestions in two sections, Enter opens the search page', async ({
    page,
    consoleErrors,
  }) => {
    const input = await openSearch(page, '/');
    await expect(input).toBeFocused();
    await input.fill('articulate');
    await expect(page.getByRole('region', { name: 'Pages' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'From server' })).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=articulate/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByText(/\d+ results? for “articulate”/)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('[SEARCH][LANG]: a German page suggests and finds German pages first, within /de/', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/de/');
    await page
      .getByRole('button', { name: /durchsuchen/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('searchbox');
    await expect(input).toBeFocused();
    // The page says "Instrumente"; the visitor types the singular.
    await input.fill('Instrument');
    // The overlay's sections are named in the page's language (Pages is Seiten).
    const pages = dialog.getByRole('region', { name: 'Seiten' });
    await expect(pages.getByRole('button').first()).toContainText('Articulate 8 Instrumente');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/de\/search\?q=Instrument$/);
    const first = page.locator('.search-page__results li').first();
    await expect(first).toHaveAttribute('lang', 'de');
    await expect(first.getByRole('link')).toHaveAttribute('href', '/de/products');
    expect(consoleErrors).toEqual([]);
  });

  test('[SEARCH][OVERLAY]: no matches message, Escape closes and clears', async ({ page }) => {
    const input = await openSearch(page, '/about');
    await input.fill('qqxyzzy');
    await expect(page.getByText('No quick matches. Press Enter to search.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await page
      .getByRole('button', { name: /search/i })
      .first()
      .click();
    await expect(page.getByPlaceholder('Search the site…')).toHaveValue('');
  });

  test('[SEARCH][OVERLAY]: a modal: focus stays inside and returns to the search button on close', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const opener = page.getByRole('button', { name: 'Search the site' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByPlaceholder('Search the site…');
    await expect(input).toBeFocused();
    await input.fill('articulate');
    await expect(dialog.getByRole('region', { name: 'Pages' })).toBeVisible();

    const insideDialog = () =>
      page.evaluate(() => !!document.activeElement?.closest('dialog.search-overlay'));
    // Round the dialog's controls more than once, both ways: focus never reaches the page behind.
    const count = await dialog.locator('input, button').count();
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await insideDialog()).toBe(true);
    }
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await insideDialog()).toBe(true);
    }
    // The page behind is inert while the dialog is open (a modal dialog, shown with showModal).
    expect(
      await page.evaluate(() => document.querySelector('dialog.search-overlay')?.matches(':modal')),
    ).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The close button and a click on the backdrop give focus back too.
    await opener.click();
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 800);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('[SEARCH][OVERLAY]: blank Enter does nothing; a suggestion with a path navigates', async ({
    page,
  }) => {
    const input = await openSearch(page, '/');
    await input.fill('   ');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await input.fill('careers');
    const pages = page.getByRole('region', { name: 'Pages' });
    await pages
      .getByRole('button', { name: /careers/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/careers/);
  });

  test('[SEARCH][PAGE]: no results text and pagination of many results', async ({ page }) => {
    await page.goto('/search?q=qqxyzzy');
    await expect(page.getByText('No results found.')).toBeVisible();
    await page.goto('/search?q=a');
    const count = page.getByText(/\d+ results? for “a”/);
    await expect(count).toBeVisible();
    const n = Number((await count.textContent())?.match(/\d+/)?.[0]);
    if (n > 8) {
      await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeVisible();
      await page.getByRole('link', { name: 'Next' }).click();
      await expect(page.getByText(/Page 2 of/)).toBeVisible();
      await page.getByRole('link', { name: 'First' }).click();
      await expect(page.getByText(/Page 1 of/)).toBeVisible();
    }
    expect(n).toBeGreaterThan(0);
  });

  test('[SEARCH][PAGE]: a broadcast result opens /news with that item open', async ({ page }) => {
    await page.goto('/search?q=crore');
    const card = page.getByRole('link', { name: /3 crore investment/i }).first();
    await card.click();
    await expect(page).toHaveURL(/\/news/);
    await expect(page.getByRole('heading', { name: /3 crore investment/i }).first()).toBeVisible();
  });
});
