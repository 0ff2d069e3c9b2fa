import { INSTRUMENTS } from '@manovo/content/products';
import { COMPANY } from '@manovo/content/site';
import { type Database, findIfuDocuments, insertIfuRevision, upsertIfuDocument } from '@manovo/db/queries';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { IfuFiles } from './ifu-files';

// Demo instructions for use (issue #23): a readable, few-page PDF per lineup instrument in English,
// German and French, with the REF and revision on every page, generated with pdf-lib when demo content
// is seeded (SEED_DEMO=1) and stored like any upload; never committed. Two instruments also get an
// earlier revision, so their pages show the revision history.

type Lang = 'en' | 'de' | 'fr';
const LANGS: Lang[] = ['en', 'de', 'fr'];

const TEXT: Record<Lang, { heading: string; sections: [string, string][]; footer: string }> = {
  en: {
    heading: 'Instructions for use',
    sections: [
      [
        'Intended use',
        'Reusable articulating laparoscopic instrument of the Articulate 8 series, for grasping, dissecting and, where fitted, bipolar coagulation of soft tissue in minimally invasive surgery.',
      ],
      [
        'Warnings',
        'For use by trained surgeons only. Inspect the jaws, the shaft and the insulation before each use. Do not use a damaged instrument. Do not exceed the generator settings given below.',
      ],
      [
        'Reprocessing',
        'Clean within 2 hours of use. Flush the shaft through the cleaning port, clean manually and in a washer-disinfector, then steam sterilise at 134 °C for 3 minutes. Up to 100 cycles.',
      ],
      [
        'Disposal',
        'Dispose of the instrument as contaminated medical waste in accordance with local regulations.',
      ],
    ],
    footer: 'Page',
  },
  de: {
    heading: 'Gebrauchsanweisung',
    sections: [
      [
        'Zweckbestimmung',
        'Wiederverwendbares abwinkelbares laparoskopisches Instrument der Serie Articulate 8 zum Fassen, Präparieren und, falls vorhanden, bipolaren Koagulieren von Weichgewebe in der minimalinvasiven Chirurgie.',
      ],
      [
        'Warnhinweise',
        'Nur zur Anwendung durch geschulte Chirurgen. Maulteile, Schaft und Isolierung vor jeder Anwendung prüfen. Ein beschädigtes Instrument nicht verwenden.',
      ],
      [
        'Aufbereitung',
        'Innerhalb von 2 Stunden nach Gebrauch reinigen. Schaft über den Spülanschluss spülen, manuell und maschinell reinigen, dann bei 134 °C 3 Minuten dampfsterilisieren. Bis zu 100 Zyklen.',
      ],
      [
        'Entsorgung',
        'Das Instrument gemäß den örtlichen Vorschriften als kontaminierten medizinischen Abfall entsorgen.',
      ],
    ],
    footer: 'Seite',
  },
  fr: {
    heading: "Notice d'utilisation",
    sections: [
      [
        'Usage prévu',
        'Instrument laparoscopique articulé réutilisable de la série Articulate 8, pour saisir, disséquer et, selon le modèle, coaguler en bipolaire les tissus mous en chirurgie mini-invasive.',
      ],
      [
        'Avertissements',
        "Réservé aux chirurgiens formés. Inspecter les mors, la tige et l'isolation avant chaque utilisation. Ne pas utiliser un instrument endommagé.",
      ],
      [
        'Retraitement',
        "Nettoyer dans les 2 heures suivant l'utilisation. Rincer la tige par le port de rinçage, nettoyer manuellement puis en laveur-désinfecteur, puis stériliser à la vapeur à 134 °C pendant 3 minutes. Jusqu'à 100 cycles.",
      ],
      ['Élimination', "Éliminer l'instrument comme déchet médical contaminé selon la réglementation locale."],
    ],
    footer: 'Page',
  },
};

/** Lines of at most `width` points in `font` at `size`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A few-page IFU: a title page and one page per two sections, REF and revision in every page's header. */
export async function demoIfuPdf(o: {
  ref: string;
  title: string;
  lang: Lang;
  revision: string;
  date: string;
}) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${o.title} — ${TEXT[o.lang].heading} — REF ${o.ref} rev ${o.revision}`);
  pdf.setAuthor(COMPANY.name);
  pdf.setLanguage(o.lang);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const t = TEXT[o.lang];
  const pages = [[] as [string, string][], t.sections.slice(0, 2), t.sections.slice(2)];
  for (const [n, sections] of pages.entries()) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`REF ${o.ref}  ·  Rev. ${o.revision}  ·  ${o.date}  ·  ${o.lang.toUpperCase()}`, {
      x: 50,
      y: 800,
      size: 9,
      font,
      color: rgb(0.3, 0.3, 0.3),
    });
    page.drawText(`${t.footer} ${n + 1} / ${pages.length}  ·  REF ${o.ref}  ·  Rev. ${o.revision}`, {
      x: 50,
      y: 30,
      size: 9,
      font,
      color: rgb(0.3, 0.3, 0.3),
    });
    let y = 740;
    if (n === 0) {
      page.drawText(t.heading, { x: 50, y, size: 26, font: bold });
      y -= 40;
      for (const line of wrap(o.title, bold, 16, 495)) {
        page.drawText(line, { x: 50, y, size: 16, font: bold });
        y -= 22;
      }
      y -= 20;
      for (const line of [
        `REF ${o.ref}`,
        `Rev. ${o.revision} (${o.date})`,
        '',
        ...COMPANY.address,
        COMPANY.email,
      ]) {
        y -= 16;
        page.drawText(line, { x: 50, y, size: 11, font });
      }
      continue;
    }
    for (const [heading, body] of sections) {
      page.drawText(heading, { x: 50, y, size: 15, font: bold });
      y -= 24;
      for (const line of wrap(body, font, 11, 495)) {
        page.drawText(line, { x: 50, y, size: 11, font });
        y -= 16;
      }
      y -= 20;
    }
  }
  return pdf.save();
}

/** The instruments whose IFU has an earlier revision in the demo. */
const WITH_HISTORY = 2;

/** Seeds the demo IFUs when there are none; returns how many revisions it added. */
export async function seedDemoIfus(db: Database, files: Pick<IfuFiles, 'stage'>): Promise<number> {
  if ((await findIfuDocuments(db, { publicOnly: false })).length > 0) return 0;
  let added = 0;
  for (const [i, instrument] of INSTRUMENTS.entries()) {
    const doc = await upsertIfuDocument(db, {
      ref: instrument.ref,
      udiDi: `0890123400${String(i + 1).padStart(4, '0')}`,
      title: instrument.title,
      instrumentSlug: instrument.id,
    });
    const revisions =
      i < WITH_HISTORY
        ? [
            ['A', '2024-03-01'],
            ['B', '2025-06-01'],
          ]
        : [['A', '2025-01-15']];
    for (const [revision, date] of revisions as [string, string][]) {
      for (const lang of LANGS) {
        const bytes = await demoIfuPdf({
          ref: instrument.ref,
          title: instrument.title,
          lang,
          revision,
          date,
        });
        const file = await files.stage(
          new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
        );
        await insertIfuRevision(db, {
          documentId: doc.id,
          lang,
          revision,
          effectiveDate: date,
          changeSummary: revision === 'A' ? 'First issue.' : 'Reprocessing steps clarified.',
          status: 'published',
          fileKey: file.ref,
          size: file.size,
          sha256: file.sha256,
        });
        added++;
      }
    }
  }
  return added;
}
