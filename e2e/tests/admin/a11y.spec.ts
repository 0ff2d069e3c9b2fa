import { expect, seriousA11yViolations, test } from '../../fixtures';
import { signIn } from './helpers';

test.describe('[ADMIN][A11Y]', () => {
  // Dialogs fade in; axe must measure contrast on the settled frame, not mid-animation.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('[ADMIN][A11Y]: the login has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  const screens = [
    { path: '/admin/videos', heading: 'Videos' },
    { path: '/admin/careers', heading: 'Careers' },
    { path: '/admin/broadcasts', heading: 'Broadcasts' },
    { path: '/admin/testimonials', heading: 'Testimonials' },
    { path: '/admin/inbox', heading: 'Inbox' },
    { path: '/admin/audit-logs', heading: 'Audit Logs' },
    { path: '/admin/profile', heading: 'Profile' },
    { path: '/admin/review', heading: 'Review' },
    { path: '/admin/facts', heading: 'Product facts' },
    { path: '/admin/search?q=a', heading: 'Search' },
  ];
  for (const s of screens) {
    test(`[ADMIN][A11Y]: ${s.path} has no serious or critical axe violations`, async ({ page, request }) => {
      await signIn(page, request);
      await page.goto(s.path);
      await expect(page.getByRole('heading', { name: s.heading, level: 1 })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  test('[ADMIN][A11Y]: open forms and menus have no serious or critical axe violations', async ({
    page,
    request,
  }) => {
    // Six axe scans of full dialogs in one test: past the default 45 s on a busy 2-core machine.
    test.slow();
    await signIn(page, request);
    for (const path of [
      '/admin/videos?new=1',
      '/admin/careers?new=1',
      '/admin/broadcasts?new=1',
      '/admin/testimonials?new=1',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
    await page.goto('/admin/videos');
    await page.getByRole('button', { name: 'Manage sub-categories' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Quick Create' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
