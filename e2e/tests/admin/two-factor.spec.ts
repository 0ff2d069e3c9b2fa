import { Secret, TOTP } from 'otpauth';
import { expect, SESSION_KEY, test } from '../../fixtures';

// Enrolled here, so it is an admin of its own (scripts/start-server.mjs): the main admin stays one-step.
const SECOND = { email: 'two-factor@manovo.test', password: 'e2e-Second-Factor-2026' };

/** The code an authenticator app would show, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

test.describe('[ADMIN][2FA]', () => {
  test('[ADMIN][2FA]: enrol from the profile, sign out, sign in with the password and then a code', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(SECOND.email);
    await page.getByLabel('Password', { exact: true }).fill(SECOND.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Videos', level: 1 })).toBeVisible();

    await page.goto('/admin/profile');
    await expect(page.getByText('Off: sign-in needs only your password.')).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    // The QR code is drawn by the server as an SVG data URL: nothing is fetched from elsewhere.
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid two-factor code');
    await page.getByLabel('Code from the app').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await expect(
      page.getByText(/On: sign-in asks for a code.*10 unused recovery codes left\./),
    ).toBeVisible();

    await page.getByRole('button', { name: /Admin/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByLabel('Email').fill(SECOND.email);
    await page.getByLabel('Password', { exact: true }).fill(SECOND.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeVisible();
    await code.fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid two-factor code');
    // The enrolment used this step's code, and a code works once: the app's next one signs in.
    await code.fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).not.toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    const record = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    expect(JSON.parse(record ?? '{}').admin.email).toBe(SECOND.email);
  });
});
