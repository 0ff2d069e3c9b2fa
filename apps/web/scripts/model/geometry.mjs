// Geometry helpers for the instrument model, in metres with millimetre inputs where noted.
import {
  BufferGeometry,
  CatmullRomCurve3,
  CylinderGeometry,
  ExtrudeGeometry,
  Float32BufferAttribute,
  LatheGeometry,
  Matrix4,
  Path,
  Shape,
  TubeGeometry,
  Vector2,
  Vector3,
} from 'three';
import {
  mergeGeometries,
  mergeVertices,
  toCreasedNormals,
} from 'three/examples/jsm/utils/BufferGeometryUtils.js';

export const mm = (v) => v / 1000;

/** Tessellation of the jaws: the site's model is lighter than the studio's (setQuality('high')). */
export const QUALITY = { steps: 1, bevelSegments: 2, handle: 0.7 };
export const setQuality = (detail) =>
  Object.assign(
    QUALITY,
    detail === 'high'
      ? { steps: 1.5, bevelSegments: 3, handle: 2 }
      : { steps: 1, bevelSegments: 2, handle: 0.7 },
  );

/** A three.js Shape from SVG-style path data in millimetres (y down), converted to metres (y up). */
export function shapeFromPath(d, Kind = Shape) {
  const shape = new Kind();
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+/g);
  let i = 0;
  let cmd = '';
  const num = () => Number(tokens[i++]);
  const pt = () => [mm(num()), -mm(num())];
  while (i < tokens.length) {
    if (/[MLQCZ]/.test(tokens[i])) cmd = tokens[i++];
    if (cmd === 'M') shape.moveTo(...pt());
    else if (cmd === 'L') shape.lineTo(...pt());
    else if (cmd === 'Q') shape.quadraticCurveTo(...pt(), ...pt());
    else if (cmd === 'C') shape.bezierCurveTo(...pt(), ...pt(), ...pt());
    else if (cmd === 'Z') shape.closePath();
  }
  return shape;
}

/** A side profile extruded symmetrically about z = 0, with rounded edges. */
export function slab(shape, depth, bevel = depth * 0.25, curveSegments = 6) {
  const geo = new ExtrudeGeometry(shape, {
    depth: depth - 2 * bevel,
    bevelEnabled: bevel > 0,
    bevelThickness: bevel,
    bevelSize: bevel * 0.8,
    bevelSegments: 2,
    curveSegments,
  });
  geo.translate(0, 0, -(depth - 2 * bevel) / 2);
  return geo;
}

/** Cylinder along X from x0 to x1. */
export function rod(r, x0, x1, seg = 24) {
  const geo = new CylinderGeometry(r, r, x1 - x0, seg, 1);
  geo.applyMatrix4(new Matrix4().makeRotationZ(-Math.PI / 2));
  geo.translate((x0 + x1) / 2, 0, 0);
  return geo;
}

/** Cylinder along Z (a pin or hub) centred at (x, y). */
export function hub(r, length, x = 0, y = 0, seg = 24) {
  const geo = new CylinderGeometry(r, r, length, seg, 1);
  geo.applyMatrix4(new Matrix4().makeRotationX(Math.PI / 2));
  geo.translate(x, y, 0);
  return geo;
}

/** Surface of revolution about X from a list of [x, r] points (mm). */
export function lathe(points, seg = 28) {
  const geo = new LatheGeometry(
    points.map(([x, r]) => new Vector2(mm(r), mm(x))),
    seg,
  );
  geo.applyMatrix4(new Matrix4().makeRotationZ(-Math.PI / 2));
  return geo;
}

