import { ADMIN, expect, SESSION_KEY, signInBrowser, test } from '../../fixtures';

test.describe('[ADMIN][AUTH]', () => {
  test('[ADMIN][AUTH]: the guard sends visitors to the login, returns them to the remembered page, and the login then redirects away', async ({
    page,
  }) => {
    await page.goto('/admin/careers');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/careers$/);
    await expect(page.getByRole('heading', { name: 'Careers', level: 1 })).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    const record = JSON.parse(stored ?? '{}') as { token: string; admin: { email: string } };
    expect(record.admin.email).toBe(ADMIN.email);
    // No credential a script can read: the session cookie is HttpOnly, and the record's token (the
    // CSRF token) opens nothing as a bearer token.
    expect(await page.evaluate(() => document.cookie)).not.toContain('manovo_admin');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'manovo_admin')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
    const asBearer = await page.request.get('/api/admin/videos', {
      headers: { authorization: `Bearer ${record.token}` },
    });
    expect(asBearer.status()).toBe(401);
    // Signed in, the login page sends the visitor away; /admin shows the video manager.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();
  });

  test('[ADMIN][AUTH]: wrong password, blank fields and a short password show the spec messages', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter email and password.');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters.');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('[ADMIN][AUTH]: show/hide password toggles the field type', async ({ page }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: /Back to site/ })).toHaveAttribute('href', '/');
  });

  test('[ADMIN][AUTH]: sign-out clears the session and the guard applies again', async ({ page }) => {
    await signInBrowser(page);
    await page.goto('/admin/videos');
    await page.getByRole('button', { name: /Admin/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The init script re-adds the session on navigation, so check storage right now.
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  test('[ADMIN][AUTH]: a revoked token (401) signs out and remembers the page', async ({ page }) => {
    await page.addInitScript(
      ([key]) => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem(
            key,
            JSON.stringify({ token: 'not-a-valid-token', admin: { email: 'x@y.z' } }),
          );
        }
      },
      [SESSION_KEY] as const,
    );
    await page.goto('/admin/testimonials');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials$/);
  });
});
