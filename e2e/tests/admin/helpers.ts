import type { APIRequestContext, Browser, Dialog, Locator, Page } from '@playwright/test';
import { adminApi, adminToken, expect, signInBrowser, TINY_PDF, test } from '../../fixtures';

/** A unique suffix so repeated runs against one database never collide. */
export const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Accepts the next window.confirm/prompt, checking its text; returns a promise of the message. */
export function acceptNextDialog(page: Page, expected: string, promptValue?: string): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog: Dialog) => {
      const message = dialog.message();
      await dialog.accept(promptValue);
      resolve(message);
    });
  }).then((message) => {
    expect(message).toBe(expected);
    return message as string;
  });
}

/** The table row whose header cell (the title) has this exact text. */
export const rowByTitle = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: false }) });

export const dialog = (page: Page) => page.getByRole('dialog');

/** Opens an admin list page on one of its tabs. */
export async function openAdminTab(page: Page, path: string, tab: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('tab', { name: tab }).click();
}

/** Opens the Add form of the admin page (its button "Add job", its dialog "Add Job") and answers the dialog. */
export async function openAddForm(page: Page, noun: string): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`Add ${noun.toLowerCase()}`) }).click();
  return page.getByRole('dialog', { name: `Add ${noun}` });
}

/** Saves an admin form and waits for its dialog to close, as it does once the server has stored it. */
export async function saveForm(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Deletes the row titled `title` with its Delete button, accepting the confirmation `question`. */
export async function deleteRow(page: Page, title: string, question: string): Promise<void> {
  const confirmed = acceptNextDialog(page, question);
  await rowByTitle(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await confirmed;
  await expect(rowByTitle(page, title)).toHaveCount(0);
}

/**
 * A validation problem shown beside its field: the field is marked invalid and reads the message as its
 * description, and the message is on screen.
 */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field.locator('xpath=ancestor::*[contains(@class,"adm-field")][1]')).toContainText(message);
}

/**
 * Signs the browser in (an HttpOnly cookie and the session record). Sign-in limits count failures
 * only, so each test may sign in afresh.
 */
export async function signIn(page: Page, _request?: APIRequestContext): Promise<void> {
  await signInBrowser(page);
}

/** The second admin the e2e server adds (scripts/start-server.mjs), who signs reviews. */
export const REVIEWER = { email: 'reviewer@manovo.test', password: 'e2e-Reviewer-2026' } as const;

/**
 * Adds review stages on the review settings page (already open), turns the gate on for one kind of
 * content (its checkbox label) and saves.
 */
export async function addReviewStages(page: Page, stages: string[], kind: string): Promise<void> {
  for (const name of stages) {
    await page.getByRole('button', { name: 'Add a stage' }).click();
    await page
      .getByRole('textbox', { name: /Stage \d name/ })
      .last()
      .fill(name);
  }
  await page.getByRole('checkbox', { name: kind }).check();
  await answered(page, 'review.saveSettings', () =>
    page.getByRole('button', { name: 'Save settings' }).click(),
  );
  await expect(page.getByText('Settings saved.')).toBeVisible();
}

/** The review gate off again (no stages, no kinds): the other suites publish at once. */
export async function turnReviewGateOff(request: APIRequestContext, token: string): Promise<void> {
  await adminApi(request, token, 'PUT', '/review/settings', { data: { stages: [], kinds: [] } });
}

/**
 * A test that turns the review gate on, its browser signed in as the admin: the gate is turned off
 * again after it, passed or failed (the other suites publish at once); `token` is the admin's bearer
 * token.
 */
export const gatedTest = test.extend<{ token: string; gateOffAfter: undefined }>({
  signedIn: true,
  token: async ({ request }, use) => use(await adminToken(request)),
  gateOffAfter: [
    async ({ request, token }, use) => {
      await use(undefined);
      await turnReviewGateOff(request, token);
    },
    { auto: true },
  ],
});

/** The second admin signed in, in a browser context of their own: close it when done. */
export async function reviewerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInBrowser(page, REVIEWER);
  return page;
}

/** Signs the review section `scope` (of `page`) with this password and waits for the server's answer. */
export async function signReview(page: Page, scope: Locator, password: string): Promise<void> {
  await scope.getByLabel('Your password').fill(password);
  await answered(page, 'review.sign', () => scope.getByRole('button', { name: 'Sign', exact: true }).click());
}

/**
 * Runs an action and waits for the answer of the tRPC call it makes, however long the server takes
 * (a signature hashes a password; under load that outlasts an expect's few seconds), so the checks
 * that follow look at a settled page instead of racing the server. Bounded by the test's timeout.
 */
export async function answered(page: Page, procedure: string, action: () => Promise<void>) {
  const response = page.waitForResponse(
    (r) => r.url().includes(`/api/trpc/`) && r.url().includes(procedure),
    {
      timeout: 0,
    },
  );
  await action();
  await response;
}

/** Uploads an IFU revision through the admin's form (a draft unless a status is chosen) and waits for it. */
export async function uploadIfu(
  page: Page,
  f: { ref: string; title: string; revision?: string; effectiveDate: string },
): Promise<void> {
  const form = page.getByRole('form', { name: 'Upload a revision' });
  await form.getByLabel('REF').fill(f.ref);
  await form.getByLabel('Device name').fill(f.title);
  await form.getByLabel('Language').fill('en');
  await form.getByLabel('Revision').fill(f.revision ?? 'A');
  await form.getByLabel('Effective date').fill(f.effectiveDate);
  await form
    .getByLabel('PDF (up to 50 MB)')
    .setInputFiles({ name: 'ifu.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('status')).toHaveText('Revision saved.');
}
