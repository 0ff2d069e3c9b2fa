// Text as outlines in Inter (the site's typeface), so labels and partner names render the same in
// every browser: an SVG shown through <img> cannot use the page's web fonts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { n } from './svg.mjs';

const require = createRequire(import.meta.url);
const fonts = new Map();
const font = (weight) => {
  if (!fonts.has(weight)) {
    const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
    fonts.set(weight, fontkit.create(readFileSync(file)));
  }
  return fonts.get(weight);
};

/** Width of a line of text in user units. */
export const measure = (str, { size, weight = 600, tracking = 0 }) => {
  const f = font(weight);
  const run = f.layout(str);
  return (run.advanceWidth / f.unitsPerEm) * size + tracking * size * Math.max(0, str.length - 1);
};

/**
 * One <path> holding the outlines of a line of text. anchor: start | middle | end; y is the baseline.
 * tracking is extra letter spacing in em.
 */
export const text = (str, { x, y, size, weight = 600, anchor = 'start', fill, tracking = 0, opacity }) => {
  const f = font(weight);
  const k = size / f.unitsPerEm;
  const run = f.layout(str);
  const width = measure(str, { size, weight, tracking });
  let pen = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const parts = [];
  run.glyphs.forEach((glyph, i) => {
    const px = (gx) => n(pen + (gx + (run.positions[i].xOffset ?? 0)) * k);
    const py = (gy) => n(y - (gy + (run.positions[i].yOffset ?? 0)) * k);
    for (const c of glyph.path.commands) {
      const a = c.args;
      if (c.command === 'moveTo') parts.push(`M${px(a[0])} ${py(a[1])}`);
      else if (c.command === 'lineTo') parts.push(`L${px(a[0])} ${py(a[1])}`);
      else if (c.command === 'quadraticCurveTo')
        parts.push(`Q${px(a[0])} ${py(a[1])} ${px(a[2])} ${py(a[3])}`);
      else if (c.command === 'bezierCurveTo')
        parts.push(`C${px(a[0])} ${py(a[1])} ${px(a[2])} ${py(a[3])} ${px(a[4])} ${py(a[5])}`);
      else if (c.command === 'closePath') parts.push('Z');
    }
    pen += run.positions[i].xAdvance * k + tracking * size;
  });
  return `<path d="${parts.join('')}" fill="${fill}"${opacity !== undefined ? ` opacity="${opacity}"` : ''}/>`;
};
