// Small marks: favicon, the company's author avatar, the default profile silhouette, social
// network badges, and the faint line drawing behind page banners.

import { instrument } from './instrument.mjs';
import { C } from './palette.mjs';
import { circle, g, tf } from './svg.mjs';

const badge = (bg, glyph) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36"><rect width="36" height="36" rx="18" fill="${bg}" />${glyph}</svg>\n`;

const SOCIAL = {
  linkedin: badge(
    '#0A66C2',
    '<text x="18" y="25" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="17" fill="#fff">in</text>',
  ),
  twitter: badge(
    C.navy,
    '<path d="M11 10h4l10 16h-4zM25 10 11 26" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round" />',
  ),
  instagram: badge(
    '#C13584',
    '<rect x="10" y="10" width="16" height="16" rx="5" fill="none" stroke="#fff" stroke-width="2.2" /><circle cx="18" cy="18" r="4" fill="none" stroke="#fff" stroke-width="2.2" />',
  ),
  youtube: badge('#CC0000', '<path d="M15 12v12l10-6z" fill="#fff" />'),
};

export const brandMarkFiles = () => ({
  'default-profile.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
  <rect width="96" height="96" rx="48" fill="${C.mint}" />
  <circle cx="48" cy="38" r="16" fill="${C.teal}" fill-opacity="0.55" />
  <path d="M18 84c4-16 16-24 30-24s26 8 30 24" fill="${C.teal}" fill-opacity="0.55" />
</svg>
`,
  'author-manovo.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36">
  <rect width="36" height="36" rx="18" fill="${C.teal}" />
  <path d="M8 26 L15 19 L21 21 L28 11" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" />
</svg>
`,
  '../favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36">
  <rect width="36" height="36" rx="10" fill="${C.teal}" />
  <path d="M8 26 L16 18 L22 20 L29 10" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" />
  <circle cx="16" cy="18" r="2.6" fill="${C.accent}" />
</svg>
`,
  ...Object.fromEntries(Object.entries(SOCIAL).map(([k, v]) => [`social/${k}.svg`, v])),
  // Page banners show this at half opacity over navy, right-aligned.
  'banner-lines.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400">${[
    0, 1, 2, 3, 4, 5,
  ]
    .map((i) =>
      circle(480, 200, 60 + i * 55, {
        fill: 'none',
        stroke: C.white,
        'stroke-opacity': 0.12,
        'stroke-width': 2,
      }),
    )
    .join(
      '',
    )}${g({ transform: tf({ x: 470, y: 250, r: -30, s: 0.75 }), opacity: 0.9 }, instrument({ tip: 'maryland-dissector', shaft: 300, theme: 'dark', outline: 1.6 }))}</svg>\n`,
});