/** Turns triangles outward if a mirroring transform turned them inward (signed volume < 0). */
export function outward(geo) {
  const g = geo.index ? geo.toNonIndexed() : geo;
  const p = g.getAttribute('position').array;
  let vol = 0;
  for (let i = 0; i < p.length; i += 9) {
    const [ax, ay, az, bx, by, bz, cx, cy, cz] = p.slice(i, i + 9);
    vol += ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
  }
  if (vol < 0) {
    for (const name of Object.keys(g.attributes)) {
      const attr = g.getAttribute(name);
      const n = attr.itemSize;
      const a = attr.array;
      for (let i = 0; i < a.length; i += 3 * n)
        for (let k = 0; k < n; k++) [a[i + n + k], a[i + 2 * n + k]] = [a[i + 2 * n + k], a[i + n + k]];
    }
  }
  return g;
}

/** Moves every vertex with fn([x, y, z]) → [x, y, z], then recomputes normals keeping sharp creases. */
export function warp(geo, fn, crease = Math.PI / 5) {
  const g = geo.index ? geo.toNonIndexed() : geo;
  const p = g.getAttribute('position');
  for (let i = 0; i < p.count; i++) {
    const [x, y, z] = fn([p.getX(i), p.getY(i), p.getZ(i)]);
    p.setXYZ(i, x, y, z);
  }
  g.deleteAttribute('normal');
  return toCreasedNormals(outward(g), crease);
}

/**
 * A jaw or blade from its top view: `half(x)` is its half width (mm) along its length x (mm, from the
 * pin at 0 to the tip at `length`), `thick(x)` its thickness (mm) away from the grasping face. The
 * outline is extruded across the thickness and bent by `bend(x)` (mm sideways, the Maryland curve)
 * and `lift(x)` (mm towards the other jaw). `holes` are top-view outlines (fenestrations, slots).
 * side = 1 for the upper jaw (y > 0), -1 for the lower one.
 */
export function jawFromTop({
  length,
  half,
  thick,
  side,
  holes = [],
  bend = () => 0,
  lift = () => 0,
  rise = () => 0,
  x0 = -3,
  steps: baseSteps = 24,
  face = 0,
}) {
  const steps = Math.round(baseSteps * QUALITY.steps);
  const shape = new Shape();
  const xs = Array.from({ length: steps + 1 }, (_, i) => x0 + ((length - x0) * i) / steps);
  xs.forEach((x, i) => {
    (i ? shape.lineTo : shape.moveTo).call(shape, mm(x), mm(half(x)));
  });
  for (const x of [...xs].reverse()) shape.lineTo(mm(x), -mm(half(x)));
  shape.closePath();
  for (const hole of holes) {
    const path = new Path();
    hole.forEach(([x, z], i) => {
      (i ? path.lineTo : path.moveTo).call(path, mm(x), mm(z));
    });
    path.closePath();
    shape.holes.push(path);
  }
  const bt = 0.18;
  const geo = new ExtrudeGeometry(shape, {
    depth: 1,
    bevelEnabled: true,
    bevelThickness: bt,
    bevelSize: mm(0.22),
    bevelOffset: -mm(0.22),
    bevelSegments: QUALITY.bevelSegments,
    curveSegments: 4,
  });
  return warp(geo, ([X, Y, Z]) => {
    const x = X * 1000;
    const t = (Z + bt) / (1 + 2 * bt);
    return [X, side * mm(face + lift(x) + t * thick(x)) + mm(rise(x)), Y + mm(bend(x))];
  });
}

/** A round wire or cable through points (mm), radius r (mm). */
export function wire(points, r, tubular = 48, radial = 10) {
  const curve = new CatmullRomCurve3(points.map(([x, y, z]) => new Vector3(mm(x), mm(y), mm(z))));
  return new TubeGeometry(curve, tubular, mm(r), radial, false);
}

/** A triangular ridge across the jaw at x (mm): base `pitch` long, `height` high, `width` wide. */
export function tooth(x, pitch, height, width, side, face = 0) {
  const s = new Shape();
  s.moveTo(mm(x - pitch / 2), 0);
  s.lineTo(mm(x), mm(height));
  s.lineTo(mm(x + pitch / 2), 0);
  s.closePath();
  const geo = new ExtrudeGeometry(s, { depth: mm(width), bevelEnabled: false });
  geo.translate(0, 0, -mm(width) / 2);
  return warp(geo, ([X, Y, Z]) => [X, side * (mm(face) - Y + 1e-5), Z], Math.PI / 3);
}

