import { contactMessages, jobApplications } from '@manovo/db/schema';
import { eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { multipart, PNG_1X1, TINY_PDF } from '../testing/test-app';
import { useTestApp } from '../testing/use-test-app';

// The contact and apply forms posted as a browser without JavaScript posts them (docs/product.md §5, §8).
const { t } = useTestApp({ rendered: true, rateLimits: { formsPerAddress: 3 } });

// Each test posts from its own address, so only the limits test meets the per-address budget.
let lastAddress = 0;
const nextAddress = () => `203.0.113.${++lastAddress}`;

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };
const postContact = (
  fields: Record<string, string>,
  opts: { ip?: string; headers?: object; url?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: opts.url ?? '/contact',
    remoteAddress: opts.ip ?? nextAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN, ...opts.headers },
    payload: new URLSearchParams(fields).toString(),
  });
const postApply = (
  fields: Record<string, string>,
  resume?: { filename: string; contentType: string; data: Buffer },
  ip = nextAddress(),
  url = '/careersapply',
) => {
  const body = multipart(fields, resume ? { resume } : {});
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { ...body.headers, ...SAME_ORIGIN },
    payload: body.payload,
  });
};

const message = { name: 'Dr. Meera Pillai', email: 'meera@example.org', purpose: 'Request-demo' };
const applicant = { name: 'Asha Nair', email: 'asha@example.org', phone: '9876543210', message: 'Hi' };
const pdf = { filename: 'cv.pdf', contentType: 'application/pdf', data: TINY_PDF };

/** The page's status line, as a reader sees it. */
/** The status line's text as a reader gets it (its icon is markup, its words are the spec's). */
const statusLine = (html: string) =>
  /<p[^>]*role="status"[^>]*>([\s\S]*?)<\/p>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'") ?? null;
/**
 * The value a field is rendered with (an input's value, a textarea's text or the selected option), as
 * the browser reads it from the HTML: a real parser, so any valid way of writing it counts.
 */
function fieldValue(html: string, id: string): string | null {
  const field = new JSDOM(html).window.document.getElementById(id);
  return field && 'value' in field ? String(field.value) : null;
}
const formTag = (html: string, id: string) => new RegExp(`<form[^>]*id="${id}"[^>]*>`).exec(html)?.[0];
/** The page at `url` and its form `id`, which posts back to the page at the form. */
async function postingForm(url: string, id: string) {
  const html = (await t.app.inject({ method: 'GET', url })).body;
  const form = formTag(html, id);
  expect(form).toContain('method="post"');
  expect(form).toContain(`action="${url}#${id}"`);
  return { html, form };
}
const expectNoStore = (res: { headers: Record<string, unknown> }) =>
  expect(res.headers['cache-control']).toBe('no-store');

