// The studio renders the pages show are committed (render-studio.mjs is too slow for a build): every
// file a page names exists, in both formats, and stays light.
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HERO_SLIDES } from '@manovo/content/home';
import { FEATURES, INSTRUMENTS, PRODUCT_PHOTO } from '@manovo/content/products';
import { describe, expect, it } from 'vitest';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const urlsOf = (sources: { srcSet: string }[] = []) =>
  sources.flatMap((s) => s.srcSet.split(', ').map((entry) => entry.split(' ')[0]!));

const pictures = [
  ...HERO_SLIDES.flatMap((s) => [s.image, s.mobileImage]),
  PRODUCT_PHOTO,
  ...INSTRUMENTS.map((i) => i.photo),
  ...FEATURES.filter((f) => f.sources).map((f) => ({ src: f.image, sources: f.sources })),
];

describe('studio renders on the pages', () => {
  it('exist as AVIF and WebP for every picture, each under 60 KB', () => {
    const files = pictures.flatMap((p) => [p.src, ...urlsOf(p.sources)]);
    expect(files.length).toBeGreaterThan(70);
    for (const url of files) {
      const file = join(PUBLIC, url);
      expect(existsSync(file), url).toBe(true);
      expect(statSync(file).size, url).toBeLessThan(60 * 1024);
    }
    for (const p of pictures) expect(p.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('photographs each of the fifteen end effectors for the lineup', () => {
    expect(new Set(INSTRUMENTS.map((i) => i.photo.src)).size).toBe(15);
  });

  it('has the share card backdrop and the demo clips with their posters', () => {
    for (const url of [
      '/images/renders/share-card.png',
      ...['overview', 'range-of-motion', 'rotation-360'].flatMap((c) => [
        `/media/clips/${c}.mp4`,
        `/media/clips/${c}.webp`,
      ]),
    ])
      expect(existsSync(join(PUBLIC, url)), url).toBe(true);
  });
});
