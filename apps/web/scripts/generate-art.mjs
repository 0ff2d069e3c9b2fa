// Generates the site's artwork into public/images: the fifteen end-effector cards, the six feature
// panels, the hero scenes (SVG plus AVIF/WebP rasters), demo posters, partner marks and small
// brand marks. Deterministic: a second run writes the same bytes.
// Run: npm run art --workspace @manovo/web   (add -- --svg-only to skip the slow raster encodes)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildArt, HERO_RASTERS } from './art/index.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');

// Drawn inside the stylesheet rather than fetched (src/styles/global.css says why).
const IN_STYLES = {
  'banner-lines.svg': join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'styles'),
};

const write = (rel, data) => {
  const file = join(IN_STYLES[rel] ?? OUT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
};

const files = buildArt();
for (const [rel, svg] of Object.entries(files)) write(rel, svg);

// Rasters of the hero scenes: one decode of known size instead of painting hundreds of paths
// full-bleed on a phone. sharp (libvips) renders the SVG and encodes it.
const rasters = process.argv.includes('--svg-only') ? [] : HERO_RASTERS;
const { default: sharp } = await import('sharp');
for (const { svg, width, height, out } of rasters) {
  const source = readFileSync(join(OUT, svg));
  const image = sharp(source, { density: (72 * width) / Number(/width="(\d+)"/.exec(source)[1]) }).resize(
    width,
    height,
  );
  write(`${out}.webp`, await image.clone().webp({ quality: 82, effort: 6 }).toBuffer());
  write(`${out}.avif`, await image.clone().avif({ quality: 55, effort: 6 }).toBuffer());
}
console.log(`wrote ${Object.keys(files).length} SVG files and ${rasters.length * 2} rasters to ${OUT}`);
