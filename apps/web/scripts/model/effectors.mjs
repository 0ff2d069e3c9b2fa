// The fifteen Articulate 8 end effectors (docs/product.md §3), each with its real shape. Units: mm in,
// metres out; x runs from the jaw pin (0) to the tip, y is the opening direction (upper jaw y > 0), z
// is across. Each effector gives the parts of its upper and lower jaw (which turn about the pin) and
// any fixed parts (a hook or spatula turns with the end effector but does not open).
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { jawFromTop, jawLoft, lathe, tooth, wire } from './geometry.mjs';

export const M = {
  STEEL: 0,
  NAVY: 1,
  TEAL: 2,
  LIGHT: 3,
  INSULATION: 4,
  ELECTRODE: 5,
  TITANIUM: 6,
  CABLE: 7,
  DARK: 8,
  GRIP: 9,
  ANODISED: 10,
};

/** Half width along x: w0 at the pin, w1 near the tip, rounded over the last r mm. */
const taper =
  (w0, w1, L, r = w1) =>
  (x) => {
    const w = x <= 0 ? w0 : w0 + ((w1 - w0) * x) / L;
    if (x <= L - r) return w;
    const u = Math.min(1, (x - (L - r)) / r);
    return Math.max(0.02, w * Math.sqrt(1 - u * u));
  };
const lerp = (a, b) => (x, L) => a + ((b - a) * Math.max(0, x)) / L;
const smooth = (x, a, b) => Math.min(1, Math.max(0, (x - a) / (b - a)));

/** Serrations across the face from x = a to b, every `pitch` mm; the lower jaw's sit between the upper's. */
function serrations(side, a, b, pitch, height, width, face, [skipFrom, skipTo]) {
  const teeth = [];
  const shift = side > 0 ? 0 : pitch / 2;
  for (let x = a + shift; x <= b; x += pitch)
    if (x + pitch / 2 < skipFrom || x - pitch / 2 > skipTo)
      teeth.push(tooth(x, pitch, height, width(x) * 2 * 0.92, side, face));
  return teeth;
}
const merge = (geos) =>
  mergeGeometries(
    geos.map((g) => {
      const n = g.index ? g.toNonIndexed() : g;
      n.deleteAttribute('uv');
      return n;
    }),
  );
const jawPart = (side, geos, mat = M.STEEL, name = 'jaw') => ({
  name: `${name}-${side > 0 ? 'upper' : 'lower'}`,
  geometry: merge(geos),
  mat,
});

/** A grasping or dissecting jaw pair from one description. */
function grasper({
  L = 18,
  w0 = 2.4,
  w1 = 1.4,
  r,
  t0 = 3.0,
  t1 = 1.5,
  bend,
  holes,
  pitch = 0.8,
  tooth: th = 0.35,
  teethFrom = 0.5,
  teethTo,
  skip = [0, 0],
  extra,
}) {
  const half = taper(w0, w1, L, r);
  const thick = (x) => lerp(t0, t1)(x, L);
  const face = th / 2;
  return Object.fromEntries(
    [1, -1].map((side) => {
      // A fenestrated jaw is cut from its top view; a solid one is lofted with a rounded back.
      const body = holes
        ? jawFromTop({ length: L, half, thick, side, bend, holes: holes(half), face })
        : jawLoft({ length: L, half: taper(w0, w1, L, 0.01), thick, side, bend, face, tip: r ?? w1 });
      // No serrations across a window: it stays open to the light.
      const teeth = serrations(side, teethFrom, teethTo ?? L - 1, pitch, th, (x) => half(x), face, skip).map(
        (g) => (bend ? bendZ(g, bend) : g),
      );
      const more = extra?.(side, half, face) ?? [];
      return [side > 0 ? 'upper' : 'lower', [jawPart(side, [body, ...teeth]), ...more]];
    }),
  );
}

/** Shifts geometry sideways by bend(x) (mm): the Maryland curve for parts built straight. */
function bendZ(geo, bend) {
  const p = geo.getAttribute('position');
  for (let i = 0; i < p.count; i++) p.setZ(i, p.getZ(i) + bend(p.getX(i) * 1000) / 1000);
  return geo;
}