describe('the contact page without JavaScript', () => {
  it('renders a form that posts to the server with named fields', async () => {
    const { html } = await postingForm('/contact', 'contact-form');
    for (const name of ['name', 'email', 'purpose', 'message', 'website'])
      expect(html).toContain(`name="${name}"`);
  });

  it('stores the message and redirects to the page with a status flag only', async () => {
    const marker = `No-JS contact ${Date.now()}`;
    const res = await postContact({ ...message, message: marker, website: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    const rows = await t.db.db.select().from(contactMessages).where(eq(contactMessages.message, marker));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Dr. Meera Pillai', email: 'meera@example.org' });

    const page = await t.app.inject({ method: 'GET', url: res.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(statusLine(page.body)).toBe('Message sent successfully!');
    expect(fieldValue(page.body, 'contact-name')).toBe('');
  });

  it('answers a missing field with a 400 page that keeps what was typed, escaped', async () => {
    const typed = { ...message, name: 'Ravi <b>&amp; "Co"</b>', message: '' };
    const res = await postContact(typed);
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectNoStore(res);
    expect(statusLine(res.body)).toBe('Please fill out all required fields.');
    // What was typed comes back as text, not as markup: no <b> element in the page's form.
    expect(fieldValue(res.body, 'contact-name')).toBe(typed.name);
    expect(new JSDOM(res.body).window.document.querySelector('form b')).toBeNull();
    expect(fieldValue(res.body, 'contact-email')).toBe('meera@example.org');
    expect(fieldValue(res.body, 'contact-purpose')).toBe('Request-demo');
    expect(res.body).not.toContain('<b>&amp;');
    // The browser's copy of the echo for hydration, unable to close its script element.
    expect(res.body).toContain('<script type="application/json" id="manovo-form">');
    expect(res.body).toContain('\\u003cb>');
    expect(await t.db.db.select().from(contactMessages).where(eq(contactMessages.name, typed.name))).toEqual(
      [],
    );
  });

  it('answers an invalid email with the API’s own words', async () => {
    const res = await postContact({ ...message, email: 'not-an-email', message: 'Hello' });
    expect(res.statusCode).toBe(400);
    expect(statusLine(res.body)).toBe('Please enter a valid email address.');
    expect(fieldValue(res.body, 'contact-email')).toBe('not-an-email');
    expect(fieldValue(res.body, 'contact-message')).toBe('Hello');
  });

  it('answers a filled honeypot as the API does: success, nothing stored', async () => {
    const marker = `Bot ${Date.now()}`;
    const res = await postContact({ ...message, message: marker, website: 'https://spam.example' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    expect(await t.db.db.select().from(contactMessages).where(eq(contactMessages.message, marker))).toEqual(
      [],
    );
  });

  it('refuses a post from another site with 403 and stores nothing', async () => {
    const marker = `Cross-site ${Date.now()}`;
    const fromElsewhere = await postContact(
      { ...message, message: marker },
      { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } },
    );
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json()).toEqual({ error: 'Cross-site form posts are refused.' });
    // An older browser without Sec-Fetch-Site still names the page's origin.
    const oldBrowser = await t.app.inject({
      method: 'POST',
      url: '/contact',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams({ ...message, message: marker }).toString(),
    });
    expect(oldBrowser.statusCode).toBe(403);
    expect(await t.db.db.select().from(contactMessages).where(eq(contactMessages.message, marker))).toEqual(
      [],
    );
  });

  it('answers 429 with the values kept once an address has used its budget', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 3; i++)
      expect((await postContact({ ...message, message: `Budget ${i}` }, { ip })).statusCode).toBe(303);
    const res = await postContact({ ...message, message: 'One too many' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expectNoStore(res);
    expect(statusLine(res.body)).toBe('Too many requests. Please try again later.');
    expect(fieldValue(res.body, 'contact-message')).toBe('One too many');
    expect(
      await t.db.db.select().from(contactMessages).where(eq(contactMessages.message, 'One too many')),
    ).toEqual([]);
  });

  it('never keeps a page with a visitor’s values in the page cache', async () => {
    await postContact({ ...message, name: 'Cached Carla', message: '' });
    const later = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(later.body).not.toContain('Cached Carla');
    expect(statusLine(later.body)).toBeNull();
  });
});

describe('the careers apply page without JavaScript', () => {
  it('renders a multipart form that posts to the server with named fields', async () => {
    const { html, form } = await postingForm('/careersapply', 'apply-form');
    // HTML attribute names are case-insensitive; React writes this one as encType.
    expect(form?.toLowerCase()).toContain('enctype="multipart/form-data"');
    for (const name of ['name', 'email', 'phone', 'resume', 'message', 'website'])
      expect(html).toContain(`name="${name}"`);
  });

  it('stores the application with its résumé and redirects with a status flag only', async () => {
    const res = await postApply({ ...applicant, name: 'Asha No-JS' }, pdf);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/careersapply?sent=1');
    const [row] = await t.db.db.select().from(jobApplications).where(eq(jobApplications.name, 'Asha No-JS'));
    expect(row).toMatchObject({ phone: '9876543210', resumeName: 'cv.pdf', resumeSize: TINY_PDF.length });

    const page = await t.app.inject({ method: 'GET', url: '/careersapply?sent=1' });
    expect(statusLine(page.body)).toBe('✅ Application submitted successfully!');
  });

  it('answers a résumé that is not a PDF by its bytes with the spec’s message and the values kept', async () => {
    const res = await postApply(
      { ...applicant, name: 'Not A Pdf', job_id: '7', job_title: 'Design' },
      {
        ...pdf,
        data: PNG_1X1,
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expectNoStore(res);
    expect(statusLine(res.body)).toBe('❌ Only PDF files are allowed!');
    expect(fieldValue(res.body, 'apply-name')).toBe('Not A Pdf');
    expect(fieldValue(res.body, 'apply-phone')).toBe('9876543210');
    expect(fieldValue(res.body, 'apply-message')).toBe('Hi');
    // The job the form named stays chosen.
    expect(res.body).toContain('Apply — Design');
    expect(res.body).toMatch(/<input type="hidden" name="job_id" value="7"/);
    expect(await t.db.db.select().from(jobApplications).where(eq(jobApplications.name, 'Not A Pdf'))).toEqual(
      [],
    );
  });

  it('answers a missing résumé, a bad phone and a file of 5 MB or more with the spec’s messages', async () => {
    const missing = await postApply(applicant);
    expect(missing.statusCode).toBe(400);
    expect(statusLine(missing.body)).toBe('❌ Please upload your resume (PDF only, max 5 MB).');
    const phone = await postApply({ ...applicant, phone: '12345' }, pdf);
    expect(statusLine(phone.body)).toBe('❌ Please enter a valid 10-digit mobile number.');
    expect(fieldValue(phone.body, 'apply-phone')).toBe('12345');
    const big = await postApply(applicant, {
      ...pdf,
      data: Buffer.concat([TINY_PDF, Buffer.alloc(5 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(400);
    expect(statusLine(big.body)).toBe('❌ File size must be less than 5 MB!');
  });

  it('answers a filled honeypot as the API does and refuses over budget before reading', async () => {
    const ip = nextAddress();
    const bot = await postApply({ ...applicant, name: 'Honey Bot', website: 'x' }, pdf, ip);
    expect(bot.statusCode).toBe(303);
    expect(await t.db.db.select().from(jobApplications).where(eq(jobApplications.name, 'Honey Bot'))).toEqual(
      [],
    );
    await postApply(applicant, pdf, ip);
    await postApply(applicant, pdf, ip);
    const res = await postApply({ ...applicant, name: 'Over Budget' }, pdf, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers.connection).toBe('close');
    expect(statusLine(res.body)).toBe('❌ Too many requests. Please try again later.');
    expect(
      await t.db.db.select().from(jobApplications).where(eq(jobApplications.name, 'Over Budget')),
    ).toEqual([]);
  });
});

describe('the forms without JavaScript in German and French (issue #26)', () => {
  it('answers /de/contact in German: the page, its form posting back to it, the status line translated', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/de/contact' });
    expect(formTag(page.body, 'contact-form')).toContain('action="/de/contact#contact-form"');
    const res = await postContact(
      { ...message, email: 'not-an-email', message: 'Hallo' },
      { url: '/de/contact' },
    );
    expect(res.statusCode).toBe(400);
    expect(new JSDOM(res.body).window.document.documentElement.lang).toBe('de');
    expect(statusLine(res.body)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(fieldValue(res.body, 'contact-message')).toBe('Hallo');
    expectNoStore(res);
  });

  it('stores a French message and comes back to /fr/contact with the French success line', async () => {
    const marker = `No-JS French ${Date.now()}`;
    const res = await postContact({ ...message, message: marker }, { url: '/fr/contact' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/fr/contact?sent=1');
    expect(
      await t.db.db.select().from(contactMessages).where(eq(contactMessages.message, marker)),
    ).toHaveLength(1);
    const after = await t.app.inject({ method: 'GET', url: '/fr/contact?sent=1' });
    expect(statusLine(after.body)).toBe('Votre message a bien été envoyé.');
  });

  it('answers /de/careersapply in German: a résumé that is not a PDF, then the success line', async () => {
    const bad = await postApply(
      { ...applicant, name: 'Kein PDF', job_id: '7', job_title: 'Design' },
      { ...pdf, data: PNG_1X1 },
      nextAddress(),
      '/de/careersapply',
    );
    expect(bad.statusCode).toBe(400);
    expect(statusLine(bad.body)).toBe('❌ Es sind nur PDF-Dateien zulässig.');
    expect(bad.body).toContain('Bewerbung — Design');
    expect(formTag(bad.body, 'apply-form')).toContain('action="/de/careersapply#apply-form"');
    const ok = await postApply({ ...applicant, name: 'Anna No-JS' }, pdf, nextAddress(), '/de/careersapply');
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/de/careersapply?sent=1');
    const page = await t.app.inject({ method: 'GET', url: '/de/careersapply?sent=1' });
    expect(statusLine(page.body)).toBe('✅ Ihre Bewerbung wurde erfolgreich übermittelt.');
  });

  it('keeps the API’s answers in English: the contract of the REST and tRPC doors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contact',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json', 'accept-language': 'de', cookie: 'manovo_locale=de' },
      payload: { ...message, email: 'not-an-email', message: 'Hallo' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Please enter a valid email address.' });
  });
});
