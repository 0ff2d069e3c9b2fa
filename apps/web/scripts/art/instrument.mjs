// The Articulate 8 instrument, drawn in millimetres: ergonomic handle, 8 mm shaft, two-segment
// articulating wrist and one of fifteen end effectors. Every part is drawn in its own frame and
// chained with SVG transforms, so a bend at a joint moves everything distal to it.
import { C } from './palette.mjs';
import { circle, g, n, path, poly, rect, tf } from './svg.mjs';

const SHAFT_R = 4; // 8 mm shaft
export const SEGMENT = 7; // each wrist segment, mm
const CLEVIS = 6; // from the last joint to the jaw pivot, mm

/** Colours for a drawing on a light (mint/white) or a dark (navy) ground. */
export const THEMES = {
  light: {
    line: C.navy,
    steel: C.steel,
    steelMid: C.steelMid,
    steelDark: C.steelDark,
    body: C.navy,
    body2: C.navy3,
    trim: C.teal,
  },
  dark: {
    line: C.navy,
    steel: C.steel,
    steelMid: C.steelMid,
    steelDark: C.steelDark,
    body: '#DCE6EE',
    body2: '#B4C4D3',
    trim: C.teal,
  },
};

const _quad = (a, b, c, t) => (1 - t) ** 2 * a + 2 * (1 - t) * t * b + t ** 2 * c;

/**
 * One jaw as a polygon in the pivot frame (+x distal). s = -1 draws the upper jaw, +1 the lower.
 * The grasping face follows a centreline that curves by `curve` mm at the tip; the back sits h(x) away.
 */
function jawOutline(o, s) {
  const {
    L,
    h0,
    h1,
    curve = 0,
    tip = 'round',
    teeth = 0,
    pitch = 2.4,
    notch = false,
    bulb = 0,
    widen = 0,
  } = o;
  const yc = (x) => -curve * (Math.max(0, x) / L) ** 2;
  const h = (x) => {
    const t = Math.max(0, x) / L;
    return h0 + (h1 - h0) * t + widen * Math.sin(Math.PI * t) + bulb * Math.max(0, (t - 0.8) / 0.2) ** 2;
  };
  const face = [[-3, 0]];
  const step = teeth ? pitch / 2 : L / 10;
  const phase = s < 0 ? 0 : 1;
  for (let i = 0, x = 0; x <= L - (tip === 'point' ? 0.5 : h1 / 2); i++, x += step) {
    const toothy = teeth && x > (o.teethFrom ?? 0) * L && (i + phase) % 2 === 1;
    face.push([x, yc(x) - (toothy ? s * teeth : 0)]);
    if (notch && x < 4 && x + step >= 4) face.push([3, 0], [4, s * 1.6], [5, 0]);
  }
  const tipPts = [];
  const end = yc(L);
  if (tip === 'point') tipPts.push([L, end + s * 0.3]);
  else if (tip === 'hook')
    tipPts.push([L - 0.6, end - s * 0.4], [L + 0.9, end - s * 2.4], [L + 1.1, end + s * h1 * 0.8]);
  else {
    const r = (h(L) || h1) / 2;
    for (let k = 0; k <= 6; k++) {
      const a = (Math.PI * k) / 6 - Math.PI / 2;
      tipPts.push([L - r + Math.cos(a) * r * 1.1, end + s * r - s * Math.sin(a) * r]);
    }
  }
  const back = [];
  for (let x = L - (tip === 'round' ? (h(L) || h1) / 2 : 0); x >= -3; x -= L / 10)
    back.push([x, yc(x) + s * h(x)]);
  back.push([-3, s * h0]);
  return poly([...face, ...tipPts, ...back]);
}

/** Serration marks just inside a jaw's face. */
function serrations(o, s, t) {
  const { L, curve = 0, cross = false } = o;
  const yc = (x) => -curve * (x / L) ** 2;
  const pts = [];
  for (let i = 0, x = 1.2; x < L - 1.6; i++, x += 0.8) pts.push([x, yc(x) + s * (i % 2 ? 0.25 : 0.9)]);
  let d = poly(pts, false);
  if (cross) {
    const p2 = pts.map(([x, _y], i) => [x, yc(x) + s * (i % 2 ? 0.9 : 1.6)]);
    d += poly(p2, false);
  }
  return path(d, { fill: 'none', stroke: t.line, 'stroke-width': 0.22, 'stroke-opacity': 0.55 });
}

