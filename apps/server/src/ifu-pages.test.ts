import { LOCALE_TEXTS } from '@manovo/content/locale-texts';
import { describe, expect, it } from 'vitest';
import { TINY_PDF } from './testing/test-app';
import { useTestApp } from './testing/use-test-app';

// The public IFU pages, rendered on the server as a visitor without JavaScript gets them.
const { t, sendForm } = useTestApp({
  signedIn: true,
  rendered: true,
  setUp: async () => {
    const up = (fields: Record<string, string>) =>
      sendForm(
        'POST',
        '/api/admin/ifu',
        { title: 'Precise Dissector', effective_date: '2025-02-01', status: 'published', ...fields },
        { file: { filename: 'a.pdf', contentType: 'application/pdf', data: TINY_PDF } },
      );
    await up({ ref: 'MA8-003', udi_di: '08901234000036', lang: 'en', revision: 'A' });
    await up({ ref: 'MA8-003', lang: 'en', revision: 'B', effective_date: '2025-08-01' });
    await up({ ref: 'MA8-003', lang: 'de', revision: 'A' });
    await up({ ref: 'MA8-009', title: 'Needle Holder', lang: 'fr', revision: '01' });
    await up({ ref: 'MA8-010', title: 'Hidden draft', lang: 'en', revision: 'A', status: 'draft' });
  },
});
const get = (url: string) => t.app.inject({ method: 'GET', url });
/** What the page shows: its HTML without the data blocks the app hydrates from. */
const shown = async (url: string) => (await get(url)).body.replace(/<script[\s\S]*?<\/script>/g, '');
const post = (url: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    payload: new URLSearchParams(form).toString(),
  });

describe('the IFU pages without JavaScript', () => {
  it('lists the library, searches by REF, UDI-DI or name and filters by language', async () => {
    const all = await get('/ifu');
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('<title>Instructions for use — Manovo Surgical</title>');
    expect(all.body).toContain('Precise Dissector');
    expect(all.body).toContain('Needle Holder');
    expect(all.body).not.toContain('Hidden draft');
    const byUdi = await shown('/ifu?q=08901234000036');
    expect(byUdi).toContain('Precise Dissector');
    expect(byUdi).not.toContain('Needle Holder');
    const french = await shown('/ifu?lang=fr');
    expect(french).toContain('Needle Holder');
    expect(french).not.toContain('Precise Dissector');
  });

  it('shows a device with its current and earlier revisions, the maker and the paper-copy offer', async () => {
    const page = await get('/ifu/MA8-003');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Precise Dissector (REF MA8-003)');
    expect(page.body).toContain('Current revision');
    expect(page.body).toMatch(/Revision <!-- -->A|Revision A/);
    expect(page.body).toContain('href="/ifu/MA8-003/en"');
    expect(page.body).toContain('Manovo Surgical Pvt. Ltd.');
    expect(page.body).toContain('within 7 calendar days');
    expect(page.body).toContain('src="/ifu/MA8-003/qr.svg"');
    const qr = await get('/ifu/MA8-003/qr.svg');
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.body).toContain('<svg');
  });

  it('exists in every locale; a device page in German lists the German IFU first, in English the English', async () => {
    for (const url of ['/de/ifu', '/fr/ifu', '/fr/ifu?lang=fr'])
      expect((await get(url)).statusCode, url).toBe(200);
    // Each language's card, in page order (attributes in any order).
    const order = (body: string) =>
      [...body.matchAll(/<article\b[^>]*>/g)]
        .filter((m) => m[0].includes('class="card ifu-lang"'))
        .map((m) => /\blang="(\w+)"/.exec(m[0])?.[1]);
    const german = await get('/de/ifu/MA8-003');
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('<html lang="de"');
    expect(order(german.body)).toEqual(['de', 'en']);
    expect(order((await get('/ifu/MA8-003')).body)).toEqual(['en', 'de']);
    // The paper copy's language list starts with the page's language too.
    expect(german.body).toMatch(/<select id="paper-lang"[^>]*>\s*<option value="de"/);
  });

  it('answers the 404 page for an unknown REF, a draft-only device, an unknown language or revision', async () => {
    for (const url of [
      '/ifu/NOPE-1',
      '/ifu/MA8-010',
      '/ifu/MA8-003/it',
      '/ifu/MA8-003/en/Z',
      '/ifu/MA8-010/en/A',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('takes a paper-copy request posted as a plain form, and gives a refusal back with what was typed', async () => {
    const form = {
      name: 'A. Nurse',
      email: 'cssd@hospital.example',
      institution: 'City Hospital CSSD',
      address: '1 Hospital Road',
      lang: 'de',
    };
    const ok = await post('/ifu/MA8-003', form);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/ifu/MA8-003?sent=1#paper-copy');
    const after = await get('/ifu/MA8-003?sent=1');
    expect(after.body).toContain('We post your paper copy free of charge within 7 calendar days.');
    const requests = await t.app.inject({
      method: 'GET',
      url: '/api/trpc/ifu.paperRequests?input={"page":1}',
    });
    expect(requests.statusCode).toBe(401);

    const bad = await post('/ifu/MA8-003', { ...form, email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.replace(/<script[\s\S]*?<\/script>/g, '')).toContain('value="City Hospital CSSD"');
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('takes a paper copy requested on the German or French page there, and answers in that language', async () => {
    const form = {
      name: 'Sr. Anna Weber',
      email: 'zsva@klinikum.example',
      institution: 'Klinikum Mitte ZSVA',
      address: 'Klinikstraße 1, 10115 Berlin',
      lang: 'de',
    };
    const german = await get('/de/ifu/MA8-003');
    expect(german.body).toContain('action="/de/ifu/MA8-003#paper-copy"');
    const ok = await post('/de/ifu/MA8-003', form);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/de/ifu/MA8-003?sent=1#paper-copy');
    const after = await shown('/de/ifu/MA8-003?sent=1');
    expect(after).toContain('<html lang="de"');
    expect(after).toContain(LOCALE_TEXTS.de.messages?.ifuPaperRequestSent);

    const bad = await post('/fr/ifu/MA8-003', { ...form, email: 'pas-une-adresse' });
    expect(bad.statusCode).toBe(400);
    const page = bad.body.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(page).toContain('<html lang="fr"');
    expect(page).toContain(LOCALE_TEXTS.fr.messages?.invalidEmail);
    expect(page).toContain('value="Klinikum Mitte ZSVA"');
  });

  it('lists each device page in the sitemap', async () => {
    const map = await get('/sitemap.xml');
    expect(map.body).toContain('/ifu/MA8-003</loc>');
    expect(map.body).toContain('/ifu</loc>');
    expect(map.body).not.toContain('/ifu/MA8-010');
  });
});
