import { expect, seriousA11yViolations, test } from '../../fixtures';
import { acceptConsentUpfront, PUBLIC_ROUTES } from './helpers';

test.beforeEach(async ({ page }) => acceptConsentUpfront(page));

for (const route of PUBLIC_ROUTES) {
  test(`[PUBLIC][${route.tag}]: ${route.path} renders its heading without console errors`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Manovo Surgical`,
    );
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });

  test(`[PUBLIC][${route.tag}][A11Y]: ${route.path} has no serious or critical axe violations`, async ({
    page,
  }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('[PUBLIC][404]: an unknown route shows 404 not found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 not found');
  // No canonical address: there is no page to send search engines to, before or after hydration.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('[PUBLIC][META]: the page wrapper sets title, description, canonical and Open Graph tags', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(/About/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Manovo Surgical');
  await page.goto('/search');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'innovating to make advanced healthcare accessible for all',
  );
});

test('[PUBLIC][FOOTER]: footer links and social profiles', async ({ page }) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/products',
    '/videos',
    '/Incubation',
    '/Investor',
    '/Journal',
    '/news#newsandevents',
    '/Privacy-Policy',
    '/termscondition',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  for (const domain of ['linkedin.com', 'x.com', 'instagram.com', 'youtube.com']) {
    await expect(footer.locator(`a[href*="${domain}"][href*="manovosurgical"]`)).toHaveCount(1);
  }
});
