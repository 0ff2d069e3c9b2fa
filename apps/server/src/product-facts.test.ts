// The facts behind the claims on the public pages (issue #24, docs/product.md "Facts behind the
// claims"): /products shows each instrument's market status, notice, reprocessing, spec sheet and IFU
// links and the quality certificate, with Product JSON-LD; /Journal lists the publications; the spec
// sheet PDF; a staff write through /api/trpc saved and shown, a bad one a 400.
import { FACTS_TEXTS } from '@manovo/content/facts';
import de from '@manovo/content/locales/de';
import { INSTRUMENTS } from '@manovo/content/products';
import { findMarketStatuses } from '@manovo/db/queries';
import { DEMO_INSTRUMENT_IDS, seedDemoContent } from '@manovo/db/seed';
import { JSDOM } from 'jsdom';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './testing/use-test-app';

const { t, h } = useTestApp({ rendered: true, signedIn: true, setUp: (t) => seedDemoContent(t.db.db) });

const HOST = { host: 'www.manovo.test' };
const ORIGIN = 'http://www.manovo.test';
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: HOST });
const docOf = async (url: string) => new JSDOM((await get(url)).body).window.document;
const trpc = (path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/trpc/${path}`,
    headers: { ...h, 'content-type': 'application/json' },
    payload,
  });

const cobra = INSTRUMENTS.find((i) => i.id === 'cobra-grasper')!;

describe('/products: the facts behind the claims', () => {
  it('the demo facts name the lineup, instrument by instrument', () => {
    expect([...DEMO_INSTRUMENT_IDS]).toEqual(INSTRUMENTS.map((i) => i.id));
  });

  it("shows each instrument's market status, notice, reprocessing, spec sheet and IFU, and the certificate", async () => {
    const doc = await docOf('/products');
    const details = [...doc.querySelectorAll('.instrument')];
    expect(details).toHaveLength(INSTRUMENTS.length);
    const statuses = await findMarketStatuses(t.db.db, { publicOnly: true });
    const cobraEu = statuses.find((s) => s.instrumentSlug === cobra.id && s.market === 'European Union')!;
    const box = details.find((d) => d.querySelector(`a[href="/spec-sheets/${cobra.id}.pdf"]`))!;
    expect(box, 'cobra grasper details').toBeDefined();
    const text = box.textContent ?? '';
    expect(text).toContain(FACTS_TEXTS.notice);
    expect(text).toContain('CE marked');
    expect(text).toContain(cobraEu.reference);
    expect(cobraEu.reference).toMatch(/^DEMO-/);
    expect(text).toContain('Steam sterilisation');
    expect(box.querySelector(`a[href="/ifu/${cobra.ref}"]`)).not.toBeNull();
    const quality = doc.querySelector('#quality')?.textContent ?? '';
    expect(quality).toContain('ISO 13485:2016');
    expect(quality).toContain('DEMO-QMS-0001');
  });

  it('describes each instrument as a schema.org Product made by the company', async () => {
    const blocks = [...(await docOf('/products')).querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}'),
    );
    const graph = blocks.find((b) => Array.isArray(b['@graph']))?.['@graph'] as Record<string, unknown>[];
    expect(graph).toHaveLength(INSTRUMENTS.length);
    const product = graph.find((p) => p.name === cobra.title)!;
    expect(product).toMatchObject({
      '@type': 'Product',
      model: cobra.ref,
      manufacturer: { '@id': `${ORIGIN}/#organization` },
      brand: { '@type': 'Brand', name: 'Manovo Articulate 8' },
    });
    expect(product.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Jaw length',
      value: '18mm',
    });
    expect(product.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Shaft length',
      value: cobra.specs.shaftLength,
    });
    expect(JSON.stringify(product.subjectOf)).toContain(`${ORIGIN}/spec-sheets/${cobra.id}.pdf`);
    // The organization it points at is on the page.
    expect(blocks.find((b) => b['@type'] === 'Organization')?.['@id']).toBe(`${ORIGIN}/#organization`);
  });

  it('shows the words around the facts in German, the facts themselves marked English', async () => {
    const doc = await docOf('/de/products');
    const notice = doc.querySelector('.instrument-facts__notice')!;
    expect(notice.textContent).toBe(de.facts?.notice);
    expect(notice.closest('[lang]')?.getAttribute('lang')).toBe('de');
    const market = [...doc.querySelectorAll('.instrument-facts__markets tbody')][0]!;
    expect(market.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('#quality-h')?.textContent).toBe(de.facts?.qualityHeading);
  });
});

describe('spec sheets', () => {
  it("answers each instrument's PDF, with its name and REF, at a stable address", async () => {
    const res = await get(`/spec-sheets/${cobra.id}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toContain(cobra.title);
    expect(pdf.getTitle()).toContain(cobra.ref);
    // The same bytes again: its ETag answers a revalidation with 304.
    const again = await t.app.inject({
      method: 'GET',
      url: `/spec-sheets/${cobra.id}.pdf`,
      headers: { ...HOST, 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await get('/spec-sheets/no-such-instrument.pdf')).statusCode).toBe(404);
    expect((await get(`/spec-sheets/${cobra.id}`)).statusCode).toBe(404);
  });
});

describe('/Journal', () => {
  it('lists the publications with authors, venue, year and DOI or link', async () => {
    const doc = await docOf('/Journal');
    const cards = [...doc.querySelectorAll('.journal-card')];
    expect(cards).toHaveLength(5);
    const first = cards[0]!;
    expect(first.querySelector('.journal-card__authors')?.textContent).toBeTruthy();
    expect(first.textContent).toMatch(/20\d\d/);
    expect(cards.every((c) => c.querySelector('.journal-card__links a'))).toBe(true);
    expect(doc.querySelector('a[href^="https://doi.org/10.5555/"]')).not.toBeNull();
  });
});

describe('staff writes through /api/trpc', () => {
  it('saves a market status that /products then shows, and refuses bad input with 400 {error}', async () => {
    const saved = await trpc('marketStatuses.create', {
      instrumentSlug: cobra.id,
      market: 'Singapore',
      status: 'Registered',
      reference: 'HSA-TEST-77',
      statusDate: '2026-01-05',
    });
    expect(saved.statusCode).toBe(200);
    await expect.poll(async () => (await get('/products')).body, { timeout: 5000 }).toContain('HSA-TEST-77');

    const bad = await trpc('marketStatuses.create', { instrumentSlug: cobra.id, market: '', status: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please fill out all required fields.');
    const badDate = await trpc('qualityCertificates.create', {
      standard: 'ISO 13485',
      body: 'B',
      number: 'N',
      validUntil: 'next year',
    });
    expect(badDate.statusCode).toBe(400);
  });
});
