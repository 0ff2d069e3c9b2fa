// The Articulate 8's handle, shaped like the pistol grips of articulating laparoscopic instruments:
// a moulded two-shell housing about 150 mm long, a palm grip with a soft overmould, a trigger with a
// finger loop on its pivot (it closes the jaws), a finger rest under the nose, a knurled rotation
// wheel and a strain-relief collar where the 8 mm shaft enters, and the articulation joystick at the
// back under the thumb. Part lines and screws as on a moulded device. Units: mm in, metres out; x
// along the shaft (which starts at x = 0), y up, z across. Tessellation follows QUALITY.handle.
import { Matrix4 } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { M } from './effectors.mjs';
import { fluted, keyed, loft, loop, QUALITY, wire } from './geometry.mjs';

const q = (n) => Math.max(3, Math.round(n * QUALITY.handle));
const part = (name, geometry, mat) => ({ name, geometry, mat });

// The housing's side view (top and bottom edge) and half width, keyed evenly from its back to the nose.
const X0 = -150;
const X1 = -19;
const TOP = keyed(X0, X1, [10, 15.5, 17.5, 18, 17.5, 16.5, 15, 13.2, 11.6, 10.3, 9.3]);
const BOTTOM = keyed(X0, X1, [-6, -11, -13, -13.5, -13.5, -13, -12.2, -11.3, -10.4, -9.6, -9]);
const HALF = keyed(X0, X1, [9.5, 12, 13, 13.2, 13, 12.6, 12, 11.2, 10.3, 9.6, 9.2]);
const BOXY = 2.8; // superellipse exponent: a moulded shell, neither round nor square
// Rounded over the last mm at the back and at the nose (which sits inside the rotation wheel).
const ends = (x) => {
  const back = Math.min(1, (x - X0) / 9);
  const nose = Math.min(1, (X1 - x) / 2.5);
  return (
    Math.sqrt(Math.max(0, 1 - (1 - Math.max(0, back)) ** 2)) *
    Math.sqrt(Math.max(0, 1 - (1 - Math.max(0, nose)) ** 2))
  );
};
const section = (x) => {
  const s = ends(x);
  return { yc: (TOP(x) + BOTTOM(x)) / 2, a: HALF(x) * s, b: ((TOP(x) - BOTTOM(x)) / 2) * s };
};
/** Height of the housing's top at x, and its side (z > 0) at (x, y). */
const topAt = (x) => section(x).yc + section(x).b;
const sideAt = (x, y) => {
  const { yc, a, b } = section(x);
  return a * Math.max(0, 1 - Math.abs((y - yc) / b) ** BOXY) ** (1 / BOXY);
};

/** Points along a quadratic Bézier in the x-y plane. */
const bezier =
  ([x0, y0], [x1, y1], [x2, y2]) =>
  (t) => [
    (1 - t) ** 2 * x0 + 2 * t * (1 - t) * x1 + t * t * x2,
    (1 - t) ** 2 * y0 + 2 * t * (1 - t) * y1 + t * t * y2,
  ];
/**
 * A limb swept along a curve in the x-y plane: `half(t)` across (z) and `depth(t)` in the plane, its
 * far end rounded over `tip` (a fraction of its length).
 */
function limb(curve, half, depth, { tip = 0.1, p = 2.4, steps = 18, around = 20, shift = () => 0 } = {}) {
  return loft(
    (t) => {
      const [x, y] = curve(t);
      const [xa, ya] = curve(Math.max(0, t - 0.01));
      const [xb, yb] = curve(Math.min(1, t + 0.01));
      const len = Math.hypot(xb - xa, yb - ya);
      const n = [(yb - ya) / len, -(xb - xa) / len, 0]; // perpendicular, in the plane
      const s = t > 1 - tip ? Math.sqrt(Math.max(0, 1 - ((t - (1 - tip)) / tip) ** 2)) : 1;
      const o = shift(t);
      return { c: [x + n[0] * o, y + n[1] * o, 0], u: [0, 0, 1], v: n, a: half(t) * s, b: depth(t) * s, p };
    },
    q(steps),
    q(around),
  );
}

/** A turned part built along x, stood up along `dir` (in the x-y plane) and moved to `at`. */
const stand = (geo, angle, at) =>
  geo.applyMatrix4(new Matrix4().makeRotationZ(angle)).translate(...at.map((v) => v / 1000));