/** A pair of jaws opening symmetrically about the pivot. */
function jawPair(o, open, t, extra = () => '') {
  const one = (s) => {
    let d = jawOutline(o, s);
    if (o.window) {
      const y0 = s * o.h0 * 0.32;
      const y1 = s * o.h0 * 0.72;
      d += poly([
        [o.L * 0.22, y0],
        [o.L * 0.78, y0 * 0.75],
        [o.L * 0.78, y1 * 0.78],
        [o.L * 0.22, y1],
      ]);
    }
    return g(
      { transform: tf({ r: (s * open) / 2 }) },
      path(d, { fill: s < 0 ? t.steel : t.steelMid, 'fill-rule': 'evenodd' }),
      o.plain ? '' : serrations(o, s, t),
      extra(s),
    );
  };
  return one(1) + one(-1);
}

/** The fork at the end of the wrist that carries the jaw pin, insulated (navy boot) on energy tips. */
const clevis = (t, insulated) =>
  path(`M${-CLEVIS} -4.2H-1.2Q1.6 -4.2 1.6 0Q1.6 4.2 -1.2 4.2H${-CLEVIS}Z`, {
    fill: insulated ? C.navy : t.steelMid,
  }) + circle(0, 0, 1.2, { fill: insulated ? C.steelMid : t.line });

/** Two scissor blades that cross at a screw pivot. */
function blades(o, open, t) {
  const blade = (s) =>
    g(
      { transform: tf({ r: (s * open) / 2 }) },
      path(jawOutline({ ...o, h0: o.h0, teeth: 0 }, s), { fill: s < 0 ? t.steel : t.steelMid }),
      // The ground cutting edge catches the light.
      path(
        poly(
          Array.from({ length: 9 }, (_, i) => {
            const x = 1 + (i * (o.L - 2.5)) / 8;
            return [x, -(o.curve ?? 0) * (x / o.L) ** 2 + s * 0.45];
          }),
          false,
        ),
        { fill: 'none', stroke: C.white, 'stroke-width': 0.5, 'stroke-opacity': 0.9 },
      ),
    );
  return blade(1) + blade(-1);
}

const screw = (t) =>
  circle(0, 0, 1.6, { fill: t.steel }) + path('M-1.1 -0.4L1.1 0.4', { stroke: t.line, 'stroke-width': 0.4 });

// Monopolar electrodes share an insulated neck and a small energy cue.
const neck = (len) => path(`M${-CLEVIS} -4.2H0L${len} -1.4V1.4L0 4.2H${-CLEVIS}Z`, { fill: C.navy });