/** A window through the jaw from x = a to b, leaving rails `rail` mm wide. */
const windowHole = (a, b, rail) => (half) => {
  const pts = [];
  for (let i = 0; i <= 8; i++) {
    const x = a + ((b - a) * i) / 8;
    pts.push([x, half(x) - rail]);
  }
  for (let i = 8; i >= 0; i--) {
    const x = a + ((b - a) * i) / 8;
    pts.push([x, -(half(x) - rail)]);
  }
  return [pts];
};
const slot = (a, b, w) => () => [
  [
    [a, -w],
    [b, -w],
    [b + w, 0],
    [b, w],
    [a, w],
    [a - w, 0],
  ],
];

/** Scissor blades: thin plates that pass each other at the face, offset across by half their thickness. */
function scissors({ L = 16, h0 = 2.6, h1 = 0.5, tipRound = 0, curve, rise }) {
  return Object.fromEntries(
    [1, -1].map((side) => {
      const thick = (x) => {
        const h = lerp(h0, h1)(x, L);
        if (!tipRound || x < L - tipRound) return h;
        const u = (x - (L - tipRound)) / tipRound;
        return Math.max(0.05, h * Math.sqrt(Math.max(0, 1 - u * u)));
      };
      const off = side * 0.42;
      const blade = jawFromTop({
        length: L,
        half: (x) => (x > L - 0.6 ? 0.38 * Math.max(0.3, (L - x) / 0.6) : 0.38),
        thick,
        side,
        face: -0.05,
        bend: (x) => off + (curve ? curve(x) : 0),
        rise,
        steps: 32,
      });
      return [side > 0 ? 'upper' : 'lower', [jawPart(side, [blade], M.STEEL, 'blade')]];
    }),
  );
}

/** An insulating sleeve over a monopolar electrode's stem, from x = a to b (mm). */
const sleeve = (a, b, r0, r1) => ({
  name: 'insulation-sleeve',
  geometry: lathe([
    [a, 0],
    [a, r0],
    [b - 0.8, r1],
    [b, r1 * 0.6],
    [b, 0],
  ]),
  mat: M.INSULATION,
});