/** A grid surface: (i, j) for i < rows, j < cols → [x, y, z] in mm, smooth normals, facing outward. */
function grid(rows, cols, at) {
  const pos = [];
  for (let i = 0; i < rows - 1; i++)
    for (let j = 0; j < cols - 1; j++) {
      const [a, b, c, d] = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)];
      pos.push(...a, ...b, ...c, ...a, ...c, ...d);
    }
  const geo = new BufferGeometry();
  geo.setAttribute('position', new Float32BufferAttribute(pos.map(mm), 3));
  return geo;
}

/**
 * A solid jaw with a rounded back: stations along x, each a half ellipse `half(x)` wide and
 * `thick(x)` high over a flat grasping face, both shrinking to a rounded tip over its last `tip` mm.
 * Same conventions as jawFromTop.
 */
export function jawLoft({
  length,
  half,
  thick,
  side,
  tip = 1.5,
  bend = () => 0,
  rise = () => 0,
  x0 = -3,
  face = 0,
  steps: baseSteps = 30,
}) {
  const rows = Math.round(baseSteps * QUALITY.steps) + 1;
  const cols = Math.round(14 * QUALITY.steps) + 1;
  const xAt = (i) => x0 + ((length - x0) * i) / (rows - 1);
  const round = (x) =>
    x < length - tip ? 1 : Math.sqrt(Math.max(0.0004, 1 - ((x - (length - tip)) / tip) ** 2));
  const point = (x, z, t) => [x, side * (face + t) + rise(x), z + bend(x)];
  const back = grid(rows, cols, (i, j) => {
    const x = xAt(i);
    const a = (Math.PI * j) / (cols - 1);
    const w = half(x) * round(x);
    return point(x, w * Math.cos(a), thick(x) * round(x) * Math.sin(a) ** 0.7);
  });
  const flat = grid(rows, 2, (i, j) => {
    const x = xAt(i);
    return point(x, (j ? -1 : 1) * half(x) * round(x), 0);
  });
  const heel = grid(2, cols, (i, j) => {
    const a = (Math.PI * j) / (cols - 1);
    return i ? point(x0, 0, 0) : point(x0, half(x0) * Math.cos(a), thick(x0) * Math.sin(a) ** 0.7);
  });
  // Orient the closed whole, then shade the rounded back smooth and the face and heel flat.
  const parts = [back, flat, heel];
  const whole = outward(mergeGeometries(parts)).getAttribute('position').array;
  let at = 0;
  const shaded = parts.map((g, k) => {
    const n = g.getAttribute('position').array.length;
    const piece = new BufferGeometry();
    piece.setAttribute('position', new Float32BufferAttribute(whole.slice(at, at + n), 3));
    at += n;
    if (k > 0) {
      piece.computeVertexNormals();
      return piece;
    }
    const m = mergeVertices(piece, 1e-9);
    m.computeVertexNormals();
    return m.toNonIndexed();
  });
  return mergeGeometries(shaded);
}

/** Quads between consecutive rings of points (mm), capped at both ends; smooth normals, metres out. */
function skin(rings) {
  const centre = (ring) => [0, 1, 2].map((k) => ring.reduce((sum, q) => sum + q[k], 0) / ring.length);
  const first = centre(rings[0]);
  const last = centre(rings[rings.length - 1]);
  const n = rings[0].length;
  const pos = [];
  for (let i = 0; i + 1 < rings.length; i++)
    for (let j = 0; j < n; j++) {
      const k = (j + 1) % n;
      const [A, B, C, D] = [rings[i][j], rings[i + 1][j], rings[i + 1][k], rings[i][k]];
      pos.push(...A, ...B, ...C, ...A, ...C, ...D);
    }
  for (let j = 0; j < n; j++) {
    const k = (j + 1) % n;
    pos.push(...first, ...rings[0][j], ...rings[0][k]);
    pos.push(...last, ...rings[rings.length - 1][k], ...rings[rings.length - 1][j]);
  }
  const geo = new BufferGeometry();
  geo.setAttribute('position', new Float32BufferAttribute(pos.map(mm), 3));
  const out = mergeVertices(outward(geo), 1e-9);
  out.computeVertexNormals();
  return out;
}

