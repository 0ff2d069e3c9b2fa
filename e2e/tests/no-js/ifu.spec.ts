import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminToken, expect, test } from '../../fixtures';

// Issue #23: the instructions-for-use library works as plain HTML: search with a GET form, the device
// page, and a paper-copy request posted to the server. On the demo IFUs (seeded with the demo content).
test.use({ javaScriptEnabled: false });

type PaperRequest = { institution: string; ref: string; lang: string; dueBy: string };
async function paperRequests(request: APIRequestContext): Promise<PaperRequest[]> {
  const token = await adminToken(request);
  const input = encodeURIComponent(JSON.stringify({ page: 1 }));
  const res = await request.get(`/api/trpc/ifu.paperRequests?input=${input}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: { data: { items: PaperRequest[] } } }).result.data.items;
}

/** The paper-copy form's words on the English and on the German device page. */
const PAPER_FORM = {
  en: {
    email: 'Email',
    institution: 'Institution',
    address: 'Postal address',
    language: 'Language',
    send: 'Request a paper copy',
  },
  de: {
    email: 'E-Mail',
    institution: 'Einrichtung',
    address: 'Postanschrift',
    language: 'Sprache',
    send: 'Papierexemplar anfordern',
  },
} as const;

/**
 * Fills in Sr. Anna Weber's paper-copy request in `form` (the page, or its form) in the page's
 * language, choosing the copy's language when `copyIn` is given, and sends it: without JavaScript the
 * answer is a new page.
 */
async function sendPaperRequest(
  page: Page,
  form: Page | Locator,
  words: (typeof PAPER_FORM)[keyof typeof PAPER_FORM],
  r: { institution: string; email?: string; copyIn?: string },
): Promise<void> {
  await form.getByLabel('Name', { exact: true }).fill('Sr. Anna Weber');
  await form.getByLabel(words.email, { exact: true }).fill(r.email ?? 'anna.weber@example.org');
  await form.getByLabel(words.institution).fill(r.institution);
  await form.getByLabel(words.address).fill('Klinikstraße 1, 10115 Berlin');
  if (r.copyIn) await form.getByRole('combobox', { name: words.language }).selectOption(r.copyIn);
  await form.getByRole('button', { name: words.send }).click();
  await page.waitForLoadState('domcontentloaded');
}

test('[NO-JS][IFU]: the library finds a device by its UDI-DI and filters by language', async ({ page }) => {
  await page.goto('/ifu');
  await expect(page.getByRole('heading', { level: 1, name: 'Instructions for use' })).toBeVisible();
  // Every lineup instrument's demo IFU is listed; other suites (admin/ifu.spec.ts) may have added
  // devices of their own, so the count is not asserted, only that the demo devices are there.
  await expect(page.getByText(/^\d+ devices$/)).toBeVisible();
  for (let n = 1; n <= 15; n++)
    await expect(page.getByText(`REF MA8-${String(n).padStart(3, '0')}`, { exact: true })).toBeVisible();
  await page.getByLabel('REF, UDI-DI or device name').fill('08901234000002');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForLoadState('domcontentloaded');
  expect(new URL(page.url()).search).toBe('?q=08901234000002&lang=fr');
  await expect(page.getByText('1 device', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Maryland Dissector/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Français · rev B' })).toBeVisible();
});

test('[NO-JS][IFU]: a device page lists current and earlier revisions and opens the PDF', async ({
  page,
}) => {
  await page.goto('/ifu/MA8-002');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maryland Dissector');
  const english = page.locator('article', { has: page.getByRole('heading', { name: 'English' }) });
  await expect(english.getByText('Current revision')).toBeVisible();
  await expect(english.getByRole('link', { name: 'Revision A' })).toHaveAttribute(
    'href',
    '/ifu/MA8-002/en/A',
  );
  await expect(page.getByText('within 7 calendar days', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const pdf = await page.request.get('/ifu/MA8-002/de');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe('inline; filename="Manovo-MA8-002-de-revB.pdf"');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('[NO-JS][IFU]: a paper-copy request is stored with its due date and the page says so', async ({
  page,
  request,
}) => {
  const institution = `No-JS CSSD ${Date.now()}`;
  await page.goto('/ifu/MA8-003');
  await sendPaperRequest(page, page, PAPER_FORM.en, { institution, copyIn: 'de' });
  expect(new URL(page.url()).search).toBe('?sent=1');
  await expect(page.getByRole('status')).toContainText('within 7 calendar days');

  const stored = (await paperRequests(request)).find((r) => r.institution === institution);
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  expect(stored).toMatchObject({ ref: 'MA8-003', lang: 'de', dueBy: due });
});

test('[NO-JS][IFU]: a paper copy requested on the German device page is posted there, answered in German and stored', async ({
  page,
  request,
}) => {
  const institution = `No-JS ZSVA ${Date.now()}`;
  await page.goto('/de/ifu/MA8-003');
  const form = page.getByRole('form', { name: 'Anforderung in Papierform' });
  await expect(form).toHaveAttribute('action', '/de/ifu/MA8-003#paper-copy');
  await sendPaperRequest(page, form, PAPER_FORM.de, { institution, copyIn: 'de' });
  const url = new URL(page.url());
  expect(url.pathname).toBe('/de/ifu/MA8-003');
  expect(url.search).toBe('?sent=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('status').filter({ hasText: 'Papierexemplar' })).toHaveText(
    'Ihre Anfrage wurde gesendet. Wir senden Ihnen das Papierexemplar innerhalb von 7 Kalendertagen kostenlos zu.',
  );

  const stored = (await paperRequests(request)).find((r) => r.institution === institution);
  expect(stored).toMatchObject({ ref: 'MA8-003', lang: 'de' });
});

test('[NO-JS][IFU]: a refused German request comes back on the German page, in German, with what was typed', async ({
  page,
}) => {
  await page.goto('/de/ifu/MA8-003');
  const form = page.getByRole('form', { name: 'Anforderung in Papierform' });
  await sendPaperRequest(page, form, PAPER_FORM.de, {
    institution: 'Klinikum Mitte ZSVA',
    // An address the browser lets through (the server's check is stricter than type="email").
    email: 'anna.weber@example',
  });
  expect(new URL(page.url()).pathname).toBe('/de/ifu/MA8-003');
  await expect(page.getByRole('status').filter({ hasText: 'E-Mail' })).toHaveText(
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  );
  await expect(form.getByLabel('Einrichtung')).toHaveValue('Klinikum Mitte ZSVA');
});
