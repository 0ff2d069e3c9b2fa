import type { APIRequestContext, Dialog, Locator, Page } from '@playwright/test';
import { expect, signInBrowser } from '../../fixtures';

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