/**
 * A smooth closed body through cross-sections (mm in, metres out): moulded housings, grips, levers.
 * `at(t)` for t in [0, 1] gives a section: centre c, unit axes u and v across it, half sizes a (along
 * u) and b (along v) and a superellipse exponent p (2 round, higher boxier). The ends are capped; a
 * body that should end round shrinks a and b towards its ends. Sections crowd at the ends, where
 * they round off.
 */
export function loft(at, steps, around) {
  const rings = [];
  for (let i = 0; i <= steps; i++) {
    const { c, u, v, a, b, p = 2 } = at((1 - Math.cos((Math.PI * i) / steps)) / 2);
    const ring = [];
    for (let j = 0; j < around; j++) {
      const th = (2 * Math.PI * j) / around;
      const [cs, sn] = [Math.cos(th), Math.sin(th)];
      const su = Math.sign(cs) * Math.abs(cs) ** (2 / p) * a;
      const sv = Math.sign(sn) * Math.abs(sn) ** (2 / p) * b;
      ring.push([0, 1, 2].map((k) => c[k] + u[k] * su + v[k] * sv));
    }
    rings.push(ring);
  }
  return skin(rings);
}

/**
 * A turned part about X from [x, r, knurl] points (mm), each span split in `rows`: where knurl > 0 the
 * rim carries `flutes` rounded grooves `depth` mm deep (a knurled wheel or knob).
 */
export function fluted(profile, { flutes = 0, depth = 0, around = 48, rows = 3 } = {}) {
  const points = profile.map(([x, r, w = 0]) => [x, r, w]);
  const rings = [];
  points.forEach((p, i) => {
    const q = points[i + 1] ?? p;
    for (let s = 0; s < (points[i + 1] ? rows : 1); s++) {
      const [x, r, w] = p.map((v, k) => v + ((q[k] - v) * s) / rows);
      const ring = [];
      for (let j = 0; j < around; j++) {
        const th = (2 * Math.PI * j) / around;
        const groove = flutes ? (0.5 + 0.5 * Math.cos(flutes * th)) ** 4 : 0;
        const rr = r - depth * w * groove;
        ring.push([x, rr * Math.cos(th), rr * Math.sin(th)]);
      }
      rings.push(ring);
    }
  });
  return skin(rings);
}

/** A closed round loop (a finger ring) through points (mm), tube radius r (mm). */
export function loop(points, r, tubular = 48, radial = 12) {
  const curve = new CatmullRomCurve3(
    points.map(([x, y, z]) => new Vector3(mm(x), mm(y), mm(z))),
    true,
    'centripetal',
  );
  return new TubeGeometry(curve, tubular, mm(r), radial, true);
}

/** Uniform Catmull-Rom through `values` spaced evenly from x0 to x1; clamped outside. */
export const keyed = (x0, x1, values) => (x) => {
  const f = Math.min(values.length - 1, Math.max(0, ((x - x0) / (x1 - x0)) * (values.length - 1)));
  const i = Math.min(values.length - 2, Math.floor(f));
  const t = f - i;
  const v = (k) => values[Math.min(values.length - 1, Math.max(0, k))];
  const [p0, p1, p2, p3] = [v(i - 1), v(i), v(i + 1), v(i + 2)];
  return (
    0.5 *
    (2 * p1 +
      (-p0 + p2) * t +
      (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t +
      (-p0 + 3 * p1 - 3 * p2 + p3) * t * t * t)
  );
};
