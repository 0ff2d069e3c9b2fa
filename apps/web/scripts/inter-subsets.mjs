// npm run fonts -w @manovo/web: the site's Inter files, made from @fontsource-variable/inter.
//
// The package's variable files carry the whole weight axis (100–900); the site draws 400 to 700
// (apps/web/src/styles/inter-weights.test.ts holds it to that). Each face is cut to that part of the
// axis, keeping its unicode range, with HarfBuzz's instancer (subset-font): the Latin file the page
// preloads goes from 48 to 30 KB, which a phone on a slow network downloads before it can draw the text
// in Inter. The faces and their ranges stay the package's, with one change: the Latin Extended face no
// longer covers the currency signs (a ₹ in a news title would fetch that whole file, at the highest
// priority, before the first paint; the system's sans-serif draws it instead).
//
// Writes apps/web/src/styles/fonts/*.woff2 and apps/web/src/styles/fonts.css; both are committed, and
// fonts.test.ts checks they are what this makes from the installed package.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const stylesDir = fileURLToPath(new URL('../src/styles/', import.meta.url));

/** The part of the weight axis the site uses. */
export const WEIGHTS = { min: 400, max: 700 };
const CURRENCY_IN_LATIN_EXT = 'U+2020, U+20A0-20AB, U+20AD-20C0, U+2113';
const WITHOUT_CURRENCY = 'U+2020, U+2113';

/** The package's upright variable faces: the subset's name, its file and its unicode range. */
export function packageFaces() {
  const css = readFileSync(require.resolve('@fontsource-variable/inter/index.css'), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const file = /url\(\.\/files\/(inter-([\w-]+)-wght-normal\.woff2)\)/.exec(body);
    const range = /unicode-range:\s*([^;]+);/.exec(body);
    if (!file || !range) throw new Error(`an unexpected face in the package: ${body}`);
    const unicodeRange = range[1]
      .split(',')
      .map((part) => part.trim())
      .join(', ');
    if (file[2] === 'latin-ext' && !unicodeRange.includes(CURRENCY_IN_LATIN_EXT))
      throw new Error(`the package's Latin Extended range changed: ${unicodeRange}`);
    return {
      subset: file[2],
      source: require.resolve(`@fontsource-variable/inter/files/${file[1]}`),
      unicodeRange: unicodeRange.replace(CURRENCY_IN_LATIN_EXT, WITHOUT_CURRENCY),
    };
  });
}

export const fileOf = (subset) => `inter-${subset}-wght-${WEIGHTS.min}-${WEIGHTS.max}.woff2`;

/** Every code point of a CSS unicode-range ("U+0000-00FF, U+0131, U+1F??"). */
export function codePointsOf(unicodeRange) {
  const text = [];
  for (const part of unicodeRange.split(',').map((p) => p.trim().replace(/^U\+/i, ''))) {
    const [from, to] = part.includes('?')
      ? [part.replaceAll('?', '0'), part.replaceAll('?', 'F')]
      : part.split('-').concat(part.includes('-') ? [] : [part]);
    for (let c = Number.parseInt(from, 16); c <= Number.parseInt(to, 16); c++)
      if (c >= 0x20 && (c < 0xd800 || c > 0xdfff)) text.push(String.fromCodePoint(c));
  }
  return text.join('');
}

/** One face's file: its range of the package's font, its weight axis cut to WEIGHTS. */
export const subsetFace = (face) =>
  subsetFont(readFileSync(face.source), codePointsOf(face.unicodeRange), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  });

// As the repository's formatter (Biome, 110 columns) writes it: a range too long for one line
// starts on the next.
const rangeDeclaration = (range) =>
  `  unicode-range: ${range};`.length > 110 ? `unicode-range:\n    ${range};` : `unicode-range: ${range};`;

/** fonts.css for the faces. */
export function fontsCss(faces) {
  const rules = faces.map(
    (face) => `/* inter-${face.subset}, weights ${WEIGHTS.min}–${WEIGHTS.max} */
@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url(./fonts/${fileOf(face.subset)}) format("woff2-variations");
  ${rangeDeclaration(face.unicodeRange)}
}`,
  );
  return `/* Made by apps/web/scripts/inter-subsets.mjs (npm run fonts -w @manovo/web): do not edit. */\n\n${rules.join('\n\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const faces = packageFaces();
  for (const face of faces) {
    const bytes = await subsetFace(face);
    writeFileSync(path.join(stylesDir, 'fonts', fileOf(face.subset)), bytes);
    console.log(`${fileOf(face.subset)}: ${readFileSync(face.source).length} → ${bytes.length} bytes`);
  }
  writeFileSync(path.join(stylesDir, 'fonts.css'), fontsCss(faces));
}