/** The fifteen end effectors, each a function of the opening angle, drawn from the jaw pivot. */
export const TIPS = {
  'fenestrated-forceps': (open, t) =>
    jawPair({ L: 18, h0: 3.6, h1: 2.6, window: true }, open, t) + clevis(t, true),
  'maryland-dissector': (open, t) =>
    jawPair({ L: 18, h0: 3.4, h1: 1.1, curve: 5.5, tip: 'round' }, open, t) + clevis(t, true),
  'precise-dissector': (open, t) =>
    jawPair({ L: 18, h0: 2.8, h1: 0.5, curve: 1.6, tip: 'point' }, open, t) + clevis(t, false),
  'bipolar-blunt-tip-dissector': (open, t) =>
    jawPair({ L: 18, h0: 3.2, h1: 1.6, curve: 2.4, bulb: 1.1 }, open, t) + clevis(t, true),
  'cobra-grasper': (open, t) =>
    jawPair(
      { L: 18, h0: 3.0, h1: 3.2, widen: 1.0, curve: 1.6, teeth: 0.7, pitch: 1.8, teethFrom: 0.6 },
      open,
      t,
    ) + clevis(t, false),
  'tenaculum-forceps': (open, t) =>
    jawPair({ L: 18, h0: 3.0, h1: 1.3, tip: 'hook', plain: true }, open, t) + clevis(t, false),
  'needle-holder': (open, t) =>
    jawPair({ L: 15, h0: 3.9, h1: 2.4, notch: true, cross: true }, open, t, (s) =>
      // The needle and suture, held across the upper jaw's tip.
      s < 0
        ? path('M11 3.6C10 -5 15.5 -8 19.5 -4.5', {
            fill: 'none',
            stroke: t.steelDark,
            'stroke-width': 0.8,
            'stroke-linecap': 'round',
          }) + path('M11 3.6C10.5 7 8 8 5 8.6', { fill: 'none', stroke: C.teal, 'stroke-width': 0.55 })
        : '',
    ) + clevis(t, false),
  'clip-applier': (open, t) =>
    jawPair({ L: 16, h0: 3.4, h1: 2.6, plain: true }, open, t, (s) =>
      // Each jaw's channel holds one leg of the clip.
      path(`M1.5 ${n(s * 1.6)}H14.2`, { stroke: t.steelDark, 'stroke-width': 0.5 }),
    ) +
    // The V-shaped ligating clip, apex at the hinge, legs along the open jaws.
    path(
      `M${n(15 * Math.cos((open / 2) * (Math.PI / 180)))} ${n(-15 * Math.sin((open / 2) * (Math.PI / 180)) + 0.9)}L3 0L${n(15 * Math.cos((open / 2) * (Math.PI / 180)))} ${n(15 * Math.sin((open / 2) * (Math.PI / 180)) - 0.9)}`,
      {
        fill: 'none',
        stroke: C.accent,
        'stroke-width': 0.9,
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
      },
    ) +
    clevis(t, false),
  'potts-scissors': (open, t) =>
    g(
      { transform: tf({ r: -35 }) },
      blades({ L: 16, h0: 1.9, h1: 0.4, tip: 'point', curve: 0.6 }, open, t),
      screw(t),
    ) + clevis(t, false),
  'round-tip-scissors': (open, t) =>
    blades({ L: 17, h0: 2.6, h1: 1.8, curve: 2.6, tip: 'round' }, open, t) + clevis(t, true) + screw(t),
  'monopolar-scissors': (open, t) =>
    blades({ L: 17, h0: 2.5, h1: 0.5, curve: 3, tip: 'point' }, open, t) + clevis(t, true) + screw(t),
  'monopolar-spatula': (_open, t) =>
    neck(4) +
    path(
      'M3.5 -1.1Q8 -1.3 10 -3.4Q14 -4.6 18.5 -3.3Q20.6 -2.4 20.6 0Q20.6 2.4 18.5 3.3Q14 4.6 10 3.4Q8 1.3 3.5 1.1Z',
      {
        fill: t.steel,
      },
    ) +
    path('M10.5 0H19', { stroke: t.steelDark, 'stroke-width': 0.35 }),
  'monopolar-hook': (_open, t) =>
    neck(4) +
    path('M3.5 0H17.5V-5', {
      fill: 'none',
      stroke: t.line,
      'stroke-width': 1.9,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    path('M3.5 0H17.5V-5', {
      fill: 'none',
      stroke: t.steel,
      'stroke-width': 1.2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  'vessel-sealer-extend': (open, t) =>
    jawPair(
      { L: 24, h0: 3.9, h1: 2.2, curve: 1.6, plain: true },
      open,
      t,
      (s) =>
        // Seal electrode inlaid along the jaw face, with the knife channel down its middle.
        path(
          poly([
            ...Array.from({ length: 9 }, (_, i) => {
              const x = 1.5 + i * 2.4;
              return [x, -1.6 * (x / 24) ** 2 + s * 0.3];
            }),
            ...Array.from({ length: 9 }, (_, i) => {
              const x = 1.5 + (8 - i) * 2.4;
              return [x, -1.6 * (x / 24) ** 2 + s * 1.5];
            }),
          ]),
          { fill: C.teal },
        ) +
        path(
          poly(
            Array.from({ length: 8 }, (_, i) => {
              const x = 2 + i * 2.4;
              return [x, -1.6 * (x / 24) ** 2 + s * 0.9];
            }),
            false,
          ),
          { fill: 'none', stroke: t.line, 'stroke-width': 0.25 },
        ),
    ) + clevis(t, true),
  'clinch-forceps': (open, t) =>
    jawPair({ L: 18, h0: 3.8, h1: 2.8, teeth: 1.2, pitch: 2.6, plain: true }, open, t) + clevis(t, false),
};

export const TIP_IDS = Object.keys(TIPS);

/** Sensible opening for each tip in a still drawing. */
export const DEFAULT_OPEN = {
  'fenestrated-forceps': 34,
  'maryland-dissector': 28,
  'precise-dissector': 22,
  'bipolar-blunt-tip-dissector': 26,
  'cobra-grasper': 34,
  'tenaculum-forceps': 30,
  'needle-holder': 0,
  'clip-applier': 30,
  'potts-scissors': 22,
  'round-tip-scissors': 24,
  'monopolar-scissors': 24,
  'monopolar-spatula': 0,
  'monopolar-hook': 0,
  'vessel-sealer-extend': 22,
  'clinch-forceps': 26,
};

/** One wrist segment: a short steel knuckle with grooves, drawn from its proximal joint. */
const segment = (t) =>
  rect(0, -SHAFT_R, SEGMENT, SHAFT_R * 2, { rx: 1.6, fill: t.steelMid }) +
  path(`M2.3 -3.6V3.6M4.7 -3.6V3.6`, { stroke: t.steelDark, 'stroke-width': 0.35 });

const joint = (t) => circle(0, 0, 2.6, { fill: t.trim }) + circle(0, 0, 1, { fill: t.steel });

/**
 * Shaft (from -shaft to 0), two wrist segments bent by b1 and b2 degrees, and the tip.
 * The stroke is drawn through paint-order on the group so every part gets the same outline.
 */
export function distal({ tip, open = DEFAULT_OPEN[tip], b1 = 0, b2 = 0, shaft = 40, theme = 'light' }) {
  const t = THEMES[theme];
  return (
    rect(-shaft, -SHAFT_R, shaft, SHAFT_R * 2, { fill: t.steelMid }) +
    path(`M${-shaft} -2.2H-1`, {
      stroke: C.white,
      'stroke-width': 0.9,
      'stroke-opacity': 0.75,
    }) +
    g(
      { transform: tf({ r: b1 }) },
      segment(t),
      g(
        { transform: tf({ x: SEGMENT, r: b2 }) },
        segment(t),
        g({ transform: tf({ x: SEGMENT + CLEVIS }) }, TIPS[tip](open, t)),
        joint(t),
      ),
      joint(t),
    )
  );
}

/**
 * The ergonomic pistol handle, drawn from the proximal end of the shaft (origin) backwards:
 * nose cone, 360° rotation wheel, housing with the index-finger support on top, the palm grip
 * hinged at the articulation joint, and the finger lever with its ring.
 */
export function handle({ theme = 'light' } = {}) {
  const t = THEMES[theme];
  return (
    // Palm grip, angled back, with finger grooves on its front edge.
    path(
      'M-96 8C-99 40 -106 70 -112 96Q-114 106 -104 108L-88 110Q-80 110 -80 100C-80 92 -76 88 -76 80C-76 72 -72 68 -72 60C-72 50 -69 44 -70 34L-72 10Z',
      { fill: t.body },
    ) +
    path('M-90 30C-92 55 -97 75 -101 92', {
      fill: 'none',
      stroke: t.body2,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }) +
    // Finger lever (drives the jaws) ending in a ring.
    path('M-64 10L-56 10L-50 52L-58 54Z', { fill: t.body2 }) +
    circle(-53, 62, 10, { fill: 'none', stroke: t.trim, 'stroke-width': 5 }) +
    // Housing.
    path('M-4 -9L-118 -13Q-130 -13 -130 -1Q-130 14 -116 14L-4 9Z', { fill: t.body }) +
    path('M-110 -8L-20 -6', {
      stroke: C.white,
      'stroke-opacity': 0.22,
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
    }) +
    // Articulation joint between housing and grip: the wrist follows the hand here.
    circle(-92, 10, 9, { fill: t.trim }) +
    circle(-92, 10, 3.5, { fill: t.steel }) +
    // Finger support: a contoured rest for the index finger on top of the housing.
    path('M-66 -11C-64 -22 -54 -24 -48 -18C-43 -14 -36 -15 -33 -21Q-30 -25 -26 -20L-24 -10Z', {
      fill: t.trim,
    }) +
    path('M-60 -16L-58 -12M-52 -17L-51 -12M-44 -15L-44 -11', {
      stroke: C.white,
      'stroke-opacity': 0.5,
      'stroke-width': 1,
    }) +
    // Rotation wheel (360° end-effector roll) with knurling, then the nose cone.
    rect(-22, -14, 9, 28, { rx: 3, fill: t.trim }) +
    path('M-19.5 -11V11M-16.5 -11V11', { stroke: C.white, 'stroke-opacity': 0.55, 'stroke-width': 0.9 }) +
    path(`M-13 -8L0 -${SHAFT_R}V${SHAFT_R}L-13 8Z`, { fill: t.body2 })
  );
}

/**
 * A whole instrument in millimetres with the jaw-side shaft end at the origin; the handle sits at
 * x = -shaft. `outline` is the stroke width in mm (scale it with the drawing's zoom).
 */
export function instrument({
  tip = 'fenestrated-forceps',
  open,
  b1 = 20,
  b2 = 20,
  shaft = 380,
  theme = 'light',
  outline = 0.6,
}) {
  const t = THEMES[theme];
  return g(
    { stroke: t.line, 'stroke-width': outline, 'stroke-linejoin': 'round', 'paint-order': 'stroke' },
    g({ transform: tf({ x: -shaft }) }, handle({ theme })),
    distal({ tip, open, b1, b2, shaft, theme }),
  );
}

/** Simplified one-colour outline of the whole instrument, for small thumbnails. */
export function silhouette({ shaft = 380, b1 = 20, b2 = 20, fill = C.slate, open = 24 }) {
  return g(
    { fill },
    g(
      { transform: tf({ x: -shaft }) },
      path(
        'M-96 8C-99 40 -106 70 -112 96Q-114 106 -104 108L-88 110Q-80 110 -80 100C-80 80 -72 60 -70 34L-72 10Z',
      ),
      path('M-64 10L-56 10L-50 52L-58 54Z'),
      circle(-53, 62, 10, { fill: 'none', stroke: fill, 'stroke-width': 6 }),
      path('M-4 -9L-118 -13Q-130 -13 -130 -1Q-130 14 -116 14L-4 9Z'),
      path('M-66 -11C-64 -22 -54 -24 -48 -18C-43 -14 -36 -15 -33 -21Q-30 -25 -26 -20L-24 -10Z'),
      rect(-22, -14, 9, 28, { rx: 3 }),
    ),
    rect(-shaft, -SHAFT_R, shaft, SHAFT_R * 2),
    g(
      { transform: tf({ r: b1 }) },
      rect(0, -SHAFT_R, SEGMENT + 1, SHAFT_R * 2, { rx: 2 }),
      g(
        { transform: tf({ x: SEGMENT, r: b2 }) },
        rect(0, -SHAFT_R, SEGMENT + CLEVIS, SHAFT_R * 2, { rx: 2 }),
        g(
          { transform: tf({ x: SEGMENT + CLEVIS }) },
          path('M0 -1.5L17 -6.5L18 -4.5L1 1Z', { transform: `rotate(${n(-open / 2 + 8)})` }),
          path('M0 1.5L17 6.5L18 4.5L1 -1Z', { transform: `rotate(${n(open / 2 - 8)})` }),
        ),
      ),
    ),
  );
}
