import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, expect, TINY_PDF, test } from '../../fixtures';
import { fillApplication, fillContact, NOT_A_PDF } from '../public/helpers';

// Issue #20: the contact and apply forms work as plain HTML. The browser posts them to the server, which
// stores the submission and answers with the page and the spec's status line (docs/product.md §5, §8).
test.use({ javaScriptEnabled: false });

/** Every URL the browser asked for, to prove no typed value ever went into one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(decodeURIComponent(req.url())));
  return urls;
}

/** One inbox page as the admin screen reads it. */
async function inbox<T>(request: APIRequestContext, list: 'messages' | 'applications'): Promise<T[]> {
  const token = await adminToken(request);
  const input = encodeURIComponent(JSON.stringify({ page: 1 }));
  const res = await request.get(`/api/trpc/inbox.${list}?input=${input}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: { data: { items: T[] } } }).result.data.items;
}
type Message = { name: string; email: string; purpose: string; message: string };
type Application = { name: string; phone: string; resumeName: string; resumeSize: number };

/** Submits the page's form and returns the status of the server's first answer (before any redirect). */
async function submit(page: Page, button: string, path: string) {
  const [answer] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === path),
    page.getByRole('button', { name: button }).click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return answer.status();
}

/** The contact form's sender in these tests. */
const KAVYA = { name: 'Dr. Kavya Menon', email: 'kavya.menon@example.org' };

test('[NO-JS][CONTACT]: a message is stored and the page says it was sent', async ({ page, request }) => {
  const urls = recordUrls(page);
  const marker = `No-JS message ${Date.now()}`;
  await page.goto('/contact');
  await fillContact(page, { ...KAVYA, purpose: 'meeting', message: marker });
  expect(await submit(page, 'Send message', '/contact')).toBe(303);

  await expect(page.getByRole('status')).toHaveText('Message sent successfully!');
  await expect(page.getByRole('status')).toHaveClass(/status--success/);
  expect(new URL(page.url()).search).toBe('?sent=1');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Name', { exact: true })).not.toHaveAttribute('aria-invalid');
  expect(urls.filter((u) => u.includes(marker) || u.includes('kavya'))).toEqual([]);

  const stored = (await inbox<Message>(request, 'messages')).find((m) => m.message === marker);
  expect(stored).toMatchObject({
    name: 'Dr. Kavya Menon',
    email: 'kavya.menon@example.org',
    purpose: 'meeting',
  });
});

test('[NO-JS][CONTACT]: a wrong email is answered on the page, with what was typed kept', async ({
  page,
  request,
}) => {
  const urls = recordUrls(page);
  const marker = `No-JS wrong email ${Date.now()}`;
  await page.goto('/contact');
  await fillContact(page, {
    ...KAVYA,
    email: 'kavya.menon-at-example.org',
    purpose: 'Purchase',
    message: marker,
  });
  expect(await submit(page, 'Send message', '/contact')).toBe(400);

  await expect(page.getByRole('status')).toHaveText('Please enter a valid email address.');
  await expect(page.getByRole('status')).toHaveClass(/status--error/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Dr. Kavya Menon');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('kavya.menon-at-example.org');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Purpose', { exact: true })).toHaveValue('Purchase');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(marker);
  expect(urls.filter((u) => u.includes(marker) || u.includes('kavya'))).toEqual([]);

  expect((await inbox<Message>(request, 'messages')).some((m) => m.message === marker)).toBe(false);
});

test('[NO-JS][CAREERSAPPLY]: an application with a PDF is stored and the page says so', async ({
  page,
  request,
}) => {
  const urls = recordUrls(page);
  const name = `Asha No-JS ${Date.now()}`;
  await page.goto('/careersapply');
  await fillApplication(page, {
    name,
    resume: { name: 'asha-cv.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
  });
  expect(await submit(page, 'Submit application', '/careersapply')).toBe(303);

  await expect(page.getByRole('status')).toHaveText('✅ Application submitted successfully!');
  expect(new URL(page.url()).search).toBe('?sent=1');
  expect(urls.filter((u) => u.includes('Asha') || u.includes('9876543210'))).toEqual([]);

  const stored = (await inbox<Application>(request, 'applications')).find((a) => a.name === name);
  expect(stored).toMatchObject({
    phone: '9876543210',
    resumeName: 'asha-cv.pdf',
    resumeSize: TINY_PDF.length,
  });
});

test('[NO-JS][CAREERSAPPLY]: a file that is not a PDF is refused with the spec message', async ({
  page,
  request,
}) => {
  const name = `Not A PDF ${Date.now()}`;
  await page.goto('/careersapply');
  await fillApplication(page, { name, resume: NOT_A_PDF });
  await page.getByLabel('Message (optional)', { exact: true }).fill('Please see my CV.');
  expect(await submit(page, 'Submit application', '/careersapply')).toBe(400);

  await expect(page.getByRole('status')).toHaveText('❌ Only PDF files are allowed!');
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('9876543210');
  await expect(page.getByLabel('Message (optional)', { exact: true })).toHaveValue('Please see my CV.');

  expect((await inbox<Application>(request, 'applications')).some((a) => a.name === name)).toBe(false);
});
