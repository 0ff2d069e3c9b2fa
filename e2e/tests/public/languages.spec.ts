import { expect, test } from '../../fixtures';

// The site in German and French (issue #26): the switcher keeps the page, the app keeps the language
// on client navigation, and the choice is remembered for the home address.

test('[PUBLIC][LANG]: the switcher opens the same page in German, links stay German, the choice is remembered', async ({
  page,
  context,
}) => {
  await page.goto('/products');
  await page
    .getByRole('navigation', { name: 'Language' })
    .first()
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await expect(page).toHaveURL('/de/products');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });

  // A client-side navigation stays in German.
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Startseite' })
    .click();
  await expect(page).toHaveURL('/de/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Fühlen wie mit den eigenen Händen. Mehr erreichen als mit den eigenen Händen.',
  );
  await expect(page).toHaveTitle(/Fühlen wie mit den eigenen Händen/);

  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'manovo_locale')?.value).toBe('de');
  // The home address now opens the chosen language; any other address opens as linked.
  await page.goto('/');
  await expect(page).toHaveURL('/de/');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Back to English from the footer's switcher.
  await page.goto('/fr/careers');
  // The cookie banner speaks French too; refusing it uncovers the footer.
  await page
    .getByRole('region', { name: 'Consentement aux cookies' })
    .getByRole('button', { name: 'Refuser' })
    .click();
  await page.locator('.site-footer__lang').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/careers');
  await page.goto('/');
  await expect(page).toHaveURL('/');
});
