// Props shared by the hero and poster scenes: operating light, patient drape, ports, monitor,
// the endoscope's round view, box trainer, people (faceless silhouettes).
import { distal, instrument } from './instrument.mjs';
import { C } from './palette.mjs';
import { circle, ellipse, g, linear, n, path, radial, rect, tf } from './svg.mjs';

/** Gradients every scene may reference. Each scene includes these defs once. */
export const sceneDefs = (id = '') =>
  linear(`sky${id}`, [
    [0, C.navy],
    [1, C.navy2],
  ]) +
  radial(`glow${id}`, [
    [0, C.white, 0.55],
    [0.35, C.tealLight, 0.18],
    [1, C.tealLight, 0],
  ]) +
  linear(`beam${id}`, [
    [0, C.white, 0.28],
    [1, C.white, 0],
  ]) +
  radial(`scope${id}`, [
    [0, '#F3B9A4'],
    [0.55, '#D98A78'],
    [0.9, '#7A3A3F'],
    [1, '#2A1420'],
  ]);

/** Operating light seen from below and the side, hanging from a ceiling arm, with its beam. */
export function orLight({ x, y, r = 110, beamTo, id = '' }) {
  const [bx, by, bw] = beamTo;
  return (
    path(
      `M${n(x - r * 0.8)} ${n(y + r * 0.2)}L${n(bx - bw)} ${n(by)}L${n(bx + bw)} ${n(by)}L${n(x + r * 0.8)} ${n(y + r * 0.2)}Z`,
      {
        fill: `url(#beam${id})`,
      },
    ) +
    path(`M${n(x)} ${n(y - r * 0.2)}V-20`, { stroke: C.slate, 'stroke-width': 14 }) +
    path(`M${n(x)} -20H${n(x + r * 2)}`, { stroke: C.slate, 'stroke-width': 14 }) +
    circle(x, y + r * 0.3, r * 2.4, { fill: `url(#glow${id})` }) +
    ellipse(x, y, r, r * 0.42, { fill: C.slateLight, stroke: C.navy, 'stroke-width': 3 }) +
    ellipse(x, y + r * 0.08, r * 0.82, r * 0.3, { fill: C.white }) +
    [-0.45, 0, 0.45].map((k) => circle(x + k * r, y + r * 0.08, r * 0.13, { fill: C.mint })).join('')
  );
}

/**
 * Patient under a sterile drape on the table, seen from the side: the body is a long mound whose
 * abdomen peaks at (peakX, top). Ports sit on the drape's window.
 */
export function patient({ x0, x1, base, top, peakX, window: win = 120 }) {
  const w = x1 - x0;
  const mound = `M${n(x0)} ${n(base)}C${n(x0 + w * 0.05)} ${n(top + 40)} ${n(peakX - win * 1.6)} ${n(top)} ${n(peakX)} ${n(top)}C${n(peakX + win * 1.4)} ${n(top)} ${n(x1 - w * 0.12)} ${n(top + 36)} ${n(x1)} ${n(top + 46)}V${n(base)}Z`;
  return (
    // Table.
    rect(x0 - 30, base, w + 60, 22, { rx: 6, fill: C.slate }) +
    rect(x0 + w * 0.35, base + 22, 40, 400, { fill: C.navy3 }) +
    path(mound, { fill: C.teal }) +
    // Drape fold lines.
    path(
      `M${n(x0 + w * 0.08)} ${n(base)}C${n(x0 + w * 0.1)} ${n(top + 70)} ${n(x0 + w * 0.2)} ${n(top + 30)} ${n(x0 + w * 0.25)} ${n(top + 28)}`,
      {
        fill: 'none',
        stroke: C.tealDark,
        'stroke-width': 4,
      },
    ) +
    path(
      `M${n(x1 - w * 0.1)} ${n(base)}C${n(x1 - w * 0.12)} ${n(top + 80)} ${n(x1 - w * 0.2)} ${n(top + 40)} ${n(x1 - w * 0.26)} ${n(top + 30)}`,
      {
        fill: 'none',
        stroke: C.tealDark,
        'stroke-width': 4,
      },
    ) +
    // Sterile window over the abdomen.
    ellipse(peakX, top + 6, win, 14, { fill: '#F6C9B5', stroke: C.tealDark, 'stroke-width': 3 })
  );
}

/** A trocar (port) standing in the abdomen at `deg` (direction of the shaft going in). */
export const port = (x, y, deg, s = 1) =>
  g(
    { transform: tf({ x, y, r: deg, s }) },
    rect(-34, -7, 44, 14, { rx: 3, fill: C.steelMid, stroke: C.navy, 'stroke-width': 2.5 }),
    rect(-52, -15, 22, 30, { rx: 6, fill: C.tealDark, stroke: C.navy, 'stroke-width': 2.5 }),
  );

/**
 * An instrument standing in a port: `deg` is the direction of the shaft into the body, `inside`
 * how much of it (mm) is hidden below the drape, `zoom` px per mm.
 */
