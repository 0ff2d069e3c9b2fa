import { INSTRUMENTS } from '@manovo/content/products';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { demoIfuPdf } from './ifu-demo';

describe('the demo IFU PDFs', () => {
  it('are valid PDFs of a few pages, in the language asked for', async () => {
    const first = INSTRUMENTS[0]!;
    const bytes = await demoIfuPdf({
      ref: first.ref,
      title: first.title,
      lang: 'de',
      revision: 'B',
      date: '2025-06-01',
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(3);
    expect(pdf.getTitle()).toBe(`${first.title} — Gebrauchsanweisung — REF ${first.ref} rev B`);
  });
});
