import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SITE_NAME } from '@manovo/content/route-meta';
import { webPublicDir } from '@manovo/web/dist-dir';
import * as fontkit from 'fontkit';
import sharp from 'sharp';

// A link preview's picture (Open Graph, 1200 × 630): a studio render of the instrument under a navy veil, the
// brand's name, the section and the page's or item's title in Inter. Text is drawn as outlines from
// the font file, so the card looks the same on a machine without any fonts installed.

export const CARD = { width: 1200, height: 630 } as const;
const NAVY = '#0B2545';
const TEAL_LIGHT = '#7FD3C7';

const require = createRequire(import.meta.url);
const fonts = new Map<number, fontkit.Font>();
function font(weight: 600 | 700): fontkit.Font {
  let f = fonts.get(weight);
  if (!f) {
    f = fontkit.create(
      readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    );
    fonts.set(weight, f);
  }
  return f;
}

const round = (v: number) => Math.round(v * 10) / 10;
const widthOf = (str: string, size: number, weight: 600 | 700) => {
  const f = font(weight);
  return (f.layout(str).advanceWidth / f.unitsPerEm) * size;
};

/** One <path> with the outlines of a line of text; y is the baseline. */
function textPath(str: string, x: number, y: number, size: number, weight: 600 | 700, fill: string) {
  const f = font(weight);
  const k = size / f.unitsPerEm;
  const run = f.layout(str);
  let pen = x;
  const d: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i]!;
    const px = (gx: number) => round(pen + (gx + (pos.xOffset ?? 0)) * k);
    const py = (gy: number) => round(y - (gy + (pos.yOffset ?? 0)) * k);
    for (const { command, args: a } of glyph.path.commands) {
      if (command === 'moveTo') d.push(`M${px(a[0]!)} ${py(a[1]!)}`);
      else if (command === 'lineTo') d.push(`L${px(a[0]!)} ${py(a[1]!)}`);
      else if (command === 'quadraticCurveTo') d.push(`Q${px(a[0]!)} ${py(a[1]!)} ${px(a[2]!)} ${py(a[3]!)}`);
      else if (command === 'bezierCurveTo')
        d.push(`C${px(a[0]!)} ${py(a[1]!)} ${px(a[2]!)} ${py(a[3]!)} ${px(a[4]!)} ${py(a[5]!)}`);
      else if (command === 'closePath') d.push('Z');
    }
    pen += pos.xAdvance * k;
  });
  return `<path d="${d.join('')}" fill="${fill}"/>`;
}

/** Words in lines no wider than `max`, at most `lines` of them (the last cut with an ellipsis). */
export function wrap(text: string, size: number, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (widthOf(next, size, 700) <= max || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  let last = `${kept[lines - 1]} ${out[lines]}`;
  while (widthOf(`${last}…`, size, 700) > max && last.includes(' '))
    last = last.slice(0, last.lastIndexOf(' '));
  kept[lines - 1] = `${last}…`;
  return kept;
}

let artwork: Promise<Buffer> | undefined;
/** The studio render of the instrument on navy (apps/web/scripts/render-studio.mjs), cut to the card's size once. */
const background = () =>
  (artwork ??= sharp(readFileSync(path.join(webPublicDir, 'images', 'renders', 'share-card.png')))
    .resize(CARD.width, CARD.height, { fit: 'cover', position: 'right' })
    .png()
    .toBuffer());

/** The card as PNG bytes. `section` is the small line above the title ('News', 'Careers', ...). */
export async function renderShareCard({
  section,
  title,
}: {
  section: string;
  title: string;
}): Promise<Buffer> {
  const size = title.length > 60 ? 54 : 64;
  const lines = wrap(title, size, 960, 3);
  const top = 300 - ((lines.length - 1) * size * 1.15) / 2;
  const overlay = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">`,
    '<defs><linearGradient id="veil" x1="0" y1="0" x2="1" y2="0">',
    `<stop offset="0" stop-color="${NAVY}" stop-opacity="0.96"/><stop offset="0.62" stop-color="${NAVY}" stop-opacity="0.86"/>`,
    `<stop offset="1" stop-color="${NAVY}" stop-opacity="0.35"/></linearGradient></defs>`,
    `<rect width="${CARD.width}" height="${CARD.height}" fill="url(#veil)"/>`,
    `<rect x="80" y="84" width="56" height="6" rx="3" fill="${TEAL_LIGHT}"/>`,
    textPath(SITE_NAME.toUpperCase(), 80, 140, 28, 700, '#FFFFFF'),
    section ? textPath(section, 80, top - size * 0.9, 30, 600, TEAL_LIGHT) : '',
    ...lines.map((l, i) => textPath(l, 80, top + i * size * 1.15 + size * 0.35, size, 700, '#FFFFFF')),
    textPath('Feel as your hands, Do more than your hands.', 80, 560, 26, 600, '#C5D0DB'),
    '</svg>',
  ].join('');
  return sharp(await background())
    .composite([{ input: Buffer.from(overlay) }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}