/** A domed pan-head screw with a hex recess on the housing's side at (x, y), facing +z or -z. */
function screw(x, y, side, r = 2.4) {
  const z = sideAt(x, y) - 0.35;
  const turn = new Matrix4().makeRotationY((-side * Math.PI) / 2);
  const head = fluted(
    [
      [0, 0],
      [0, r],
      [0.45, r],
      [0.8, r * 0.82],
      [1.05, r * 0.45],
      [1.1, 0],
    ],
    { around: q(14), rows: 1 },
  ).applyMatrix4(turn);
  const recess = fluted(
    [
      [0.9, 0],
      [0.9, r * 0.42],
      [1.16, r * 0.42],
      [1.16, 0],
    ],
    { around: 6, rows: 1 },
  ).applyMatrix4(turn);
  return [head, recess].map((g) => g.translate(x / 1000, y / 1000, (side * z) / 1000));
}

export function handleParts() {
  const housing = loft(
    (t) => {
      const x = X0 + (X1 - X0) * t;
      const { yc, a, b } = section(x);
      return { c: [x, yc, 0], u: [0, 0, 1], v: [0, 1, 0], a, b, p: BOXY };
    },
    q(30),
    q(28),
  );
  // The palm grip leans back 13 degrees and swells where the palm rests.
  const grip = limb(
    bezier([-106, -2], [-114, -58], [-134, -101]),
    keyed(0, 1, [12.4, 12.6, 13.4, 14, 13.8, 14.4]),
    keyed(0, 1, [15.5, 14.6, 15.4, 16.4, 16.4, 17.2]),
    { tip: 0.12, p: 2.25, steps: 18, around: 22, shift: keyed(0, 1, [0, -0.6, -1.6, -2.2, -1.6, -0.4]) },
  );
  // The trigger turns about its pin in the housing and ends in a loop for two fingers.
  const PIVOT = [-95, -5];
  const trigger = limb(
    bezier([-95, -3], [-93, -30], [-87.5, -49]),
    keyed(0, 1, [5.4, 5.2, 5]),
    keyed(0, 1, [6, 5.4, 5.2]),
    { tip: 0.04, p: 2.8, steps: 10, around: 18 },
  );
  const ring = loop(
    Array.from({ length: 10 }, (_, k) => {
      const a = (k / 10) * Math.PI * 2;
      // An oval along the lever, tilted with it.
      const [u, v] = [Math.cos(a) * 11, Math.sin(a) * 15];
      const tilt = 0.22;
      return [
        -82 + u * Math.cos(tilt) - v * Math.sin(tilt),
        -65 + u * Math.sin(tilt) + v * Math.cos(tilt),
        0,
      ];
    }),
    3.3,
    q(28),
    q(10),
  );
  const pivot = fluted(
    [
      [0, 0],
      [0, 5],
      [sideAt(...PIVOT) + 0.2, 5],
      [sideAt(...PIVOT) + 0.8, 4.4],
      [sideAt(...PIVOT) + 0.9, 0],
    ],
    { around: q(16), rows: 1 },
  );
  const pivots = [1, -1].map((side) =>
    pivot
      .clone()
      .applyMatrix4(new Matrix4().makeRotationY((-side * Math.PI) / 2))
      .translate(PIVOT[0] / 1000, PIVOT[1] / 1000, 0),
  );
  // The index finger rests under the nose, in front of the trigger.
  const rest = limb(
    bezier([-46, -4], [-44, -22], [-32, -26]),
    keyed(0, 1, [6, 5.4, 4.8]),
    keyed(0, 1, [4.6, 3.8, 3.4]),
    {
      tip: 0.16,
      steps: 12,
      around: 16,
    },
  );
  // The rotation wheel turns the shaft: knurled under the index finger.
  const wheel = fluted(
    [
      [-21.5, 0, 0],
      [-21.5, 8.5, 0],
      [-20.7, 11.2, 0],
      [-19.7, 12.6, 1],
      [-11.3, 12.6, 1],
      [-10.3, 11.2, 0],
      [-9.5, 8.5, 0],
      [-9.5, 0, 0],
    ],
    { flutes: q(12), depth: 1.1, around: q(12) * 6, rows: 1 },
  );
  const band = fluted(
    [
      [-9.6, 0],
      [-9.6, 6.9],
      [-9.2, 7.2],
      [-7.9, 7.2],
      [-7.5, 6.9],
      [-7.5, 0],
    ],
    { around: q(24), rows: 1 },
  );
  // The strain relief: a ribbed elastomer cone that hugs the shaft.
  const collar = fluted(
    [
      [-7.6, 0],
      [-7.6, 6.4],
      [-5, 6.1],
      [-4.4, 6.3],
      [-3.8, 5.8],
      [-0.5, 5.3],
      [0.1, 5.5],
      [0.7, 5.0],
      [4, 4.6],
      [4.6, 4.75],
      [5.2, 4.45],
      [9, 4.2],
      [9.6, 4.0],
      [9.6, 0],
    ],
    { around: q(24), rows: 1 },
  );
  // The articulation joystick at the back under the thumb: rubber boot, stem, knurled knob. It leans
  // back 20 degrees, towards the palm.
  const lean = Math.PI / 2 + (20 * Math.PI) / 180;
  const base = [-141, topAt(-141) - 1.2, 0];
  // Turned parts on the joystick's axis.
  const upright = (profile, options) => stand(fluted(profile, { rows: 1, ...options }), lean, base);
  const boot = upright(
    [
      [0, 0],
      [0, 8.6],
      [1, 8.7],
      [1.7, 7.7],
      [2.4, 7.9],
      [3.1, 6.7],
      [3.8, 6.5],
      [4.6, 4.7],
      [5.3, 3.4],
      [5.7, 0],
    ],
    { around: q(20) },
  );
  const stem = upright(
    [
      [4, 0],
      [4, 2.3],
      [11.5, 2.3],
      [11.5, 0],
    ],
    { around: q(12) },
  );
  const knob = upright(
    [
      [11, 0, 0],
      [11, 5, 0],
      [11.6, 7.6, 0],
      [12.6, 8.6, 1],
      [16.2, 8.6, 1],
      [17.4, 7.8, 0.4],
      [18.4, 5.5, 0],
      [18.8, 0, 0],
    ],
    { flutes: q(9), depth: 0.8, around: q(9) * 6 },
  );
  // Part lines of the moulding: the two shells meet along the top; the nose cap joins at x = -48.
  const seamTop = wire(
    Array.from({ length: 14 }, (_, k) => {
      const x = X0 + 2.5 + ((X1 - 1.5 - (X0 + 2.5)) * k) / 13;
      return [x, topAt(x) - 0.12, 0];
    }),
    0.22,
    q(40),
    5,
  );
  const CAP = -48;
  const { yc, a, b } = section(CAP);
  const seamCap = loop(
    Array.from({ length: 24 }, (_, k) => {
      const th = (k / 24) * Math.PI * 2;
      const [c, s] = [Math.cos(th), Math.sin(th)];
      const e = 2 / BOXY;
      return [
        CAP,
        yc + Math.sign(s) * Math.abs(s) ** e * (b + 0.05),
        Math.sign(c) * Math.abs(c) ** e * (a + 0.05),
      ];
    }),
    0.22,
    q(48),
    5,
  );
  const screws = [1, -1].flatMap((side) => [
    screw(-133, 3, side),
    screw(-66, 1.5, side),
    screw(-30, -1, side, 1.9),
  ]);
  return [
    part('handle-housing', housing, M.LIGHT),
    part('palm-grip', grip, M.GRIP),
    part('finger-lever', trigger, M.NAVY),
    part('finger-ring', ring, M.NAVY),
    part('trigger-pivot', mergeAll(pivots), M.DARK),
    part('finger-support', rest, M.TEAL),
    part('rotation-wheel', wheel, M.TEAL),
    part('nose-band', band, M.ANODISED),
    part('strain-relief', collar, M.GRIP),
    part('articulation-boot', boot, M.GRIP),
    part('articulation-stem', stem, M.DARK),
    part('articulation-knob', knob, M.TEAL),
    part('part-lines', mergeAll([seamTop, seamCap]), M.INSULATION),
    part('screws', mergeAll(screws.map((s) => s[0])), M.DARK),
    part('screw-recesses', mergeAll(screws.map((s) => s[1])), M.INSULATION),
  ];
}

const mergeAll = (geos) =>
  mergeGeometries(
    geos.map((g) => {
      const n = g.index ? g.toNonIndexed() : g.clone();
      n.deleteAttribute('uv');
      return n;
    }),
  );
