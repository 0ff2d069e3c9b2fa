// Logo marks of the four (fictional) partner institutions, 220x80: a drawn emblem and the full
// name in Inter outlines, sized so the longest line fits.
import { C } from './palette.mjs';
import { circle, g, path, svg } from './svg.mjs';
import { measure, text } from './type.mjs';

const PARTNER_NAMES = [
  { name: 'Medical Technology Park', lines: ['Medical', 'Technology Park'] },
  { name: 'State Startup Mission', lines: ['State Startup', 'Mission'] },
  { name: 'Institute of Surgical Training', lines: ['Institute of', 'Surgical Training'] },
  { name: 'BioDesign Incubator', lines: ['BioDesign', 'Incubator'] },
];

const EMBLEMS = [
  // Technology park: a hexagonal campus with a pulse line through it.
  g(
    {},
    path('M30 8L50 19.5V42.5L30 54L10 42.5V19.5Z', { fill: C.tealDark }),
    path('M14 32H22L26 22L32 42L36 30H46', {
      fill: 'none',
      stroke: C.white,
      'stroke-width': 3.4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  ),
  // Startup mission: a rising arrow leaving its launch ring.
  g(
    {},
    circle(30, 31, 23, { fill: 'none', stroke: C.navy, 'stroke-width': 4 }),
    path('M19 42L40 21M28 20H41V33', {
      fill: 'none',
      stroke: C.accent,
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  ),
  // Institute of surgical training: a crest with an open book.
  g(
    {},
    path('M30 6L52 14V31C52 44 42 52 30 57C18 52 8 44 8 31V14Z', { fill: C.navy }),
    path('M17 24Q24 21 30 25Q36 21 43 24V40Q36 37 30 41Q24 37 17 40Z', { fill: C.white }),
    path('M30 25V41', { stroke: C.navy, 'stroke-width': 2 }),
  ),
  // BioDesign incubator: a seedling inside a cell.
  g(
    {},
    circle(30, 31, 24, { fill: C.mint, stroke: C.teal, 'stroke-width': 3 }),
    path('M30 46V28', { stroke: C.tealDark, 'stroke-width': 3.4, 'stroke-linecap': 'round' }),
    path('M30 30C30 20 38 16 45 17C45 26 38 31 30 30Z', { fill: C.teal }),
    path('M30 35C30 28 24 24 17 25C17 32 23 36 30 35Z', { fill: C.tealDark }),
  ),
];

const TEXT_X = 68;
const TEXT_W = 146;

function partnerLogo(i) {
  const { name, lines } = PARTNER_NAMES[i];
  // The largest size up to 17 px at which both lines fit the text column.
  const size = Math.min(
    17,
    ...lines.map((l, k) => (17 * TEXT_W) / measure(l, { size: 17, weight: k ? 500 : 700 })),
  );
  return svg(
    220,
    80,
    g({ transform: 'translate(0 9)' }, EMBLEMS[i]) +
      text(lines[0], { x: TEXT_X, y: 38, size, weight: 700, fill: C.navy }) +
      text(lines[1], { x: TEXT_X, y: 38 + size * 1.25, size, weight: 500, fill: C.slate }),
    { title: name },
  );
}

export const partnerFiles = () =>
  Object.fromEntries(PARTNER_NAMES.map((_, i) => [`partners/partner-${i + 1}.svg`, partnerLogo(i)]));