export const EFFECTORS = {
  'fenestrated-forceps': () =>
    grasper({
      w0: 2.5,
      w1: 1.7,
      r: 1.7,
      t0: 3.0,
      t1: 1.8,
      holes: windowHole(3.5, 14.5, 0.8),
      skip: [3.5, 14.5],
      pitch: 0.9,
    }),
  'maryland-dissector': () =>
    grasper({
      w0: 2.2,
      w1: 0.9,
      t0: 2.8,
      t1: 1.3,
      pitch: 0.6,
      tooth: 0.25,
      bend: (x) => 4.2 * smooth(x, 3, 18) ** 2,
    }),
  'precise-dissector': () =>
    grasper({
      w0: 1.9,
      w1: 0.45,
      t0: 2.6,
      t1: 0.9,
      pitch: 0.5,
      tooth: 0.2,
      bend: (x) => 2.2 * smooth(x, 6, 18) ** 2,
    }),
  'bipolar-blunt-tip-dissector': () =>
    grasper({
      w0: 2.3,
      w1: 1.6,
      r: 1.6,
      t0: 2.9,
      t1: 1.9,
      pitch: 0.6,
      tooth: 0.25,
      bend: (x) => 1.8 * smooth(x, 5, 18) ** 2,
    }),
  'cobra-grasper': () =>
    grasper({
      L: 18,
      w0: 2.4,
      w1: 1.6,
      t0: 3.1,
      t1: 2.0,
      pitch: 1.3,
      tooth: 0.7,
      skip: [12, 16],
      holes: () => [
        Array.from({ length: 16 }, (_, i) => {
          const a = (i / 16) * Math.PI * 2;
          return [14 + 2 * Math.cos(a), 1.1 * Math.sin(a)];
        }),
      ],
    }),
  'tenaculum-forceps': () =>
    grasper({
      w0: 2.0,
      w1: 1.1,
      r: 1.1,
      t0: 2.8,
      t1: 1.4,
      pitch: 0.7,
      tooth: 0.25,
      teethTo: 14,
      extra: (side, half, face) => [
        jawPart(
          side,
          (side > 0 ? [-0.55, 0.55] : [0]).map((z) => {
            const g = tooth(16.9, 1.4, 2.0 + face, 0.5, side, face);
            return g.translate(0, 0, z / 1000);
          }),
          M.STEEL,
          'claw',
        ),
      ],
    }),
  'needle-holder': () =>
    grasper({
      L: 14,
      w0: 2.5,
      w1: 1.8,
      r: 1.6,
      t0: 3.4,
      t1: 2.4,
      pitch: 0.45,
      tooth: 0.2,
      teethFrom: 1.2,
      // The suture cut: a notch at the heel of the jaws that shears a thread drawn into it.
      holes: () => [
        [
          [-2.4, 0.2],
          [-0.2, 0.9],
          [-0.2, -0.3],
        ],
      ],
    }),
  'clip-applier': () =>
    grasper({
      L: 12,
      w0: 2.0,
      w1: 1.6,
      r: 1.2,
      t0: 3.0,
      t1: 2.3,
      pitch: 3,
      tooth: 0.0001,
      teethFrom: 20,
      holes: slot(2.5, 10.5, 0.45),
      extra: (side) => [
        {
          name: `clip-leg-${side > 0 ? 'upper' : 'lower'}`,
          geometry: wire(
            [
              [1.2, 0, 0],
              [2.2, side * 0.4, 0],
              [6, side * 0.45, 0],
              [10.2, side * 0.4, 0],
            ],
            0.42,
          ),
          mat: M.TITANIUM,
        },
      ],
    }),
  'potts-scissors': () => scissors({ L: 13, h0: 2.2, h1: 0.35, rise: (x) => 0.42 * Math.max(0, x - 1.5) }),
  'round-tip-scissors': () => scissors({ L: 16, h0: 2.6, h1: 1.6, tipRound: 1.6 }),
  'monopolar-scissors': () =>
    scissors({ L: 16, h0: 2.7, h1: 0.6, curve: (x) => 2.6 * smooth(x, 2, 16) ** 2 }),
  'monopolar-spatula': () => ({
    fixed: [
      {
        name: 'spatula',
        geometry: jawFromTop({
          length: 17,
          half: (x) => {
            const w = 0.9 + 1.4 * smooth(x, 6, 10);
            return x > 14 ? w * Math.sqrt(Math.max(0.001, 1 - ((x - 14) / 3) ** 2)) : w;
          },
          thick: (x) => (x < 7 ? 1.6 : 0.8),
          side: 1,
          face: -0.6,
          rise: (x) => 1.2 * smooth(x, 9, 17) ** 2,
          steps: 32,
        }),
        mat: M.STEEL,
      },
      sleeve(-3, 6, 2.2, 1.6),
    ],
  }),
  'monopolar-hook': () => ({
    fixed: [
      {
        name: 'hook',
        geometry: wire(
          [
            [-3, 0, 0],
            [6, 0, 0],
            [10, 0, 0],
            [12.6, 0.5, 0],
            [13.4, 2.4, 0],
            [12.4, 4.2, 0],
            [11.2, 4.6, 0],
          ],
          0.55,
          64,
          12,
        ),
        mat: M.STEEL,
      },
      sleeve(-3, 7, 2.2, 1.4),
    ],
  }),
  'vessel-sealer-extend': () => {
    const L = 22;
    const half = taper(2.6, 2.0, L, 1.8);
    return Object.fromEntries(
      [1, -1].map((side) => {
        const body = jawLoft({
          length: L,
          half: taper(2.6, 2.0, L, 0.01),
          thick: (x) => lerp(3.0, 2.1)(x, L),
          side,
          face: 0.3,
          tip: 1.8,
        });
        const plate = jawFromTop({
          length: L - 0.5,
          half: (x) => Math.max(0.05, half(x) - 0.45),
          thick: () => 0.3,
          side,
          face: 0,
          x0: 0.5,
          // The knife channel down the middle of the sealing plate.
          holes: slot(1.5, L - 2.5, 0.3)(),
        });
        return [
          side > 0 ? 'upper' : 'lower',
          [jawPart(side, [body], M.INSULATION, 'jaw'), jawPart(side, [plate], M.ELECTRODE, 'electrode')],
        ];
      }),
    );
  },
  'clinch-forceps': () => grasper({ w0: 2.3, w1: 1.6, r: 1.4, t0: 3.0, t1: 2.0, pitch: 1.5, tooth: 0.85 }),
};

export const EFFECTOR_IDS = Object.keys(EFFECTORS);
/** Effectors whose wrist is insulated (monopolar energy). */
export const MONOPOLAR = new Set(['monopolar-scissors', 'monopolar-spatula', 'monopolar-hook']);
