// Every generated SVG, keyed by its path under public/images. Pure: no file system access, so a
// test can build it twice and compare.
import { brandMarkFiles } from './brand-marks.mjs';
import { featureFiles } from './features.mjs';
import { heroFiles } from './hero.mjs';
import { lineupFiles } from './lineup.mjs';
import { partnerFiles } from './partners.mjs';
import { posterFiles } from './posters.mjs';

export const buildArt = () => ({
  ...lineupFiles(),
  ...featureFiles(),
  ...heroFiles(),
  ...posterFiles(),
  ...partnerFiles(),
  ...brandMarkFiles(),
});

/** Raster versions of the heroes: 1x and 2x for desktop, 2x of a 375 px phone for mobile. */
export const HERO_RASTERS = [1, 2].flatMap((n) => [
  { svg: `hero/hero-${n}.svg`, width: 1600, height: 700, out: `hero/hero-${n}` },
  { svg: `hero/hero-${n}.svg`, width: 2880, height: 1260, out: `hero/hero-${n}@2x` },
  { svg: `hero/hero-${n}-mobile.svg`, width: 768, height: 900, out: `hero/hero-${n}-mobile` },
]);
