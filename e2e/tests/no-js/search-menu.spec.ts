import { expect, test } from '@playwright/test';

// The `no-js` project runs these with JavaScript disabled: what a visitor gets before the app arrives,
// or without it. Everything asserted here comes from the server's HTML and the browser's own behaviour.

test('[NOJS][SEARCH]: the header icon reaches the search page, whose form shows the server’s results', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
  await expect(page).toHaveURL(/\/search\??$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

  const input = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
  await input.fill('articulate');
  await input.press('Enter');
  await expect(page).toHaveURL('/search?q=articulate');
  await expect(page.getByText(/^\d+ results? for “articulate”$/)).toBeVisible();
  await expect(
    page.locator('.search-card__title').filter({ hasText: /^Articulate 8 instruments$/ }),
  ).toBeVisible();
  await expect(input).toHaveValue('articulate');
});

test('[NOJS][SEARCH]: no match says so; the pager and the result cards are links', async ({ page }) => {
  await page.goto('/search?q=qqxyzzy');
  await expect(page.getByText('No results found.')).toBeVisible();

  await page.goto('/search?q=a');
  const pager = page.getByRole('navigation', { name: 'Result pages' });
  await expect(pager.getByText('Page 1 of')).toBeVisible();
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/search?q=a&page=2');
  await expect(pager.getByText('Page 2 of')).toBeVisible();

  await page.goto('/search?q=articulate');
  await page
    .getByRole('link', { name: /Articulate 8 instruments/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products/);
});

test.describe('[NOJS][MENU] under 1080 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens, every link is reachable by keyboard, and it closes', async ({ page }) => {
    await page.goto('/');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(mobile).toBeHidden();

    await burger.click();
    await expect(mobile).toBeVisible();
    // A popover's links come right after its button in the tab order.
    const links = await mobile
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(links.length).toBeGreaterThan(7);
    const reached: (string | null)[] = [];
    for (let i = 0; i < links.length; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? null));
    }
    expect(reached).toEqual(links);

    // Escape closes it (focus inside), and the button opens and closes it again.
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await burger.click();
    await expect(mobile).toBeVisible();
    await burger.click();
    await expect(mobile).toBeHidden();

    // A link in it navigates as a plain document.
    await burger.click();
    await mobile.getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL('/careers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Manovo Surgical');
  });
});
