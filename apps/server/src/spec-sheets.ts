import { INSTRUMENTS, type Instrument, SPEC_LABELS } from '@manovo/content/products';
import { COMPANY } from '@manovo/content/site';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { wrap } from './ifu-demo';

// A spec sheet per lineup instrument (issue #24, docs/product.md "Facts behind the claims"): one A4
// page generated from the lineup data (packages/content INSTRUMENTS) with pdf-lib, the library the
// demo IFUs use. The same data gives the same bytes (fixed dates in the metadata), so its address is
// stable and its ETag a hash of the bytes.

const NAVY = rgb(11 / 255, 37 / 255, 69 / 255);
const TEAL = rgb(10 / 255, 122 / 255, 109 / 255);
const SLATE = rgb(91 / 255, 107 / 255, 127 / 255);
// The lineup data has no date of its own: the sheet says what it is, not when it was made.
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

/** The spec sheet's rows: the lineup's specs, then what the whole series shares. */
export const specRows = (item: Instrument): [string, string][] => [
  ['REF', item.ref],
  ...Object.entries(SPEC_LABELS).map(
    ([key, label]) => [label, item.specs[key as keyof typeof SPEC_LABELS]] as [string, string],
  ),
  ['Degrees of freedom', '8'],
  ['End-effector rotation', '360°'],
  ['Reusable', 'Yes'],
];

export const findInstrument = (id: string) => INSTRUMENTS.find((i) => i.id === id);

/** The spec sheet PDF of one instrument; `origin` makes its links absolute. */
export async function specSheetPdf(item: Instrument, origin: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${item.title} — Spec sheet — REF ${item.ref}`);
  pdf.setSubject(`${COMPANY.series}: ${item.title}`);
  pdf.setAuthor(COMPANY.name);
  pdf.setCreator(COMPANY.name);
  pdf.setProducer('pdf-lib');
  pdf.setLanguage('en');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  const left = 50;
  const width = 495;

  page.drawRectangle({ x: 0, y: 772, width: 595, height: 70, color: NAVY });
  page.drawText(COMPANY.name, { x: left, y: 812, size: 14, font: bold, color: rgb(1, 1, 1) });
  page.drawText(`${COMPANY.series} · Spec sheet`, { x: left, y: 792, size: 10, font, color: rgb(1, 1, 1) });

  let y = 730;
  for (const line of wrap(item.title, bold, 20, width)) {
    page.drawText(line, { x: left, y, size: 20, font: bold, color: NAVY });
    y -= 26;
  }
  y -= 4;
  for (const line of wrap(item.summary, font, 11, width)) {
    page.drawText(line, { x: left, y, size: 11, font, color: SLATE });
    y -= 16;
  }

  y -= 20;
  page.drawText('Specifications', { x: left, y, size: 13, font: bold, color: TEAL });
  y -= 10;
  for (const [label, value] of specRows(item)) {
    y -= 24;
    page.drawLine({
      start: { x: left, y: y - 8 },
      end: { x: left + width, y: y - 8 },
      color: rgb(0.85, 0.89, 0.92),
    });
    page.drawText(label, { x: left, y, size: 11, font: bold, color: NAVY });
    page.drawText(value, { x: left + 200, y, size: 11, font, color: NAVY });
  }

  y -= 48;
  page.drawText('Documents', { x: left, y, size: 13, font: bold, color: TEAL });
  for (const line of [
    `Instructions for use: ${origin}/ifu/${encodeURIComponent(item.ref)}`,
    `Market status and reprocessing: ${origin}/products#complete-lineup`,
  ]) {
    y -= 20;
    page.drawText(line, { x: left, y, size: 10, font, color: NAVY });
  }

  page.drawText('Read the instructions for use before use.', {
    x: left,
    y: 70,
    size: 9,
    font: bold,
    color: SLATE,
  });
  page.drawText(`${COMPANY.address.join(', ')} · ${COMPANY.email}`, {
    x: left,
    y: 52,
    size: 8,
    font,
    color: SLATE,
  });
  return pdf.save();
}
