import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TINY_PDF } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const { t, rest, sendForm } = useTestApp({ signedIn: true });

const pdf = (label: string) => Buffer.concat([TINY_PDF, Buffer.from(`% ${label}\n`)]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const upload = (fields: Record<string, string>, data: Buffer | null = pdf(JSON.stringify(fields))) =>
  sendForm(
    'POST',
    '/api/admin/ifu',
    { title: 'Maryland Dissector', effective_date: '2025-03-01', status: 'published', ...fields },
    data ? { file: { filename: 'ifu.pdf', contentType: 'application/pdf', data } } : {},
  );
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('instructions for use over REST', () => {
  it('creates a device with its first revision, lists its current revision and serves the PDF', async () => {
    const first = pdf('A');
    const created = await upload(
      { ref: 'MS-MD-01', udi_di: '08901234000012', lang: 'en', revision: 'A' },
      first,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ok: true,
      item: {
        ref: 'MS-MD-01',
        udi_di: '08901234000012',
        revisions: [
          { lang: 'en', revision: 'A', status: 'published', sha256: sha(first), size: first.length },
        ],
      },
    });
    const list = await rest('GET', '/public/ifu?q=08901234000012');
    expect(list.json()).toEqual({
      ok: true,
      items: [
        {
          ref: 'MS-MD-01',
          udi_di: '08901234000012',
          title: 'Maryland Dissector',
          languages: [
            {
              lang: 'en',
              revision: 'A',
              effective_date: '2025-03-01',
              url: '/ifu/MS-MD-01/en/A',
              sha256: sha(first),
              size: first.length,
            },
          ],
        },
      ],
    });

    const current = await get('/ifu/MS-MD-01/en');
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('application/pdf');
    expect(current.headers['content-disposition']).toBe('inline; filename="Manovo-MS-MD-01-en-revA.pdf"');
    expect(current.headers.etag).toBe(`"${sha(first)}"`);
    expect(current.headers['cache-control']).toBe('public, no-cache');
    expect(current.rawPayload.equals(first)).toBe(true);
    expect((await get('/ifu/MS-MD-01/en', { 'if-none-match': `"${sha(first)}"` })).statusCode).toBe(304);
    const own = await get('/ifu/MS-MD-01/en/A');
    expect(own.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(own.rawPayload.equals(first)).toBe(true);

    // A newer revision supersedes it; the earlier one keeps its own address.
    const second = pdf('B');
    await upload({ ref: 'MS-MD-01', lang: 'en', revision: 'B', effective_date: '2025-09-01' }, second);
    expect((await get('/ifu/MS-MD-01/en')).rawPayload.equals(second)).toBe(true);
    expect((await get('/ifu/MS-MD-01/en/A')).rawPayload.equals(first)).toBe(true);
  });

  it('refuses the same revision twice, a file that is not a PDF and a missing file', async () => {
    expect((await upload({ ref: 'MS-MD-02', lang: 'de', revision: '01' })).statusCode).toBe(201);
    const twice = await upload({ ref: 'MS-MD-02', lang: 'de', revision: '01' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatch(/already exists/);
    const png = await upload(
      { ref: 'MS-MD-02', lang: 'de', revision: '02' },
      Buffer.from('GIF89a not a pdf'),
    );
    expect(png.statusCode).toBe(400);
    expect(png.json().error).toMatch(/must be a PDF/);
    const none = await upload({ ref: 'MS-MD-02', lang: 'de', revision: '03' }, null);
    expect(none.statusCode).toBe(400);
    const badLang = await upload({ ref: 'MS-MD-02', lang: 'deutsch!', revision: '04' });
    expect(badLang.statusCode).toBe(400);
    expect(
      (await rest('GET', '/ifu')).json().items.find((d: { ref: string }) => d.ref === 'MS-MD-02').revisions,
    ).toHaveLength(1);
  });

  it('refuses a PDF over 50 MB with a clear 400', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0x20);
    TINY_PDF.copy(big);
    const res = await upload({ ref: 'MS-MD-BIG', lang: 'en', revision: 'A' }, big);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The PDF must be 50 MB or smaller.' });
    expect((await rest('GET', '/ifu')).json().items.some((d: { ref: string }) => d.ref === 'MS-MD-BIG')).toBe(
      false,
    );
  });

  it('keeps a draft private, deletes a draft (204) and never a published revision (409)', async () => {
    await upload({ ref: 'MS-MD-03', lang: 'fr', revision: 'A', status: 'draft' });
    expect((await get('/ifu/MS-MD-03/fr/A')).statusCode).toBe(404);
    expect((await rest('GET', '/public/ifu?q=MS-MD-03')).json().items).toEqual([]);
    expect((await rest('DELETE', '/ifu/MS-MD-03/fr/A')).statusCode).toBe(204);
    expect((await rest('DELETE', '/ifu/MS-MD-03/fr/A')).statusCode).toBe(404);

    await upload({ ref: 'MS-MD-03', lang: 'fr', revision: 'B' });
    const kept = await rest('DELETE', '/ifu/MS-MD-03/fr/B');
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error).toMatch(/15 years/);
    expect((await get('/ifu/MS-MD-03/fr/B')).statusCode).toBe(200);
    expect((await get('/ifu/UNKNOWN-REF/fr')).statusCode).toBe(404);
    expect((await get('/ifu/MS-MD-03/it')).statusCode).toBe(404);
  });

  it('withdraws a published revision with its reason; it stays listed, no longer current', async () => {
    await upload({ ref: 'MS-MD-04', lang: 'en', revision: 'A', effective_date: '2025-01-01' });
    await upload({ ref: 'MS-MD-04', lang: 'en', revision: 'B', effective_date: '2025-05-01' });
    expect((await rest('POST', '/ifu/MS-MD-04/en/B/withdraw', {})).statusCode).toBe(400);
    const withdrawn = await rest('POST', '/ifu/MS-MD-04/en/B/withdraw', {
      reason: 'Torque table misprinted',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().item.revisions).toContainEqual(
      expect.objectContaining({
        revision: 'B',
        status: 'withdrawn',
        withdrawn_reason: 'Torque table misprinted',
      }),
    );
    const [item] = (await rest('GET', '/public/ifu?q=MS-MD-04')).json().items;
    expect(item.languages.map((l: { revision: string }) => l.revision)).toEqual(['A']);
    expect((await rest('POST', '/ifu/MS-MD-04/en/B/withdraw', { reason: 'again' })).statusCode).toBe(409);
  });

  it('takes a paper-copy request due 7 calendar days later; unknown REF or language is a 400', async () => {
    await upload({ ref: 'MS-MD-05', lang: 'en', revision: 'A' });
    const request = {
      name: 'A. Nurse',
      email: 'sterile@hospital.example',
      institution: 'City Hospital CSSD',
      address: '1 Hospital Road, 10115 Berlin',
      ref: 'MS-MD-05',
      lang: 'en',
    };
    const ok = await rest('POST', '/public/ifu/paper-requests', request, {});
    expect(ok.statusCode).toBe(201);
    const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    expect(ok.json()).toEqual({ ok: true, due_by: due });
    expect(
      (await rest('POST', '/public/ifu/paper-requests', { ...request, ref: 'NOPE' }, {})).statusCode,
    ).toBe(400);
    expect(
      (await rest('POST', '/public/ifu/paper-requests', { ...request, lang: 'it' }, {})).statusCode,
    ).toBe(400);
    const { institution: _, ...missing } = request;
    const bad = await rest('POST', '/public/ifu/paper-requests', missing, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeTruthy();
  });
});