export function instrumentInPort({ x, y, deg, inside = 120, zoom, tip, theme = 'dark', shaft = 380 }) {
  // Keep the grip below the housing whichever way the instrument leans.
  const flip = Math.cos((deg * Math.PI) / 180) < 0;
  return g(
    { transform: `${tf({ x, y, r: deg, s: zoom })}${flip ? ' scale(1 -1)' : ''}` },
    g({ transform: tf({ x: inside }) }, instrument({ tip, shaft, theme, b1: 0, b2: 0, outline: 1.2 / zoom })),
  );
}

/** The endoscope's round picture: tissue, and the tips of the instruments in it. */
export function scopeView({ cx, cy, r, id = '', tips = [], organs = '' }) {
  const clip = `sv${id}${Math.round(cx)}`;
  return (
    `<clipPath id="${clip}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>` +
    g(
      { 'clip-path': `url(#${clip})` },
      circle(cx, cy, r, { fill: `url(#scope${id})` }),
      // Folds of tissue.
      path(
        `M${n(cx - r)} ${n(cy + r * 0.35)}C${n(cx - r * 0.4)} ${n(cy + r * 0.1)} ${n(cx + r * 0.1)} ${n(cy + r * 0.55)} ${n(cx + r)} ${n(cy + r * 0.25)}V${n(cy + r)}H${n(cx - r)}Z`,
        { fill: '#C9705F', opacity: 0.7 },
      ),
      path(
        `M${n(cx - r)} ${n(cy - r * 0.3)}C${n(cx - r * 0.3)} ${n(cy - r * 0.55)} ${n(cx + r * 0.3)} ${n(cy - r * 0.1)} ${n(cx + r)} ${n(cy - r * 0.45)}`,
        { fill: 'none', stroke: '#F8D3C4', 'stroke-width': r * 0.04, opacity: 0.6 },
      ),
      organs,
      ...tips.map(({ tip, x, y, deg, zoom, b1 = -20, b2 = -20, open, flip }) =>
        g(
          {
            transform: `${tf({ x, y, r: deg, s: zoom })}${flip ? ' scale(1 -1)' : ''}`,
            stroke: C.navy,
            'stroke-width': 1.2 / zoom,
            'paint-order': 'stroke',
            'stroke-linejoin': 'round',
          },
          distal({ tip, b1, b2, open, shaft: 200 }),
        ),
      ),
    ) +
    circle(cx, cy, r, { fill: 'none', stroke: C.navy, 'stroke-width': r * 0.06 })
  );
}

/** A flat-panel monitor on a boom, showing the scope view. */
export function monitor({ x, y, w, h, id = '', tips, arm = true }) {
  return (
    (arm ? path(`M${n(x + w / 2)} ${n(y)}V-20`, { stroke: C.slate, 'stroke-width': 12 }) : '') +
    rect(x - 10, y - 10, w + 20, h + 20, { rx: 12, fill: C.navy, stroke: C.slate, 'stroke-width': 3 }) +
    rect(x, y, w, h, { rx: 4, fill: '#07182D' }) +
    scopeView({ cx: x + w / 2, cy: y + h / 2, r: h * 0.46, id, tips })
  );
}

/** A box trainer: a dome-topped box with two ports, as used in skills labs. */
export function boxTrainer({ x, y, w }) {
  const h = w * 0.42;
  return (
    path(
      `M${n(x)} ${n(y + h)}V${n(y + h * 0.35)}Q${n(x)} ${n(y)} ${n(x + w * 0.3)} ${n(y)}H${n(x + w * 0.7)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + h * 0.35)}V${n(y + h)}Z`,
      {
        fill: C.navy3,
        stroke: C.navy,
        'stroke-width': 3,
      },
    ) +
    path(`M${n(x + w * 0.08)} ${n(y + h * 0.45)}H${n(x + w * 0.92)}`, {
      stroke: C.teal,
      'stroke-width': 3,
      opacity: 0.7,
    }) +
    rect(x - w * 0.04, y + h, w * 1.08, h * 0.12, { rx: 4, fill: C.slate })
  );
}

/** A faceless person from the waist up (scrubs and cap), facing left or right. */
export function person({ x, y, s = 1, color = C.tealDark, facing = 1 }) {
  return g(
    { transform: `${tf({ x, y, s })}${facing < 0 ? ' scale(-1 1)' : ''}` },
    path('M-46 120C-46 60 -30 40 0 40C30 40 46 60 46 120Z', { fill: color }),
    path('M-16 40L0 62L16 40', { fill: 'none', stroke: C.mint, 'stroke-width': 4, opacity: 0.6 }),
    circle(0, 8, 22, { fill: '#E7C3A8' }),
    path('M-23 4C-23 -18 23 -18 23 4Z', { fill: C.teal }),
    // Mask.
    path('M-6 10H24V24Q14 30 -6 24Z', { fill: C.mint }),
  );
}
