// The generated artwork: reproducible, committed as generated, small, and free of text over the
// drawings on posters.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without type declarations
import { buildArt } from './index.mjs';

const IMAGES = join(dirname(fileURLToPath(import.meta.url)), '../../public/images');
// generate-art.mjs writes the banner's lines beside the stylesheet that inlines them.
const STYLES = join(dirname(fileURLToPath(import.meta.url)), '../../src/styles');
const committed = (rel: string) => join(rel === 'banner-lines.svg' ? STYLES : IMAGES, rel);
const art: Record<string, string> = buildArt();

describe('generated artwork', () => {
  it('is deterministic: a second build gives the same bytes', () => {
    expect(buildArt()).toEqual(art);
  });

  it('matches the committed files (run npm run art after changing a drawing)', () => {
    for (const [rel, svg] of Object.entries(art)) expect(readFileSync(committed(rel), 'utf8'), rel).toBe(svg);
  });

  it('keeps every SVG under 40 KB', () => {
    for (const [rel, svg] of Object.entries(art)) expect(Buffer.byteLength(svg), rel).toBeLessThan(40 * 1024);
  });

  it('draws fifteen different end effectors', () => {
    const cards = Object.entries(art).filter(([rel]) => rel.startsWith('instruments/'));
    expect(cards).toHaveLength(15);
    expect(new Set(cards.map(([, svg]) => svg)).size).toBe(15);
  });

  it('puts no text on posters, heroes or lineup cards (labels would run into the drawing)', () => {
    const pictures = Object.entries(art).filter(([rel]) => /^(demo|hero|instruments)\/|^default-/.test(rel));
    expect(pictures.length).toBeGreaterThan(30);
    for (const [rel, svg] of pictures) expect(svg, rel).not.toMatch(/<text/);
  });

  it('names every partner in full, as outlines that do not depend on installed fonts', () => {
    for (let i = 1; i <= 4; i++) {
      const svg = art[`partners/partner-${i}.svg`] ?? '';
      expect(svg).toMatch(/<title>[A-Z][A-Za-z ]{10,}<\/title>/);
      expect(svg).not.toMatch(/<text/);
    }
  });
});
