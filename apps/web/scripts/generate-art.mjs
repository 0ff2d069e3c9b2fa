// Generates the site's original SVG artwork (brand-coloured line art of the Articulate 8
// instruments and abstract gradients) into public/images. Run: node scripts/generate-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');
const C = {
  navy: '#0B2545',
  teal: '#0E9F8E',
  tealDark: '#0A7A6D',
  mint: '#E6F6F3',
  slate: '#5B6B7F',
  accent: '#F28C28',
  white: '#FFFFFF',
};

const write = (rel, svg) => {
  const file = join(OUT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${svg.trim()}\n`);
};

const rad = (d) => (d * Math.PI) / 180;

/** An instrument: handle, straight shaft, two-segment articulating wrist and jaws. */
function instrument({
  x,
  y,
  length,
  angle = 0,
  bend = 35,
  jaw = 'grasper',
  stroke = C.white,
  accent = C.accent,
  scale = 1,
  open = 16,
}) {
  const s = scale;
  const dx = Math.cos(rad(angle));
  const dy = Math.sin(rad(angle));
  const ex = x + dx * length * s;
  const ey = y + dy * length * s;
  const seg = 34 * s;
  const a1 = angle + bend / 2;
  const a2 = angle + bend;
  const j1x = ex + Math.cos(rad(a1)) * seg;
  const j1y = ey + Math.sin(rad(a1)) * seg;
  const j2x = j1x + Math.cos(rad(a2)) * seg;
  const j2y = j1y + Math.sin(rad(a2)) * seg;
  const jl = 62 * s;
  const jawPath = (sign) => {
    const a = a2 + sign * open;
    const mx = j2x + Math.cos(rad(a)) * jl * 0.55;
    const my = j2y + Math.sin(rad(a)) * jl * 0.55;
    const tx = j2x + Math.cos(rad(a2 + sign * open * 0.4)) * jl;
    const ty = j2y + Math.sin(rad(a2 + sign * open * 0.4)) * jl;
    return `M${j2x.toFixed(1)} ${j2y.toFixed(1)} Q${mx.toFixed(1)} ${my.toFixed(1)} ${tx.toFixed(1)} ${ty.toFixed(1)}`;
  };
  const jaws =
    jaw === 'hook'
      ? `<path d="M${j2x.toFixed(1)} ${j2y.toFixed(1)} l${(Math.cos(rad(a2)) * jl).toFixed(1)} ${(Math.sin(rad(a2)) * jl).toFixed(1)} l${(Math.cos(rad(a2 + 90)) * 18 * s).toFixed(1)} ${(Math.sin(rad(a2 + 90)) * 18 * s).toFixed(1)}" />`
      : jaw === 'spatula'
        ? `<path d="M${j2x.toFixed(1)} ${j2y.toFixed(1)} l${(Math.cos(rad(a2)) * jl).toFixed(1)} ${(Math.sin(rad(a2)) * jl).toFixed(1)}" stroke-width="${14 * s}" />`
        : `<path d="${jawPath(1)}" /><path d="${jawPath(-1)}" />`;
  // Handle: pistol grip behind the shaft start.
  const hx = x - dx * 70 * s;
  const hy = y - dy * 70 * s;
  const gx = hx + Math.cos(rad(angle + 100)) * 90 * s;
  const gy = hy + Math.sin(rad(angle + 100)) * 90 * s;
  return `
  <g fill="none" stroke="${stroke}" stroke-linecap="round" stroke-linejoin="round">
    <path d="M${hx.toFixed(1)} ${hy.toFixed(1)} L${x.toFixed(1)} ${y.toFixed(1)}" stroke-width="${26 * s}" />
    <path d="M${hx.toFixed(1)} ${hy.toFixed(1)} L${gx.toFixed(1)} ${gy.toFixed(1)}" stroke-width="${30 * s}" />
    <circle cx="${(x - dx * 20 * s).toFixed(1)}" cy="${(y - dy * 20 * s).toFixed(1)}" r="${13 * s}" fill="${accent}" stroke="none" />
    <path d="M${x.toFixed(1)} ${y.toFixed(1)} L${ex.toFixed(1)} ${ey.toFixed(1)}" stroke-width="${10 * s}" />
    <path d="M${ex.toFixed(1)} ${ey.toFixed(1)} L${j1x.toFixed(1)} ${j1y.toFixed(1)} L${j2x.toFixed(1)} ${j2y.toFixed(1)}" stroke-width="${12 * s}" />
    <circle cx="${ex.toFixed(1)}" cy="${ey.toFixed(1)}" r="${8 * s}" fill="${accent}" stroke="none" />
    <circle cx="${j1x.toFixed(1)}" cy="${j1y.toFixed(1)}" r="${8 * s}" fill="${accent}" stroke="none" />
    <g stroke-width="${7 * s}">${jaws}</g>
  </g>`;
}

const gradient = (id, a, b, c) => `
  <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${a}" /><stop offset="0.6" stop-color="${b}" /><stop offset="1" stop-color="${c}" />
  </linearGradient>`;

const rings = (cx, cy, n, color, opacity = 0.18) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<circle cx="${cx}" cy="${cy}" r="${60 + i * 55}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="2" />`,
  ).join('');

// Hero slides (desktop 1600x700, mobile 768x900).
write(
  'hero/hero-1.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 700" width="1600" height="700">
  <defs>${gradient('g', C.navy, '#12406B', C.tealDark)}</defs>
  <rect width="1600" height="700" fill="url(#g)" />
  ${rings(1150, 350, 8, C.white, 0.1)}
  ${instrument({ x: 760, y: 470, length: 420, angle: -18, bend: 48, scale: 1.25 })}
</svg>`,
);
write(
  'hero/hero-1-mobile.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 768 900" width="768" height="900">
  <defs>${gradient('g', C.navy, '#12406B', C.tealDark)}</defs>
  <rect width="768" height="900" fill="url(#g)" />
  ${rings(520, 640, 7, C.white, 0.1)}
  ${instrument({ x: 200, y: 780, length: 300, angle: -40, bend: 50, scale: 1 })}
</svg>`,
);
write(
  'hero/hero-2.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 700" width="1600" height="700">
  <defs>${gradient('g', C.tealDark, '#0D5E73', C.navy)}</defs>
  <rect width="1600" height="700" fill="url(#g)" />
  ${rings(1250, 180, 9, C.white, 0.08)}
  ${instrument({ x: 820, y: 560, length: 380, angle: -30, bend: 40, scale: 1 })}
  ${instrument({ x: 860, y: 600, length: 420, angle: -10, bend: -35, scale: 1, jaw: 'hook', accent: C.mint })}
  ${instrument({ x: 900, y: 650, length: 400, angle: 5, bend: 30, scale: 1, jaw: 'spatula' })}
</svg>`,
);
write(
  'hero/hero-2-mobile.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 768 900" width="768" height="900">
  <defs>${gradient('g', C.tealDark, '#0D5E73', C.navy)}</defs>
  <rect width="768" height="900" fill="url(#g)" />
  ${rings(600, 200, 6, C.white, 0.08)}
  ${instrument({ x: 180, y: 800, length: 280, angle: -50, bend: 40, scale: 0.9 })}
  ${instrument({ x: 240, y: 840, length: 300, angle: -38, bend: -35, scale: 0.9, jaw: 'hook', accent: C.mint })}
</svg>`,
);
write(
  'banner-lines.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400">
  ${rings(480, 200, 7, C.white, 0.12)}
  ${instrument({ x: 330, y: 330, length: 150, angle: -35, bend: 45, scale: 0.7, stroke: '#9FF0E4', accent: C.accent })}
</svg>`,
);

// Demo broadcasts and videos (1200x675).
const palettes = [
  [C.navy, '#12406B', C.tealDark],
  [C.tealDark, '#0D5E73', C.navy],
  ['#12406B', C.navy, '#0D5E73'],
  [C.navy, C.tealDark, C.teal],
  ['#0D5E73', C.navy, '#12406B'],
  [C.tealDark, C.navy, '#0D5E73'],
];
const jaws = ['grasper', 'hook', 'spatula'];
const card = (i, label) => {
  const p = palettes[i % palettes.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">
  <defs>${gradient('g', p[0], p[1], p[2])}</defs>
  <rect width="1200" height="675" fill="url(#g)" />
  ${rings(900 - (i % 3) * 120, 240 + (i % 2) * 160, 7, C.white, 0.09)}
  ${instrument({ x: 420 + (i % 3) * 40, y: 520, length: 330, angle: -22 + (i % 4) * 6, bend: (i % 2 ? -1 : 1) * (30 + (i % 3) * 8), jaw: jaws[i % 3], scale: 1 })}
  <text x="60" y="615" font-family="Inter, system-ui, sans-serif" font-size="30" font-weight="600" fill="#9FF0E4" letter-spacing="3">${label}</text>
</svg>`;
};
for (let i = 1; i <= 6; i++) write(`demo/broadcast-${i}.svg`, card(i, 'MANOVO SURGICAL'));
for (let i = 1; i <= 9; i++) write(`demo/video-${i}.svg`, card(i + 2, 'ARTICULATE 8'));
write('default-video.svg', card(0, 'VIDEO'));
write('default-broadcast.svg', card(3, 'MANOVO SURGICAL'));

// Default profile picture: neutral silhouette, no face.
write(
  'default-profile.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
  <rect width="96" height="96" rx="48" fill="${C.mint}" />
  <circle cx="48" cy="38" r="16" fill="${C.teal}" fill-opacity="0.55" />
  <path d="M18 84c4-16 16-24 30-24s26 8 30 24" fill="${C.teal}" fill-opacity="0.55" />
</svg>`,
);
write(
  'author-manovo.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36">
  <rect width="36" height="36" rx="18" fill="${C.teal}" />
  <path d="M8 26 L15 19 L21 21 L28 11" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" />
</svg>`,
);
const socialGlyph = {
  linkedin: [
    '#0A66C2',
    '<text x="18" y="25" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="17" fill="#fff">in</text>',
  ],
  twitter: [
    C.navy,
    '<path d="M11 10h4l10 16h-4zM25 10 11 26" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round" />',
  ],
  instagram: [
    '#C13584',
    '<rect x="10" y="10" width="16" height="16" rx="5" fill="none" stroke="#fff" stroke-width="2.2" /><circle cx="18" cy="18" r="4" fill="none" stroke="#fff" stroke-width="2.2" />',
  ],
  youtube: ['#CC0000', '<path d="M15 12v12l10-6z" fill="#fff" />'],
};
for (const [name, [bg, glyph]] of Object.entries(socialGlyph))
  write(
    `social/${name}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36"><rect width="36" height="36" rx="18" fill="${bg}" />${glyph}</svg>`,
  );

// Partner logos (original marks).
const partners = [
  ['Medical Technology Park', 'M', C.tealDark],
  ['State Startup Mission', 'S', C.accent],
  ['Institute of Surgical Training', 'I', C.navy],
  ['BioDesign Incubator', 'B', '#0D5E73'],
];
partners.forEach(([name, letter, color], i) => {
  const words = name.split(' ');
  const line1 = words.slice(0, Math.ceil(words.length / 2)).join(' ');
  const line2 = words.slice(Math.ceil(words.length / 2)).join(' ');
  write(
    `partners/partner-${i + 1}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 80" width="220" height="80" role="img" aria-label="${name}">
  <rect x="4" y="12" width="56" height="56" rx="${i % 2 ? 28 : 12}" fill="${color}" />
  <text x="32" y="50" text-anchor="middle" font-family="Inter, system-ui, sans-serif" font-weight="700" font-size="28" fill="#fff">${letter}</text>
  <text x="72" y="36" font-family="Inter, system-ui, sans-serif" font-weight="700" font-size="15" fill="${C.navy}">${line1}</text>
  <text x="72" y="56" font-family="Inter, system-ui, sans-serif" font-weight="500" font-size="13" fill="${C.slate}">${line2}</text>
</svg>`,
  );
});

// Feature illustrations (600x400) on mint.
const features = {
  rotation: {
    bend: 40,
    extra: `<path d="M430 120a60 60 0 1 1-20-40" fill="none" stroke="${C.accent}" stroke-width="5" stroke-linecap="round"/><path d="M410 62l2 22 20-8" fill="none" stroke="${C.accent}" stroke-width="5" stroke-linecap="round"/>`,
  },
  dof: {
    bend: 55,
    extra: Array.from(
      { length: 8 },
      (_, i) => `<circle cx="${80 + i * 22}" cy="60" r="7" fill="${i < 8 ? C.accent : C.slate}"/>`,
    ).join(''),
  },
  haptic: {
    bend: 20,
    extra: `<path d="M460 230c20-20 20-50 0-70M485 250c35-35 35-95 0-130" fill="none" stroke="${C.accent}" stroke-width="5" stroke-linecap="round"/>`,
  },
  ergonomics: {
    bend: 30,
    extra: `<path d="M90 300c30-40 80-50 120-30" fill="none" stroke="${C.accent}" stroke-width="5" stroke-linecap="round" stroke-dasharray="4 12"/>`,
  },
  compatibility: {
    bend: 25,
    extra: `<rect x="360" y="250" width="70" height="110" rx="10" fill="none" stroke="${C.slate}" stroke-width="4"/><circle cx="395" cy="285" r="12" fill="${C.accent}"/>`,
  },
  lengths: {
    bend: 15,
    extra: [0, 1, 2]
      .map(
        (k) =>
          `<path d="M80 ${320 + k * 22}h${260 + k * 80}" stroke="${k === 1 ? C.accent : C.slate}" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join(''),
  },
};
for (const [id, f] of Object.entries(features))
  write(
    `features/${id}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400">
  <rect width="600" height="400" rx="24" fill="#F4FBF9" />
  ${rings(420, 180, 4, C.teal, 0.15)}
  ${f.extra}
  ${instrument({ x: 190, y: 270, length: 190, angle: -25, bend: f.bend, scale: 0.8, stroke: C.navy, accent: C.teal })}
</svg>`,
  );

// Instrument jaw close-ups (480x200), one per lineup entry.
const lineup = [
  ['fenestrated-forceps', 'grasper', 18],
  ['maryland-dissector', 'grasper', 10],
  ['precise-dissector', 'grasper', 6],
  ['bipolar-blunt-tip-dissector', 'grasper', 12],
  ['cobra-grasper', 'grasper', 20],
  ['tenaculum-forceps', 'grasper', 24],
  ['needle-holder', 'grasper', 8],
  ['clip-applier', 'grasper', 14],
  ['potts-scissors', 'grasper', 22],
  ['round-tip-scissors', 'grasper', 16],
  ['monopolar-scissors', 'grasper', 20],
  ['monopolar-spatula', 'spatula', 0],
  ['monopolar-hook', 'hook', 0],
  ['vessel-sealer-extend', 'grasper', 9],
  ['clinch-forceps', 'grasper', 13],
];
for (const [i, [id, jaw, open]] of lineup.entries()) {
  write(
    `instruments/${id}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 200" width="480" height="200">
  <rect width="480" height="200" rx="12" fill="${C.mint}" />
  ${instrument({ x: 60, y: 130, length: 220, angle: -6, bend: i % 2 ? 30 : -20, jaw, open, scale: 0.9, stroke: C.navy, accent: C.teal })}
</svg>`,
  );
}

write(
  '../favicon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36">
  <rect width="36" height="36" rx="10" fill="${C.teal}" />
  <path d="M8 26 L16 18 L22 20 L29 10" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" />
  <circle cx="16" cy="18" r="2.6" fill="${C.accent}" />
</svg>`,
);
console.log('artwork written to', OUT);
