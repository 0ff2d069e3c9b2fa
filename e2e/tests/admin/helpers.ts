import type { APIRequestContext, Dialog, Page } from '@playwright/test';
import { ADMIN, adminToken, expect, SESSION_KEY } from '../../fixtures';

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

let cachedToken: string | null = null;

/**
 * Signs the browser in with one token shared by the whole worker: the server allows 20 sign-ins per IP
 * per 15 minutes, so every test logging in afresh would trip the limiter.
 */
export async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  cachedToken ??= await adminToken(request);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify({ token: cachedToken, admin: { email: ADMIN.email } }),
  ] as const);
}
