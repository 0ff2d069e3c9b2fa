// Builds public/models/articulate-8.glb: an Articulate 8 instrument as a glTF 2.0 binary.
// three.js makes the geometry (extruded side profiles, lathes, tori); the GLB is written here.
// Node tree (units: metres, the instrument lies along +X, jaws at the +X end):
//   Articulate8
//   ├ handle: housing, palm grip, finger support, finger lever + ring, articulation joint,
//   │         rotation wheel, nose cone        (polymer, teal trim)
//   ├ shaft                                    (steel, 8 mm, 380 mm)
//   └ wrist-joint-1   pivot at the shaft end, turns about Z (pitch)
//     └ wrist-joint-2 pivot 7 mm further, turns about Y (yaw)
//       ├ jaw-upper   pivot at the jaw pin, turns about Z (opens upwards)
//       └ jaw-lower   same pin, opens downwards
// Run: npm run model --workspace @manovo/web
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CylinderGeometry,
  ExtrudeGeometry,
  LatheGeometry,
  Matrix4,
  Path,
  Shape,
  TorusGeometry,
  Vector2,
} from 'three';
import { mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'models', 'articulate-8.glb');

export const SHAFT_LENGTH = 0.38;
export const SEGMENT = 0.007;
export const JAW_PIN = 0.006; // from the second joint to the jaw pin
export const JAW_LENGTH = 0.018;

const mm = (v) => v / 1000;

/** A three.js Shape from SVG-style path data in millimetres (y down), converted to metres (y up). */
function shapeFromPath(d, Kind = Shape) {
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
function slab(shape, depth, bevel = depth * 0.25, curveSegments = 6) {
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
function rod(r, x0, x1, seg = 24) {
  const geo = new CylinderGeometry(r, r, x1 - x0, seg, 1);
  geo.applyMatrix4(new Matrix4().makeRotationZ(-Math.PI / 2));
  geo.translate((x0 + x1) / 2, 0, 0);
  return geo;
}

/** Cylinder along Z (a pin or hub) centred at (x, y). */
function hub(r, length, x = 0, y = 0, seg = 24) {
  const geo = new CylinderGeometry(r, r, length, seg, 1);
  geo.applyMatrix4(new Matrix4().makeRotationX(Math.PI / 2));
  geo.translate(x, y, 0);
  return geo;
}

/** Surface of revolution about X from a list of [x, r] points (mm). */
function lathe(points, seg = 28) {
  const geo = new LatheGeometry(
    points.map(([x, r]) => new Vector2(mm(r), mm(x))),
    seg,
  );
  geo.applyMatrix4(new Matrix4().makeRotationZ(-Math.PI / 2));
  return geo;
}

/** The rotation wheel: a knurled disc on the shaft axis, from x0 to x1 (mm). */
function wheel(x0, x1, r, teeth = 28) {
  const shape = new Shape();
  for (let k = 0; k <= teeth * 2; k++) {
    const a = (k / (teeth * 2)) * Math.PI * 2;
    const rr = mm(k % 2 ? r : r - 0.8);
    if (k === 0) shape.moveTo(Math.cos(a) * rr, Math.sin(a) * rr);
    else shape.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
  }
  const geo = new ExtrudeGeometry(shape, { depth: mm(x1 - x0), bevelEnabled: false, curveSegments: 1 });
  geo.applyMatrix4(new Matrix4().makeRotationY(Math.PI / 2));
  geo.translate(mm(x0), 0, 0);
  return geo;
}

/** One fenestrated jaw: tapered, with a window, grasping face on y = 0; side = +1 upper, -1 lower. */
function jaw(side) {
  const L = 18;
  const outline = (s) =>
    `M-3 0L${L - 1.2} 0Q${L + 0.4} 0 ${L + 0.2} ${-s * 1.3}Q${L} ${-s * 2.6} ${L - 1.5} ${-s * 2.6}L0 ${-s * 3.6}Q-3 ${-s * 3.6} -3 ${-s * 1.8}Z`;
  const shape = shapeFromPath(outline(side));
  const y0 = side * 1.0;
  const y1 = side * 2.4;
  shape.holes.push(shapeFromPath(`M4 ${-y0}L14 ${-y0 * 0.9}L14 ${-y1 * 0.85}L4 ${-y1}Z`, Path));
  return slab(shape, mm(5.2), mm(0.6), 4);
}

// Materials: steel is metallic; the handle and trim are polymer (not metallic).
const srgb = (hex) =>
  [0, 2, 4].map((k) => {
    const c = Number.parseInt(hex.slice(1 + k, 3 + k), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
const material = (name, hex, metallic, roughness) => ({
  name,
  pbrMetallicRoughness: {
    baseColorFactor: [...srgb(hex), 1],
    metallicFactor: metallic,
    roughnessFactor: roughness,
  },
});
export const MATERIALS = [
  material('steel', '#B9C3CD', 1, 0.32),
  material('polymer-navy', '#0B2545', 0, 0.55),
  material('polymer-teal', '#0E9F8E', 0, 0.45),
  material('polymer-light', '#E8EDF2', 0, 0.5),
];
const STEEL = 0;
const NAVY = 1;
const TEAL = 2;
const LIGHT = 3;

const part = (name, geometry, mat) => ({ name, geometry, mat });

/** The node tree; a node has either parts (meshes) or children, and a translation (its pivot). */
function instrumentTree() {
  const handle = {
    name: 'handle',
    parts: [
      part(
        'handle-housing',
        slab(shapeFromPath('M-4 -9L-118 -13Q-130 -13 -130 -1Q-130 14 -116 14L-4 9Z'), mm(26), mm(6)),
        NAVY,
      ),
      part(
        'palm-grip',
        slab(
          shapeFromPath(
            'M-96 8C-99 40 -106 70 -112 96Q-114 106 -104 108L-88 110Q-80 110 -80 100C-80 92 -76 88 -76 80C-76 72 -72 68 -72 60C-72 50 -69 44 -70 34L-72 10Z',
          ),
          mm(24),
          mm(6),
        ),
        NAVY,
      ),
      part(
        'finger-support',
        slab(
          shapeFromPath('M-66 -11C-64 -22 -54 -24 -48 -18C-43 -14 -36 -15 -33 -21Q-30 -25 -26 -20L-24 -10Z'),
          mm(20),
          mm(3),
        ),
        TEAL,
      ),
      part('finger-lever', slab(shapeFromPath('M-64 10L-56 10L-50 52L-58 54Z'), mm(10), mm(2)), LIGHT),
      part('finger-ring', new TorusGeometry(mm(10), mm(2.6), 10, 28).translate(mm(-53), mm(-62), 0), TEAL),
      part('articulation-joint', hub(mm(9), mm(30), mm(-92), mm(-10)), TEAL),
      part('rotation-wheel', wheel(-22, -13, 14), TEAL),
      part(
        'nose-cone',
        lathe([
          [-13, 0],
          [-13, 8],
          [-6, 6.5],
          [0, 4.2],
          [0, 0],
        ]),
        LIGHT,
      ),
    ],
  };
  const shaft = { name: 'shaft', parts: [part('shaft', rod(mm(4), 0, SHAFT_LENGTH, 28), STEEL)] };
  const knuckle = (k) => [
    part(`wrist-hub-${k}`, hub(mm(3.4), mm(8.6)), TEAL),
    part(`wrist-segment-${k}`, rod(mm(4), mm(0.5), SEGMENT, 24), STEEL),
  ];
  const jaws = ['upper', 'lower'].map((s) => ({
    name: `jaw-${s}`,
    translation: [JAW_PIN, 0, 0],
    parts: [part(`jaw-${s}`, jaw(s === 'upper' ? 1 : -1), STEEL)],
  }));
  const wrist2 = {
    name: 'wrist-joint-2',
    translation: [SEGMENT, 0, 0],
    parts: [
      ...knuckle(2),
      // Fork that carries the jaw pin, and the pin itself.
      part(
        'clevis',
        slab(shapeFromPath('M0.5 -4.1L5 -4.1Q7.8 -4.1 7.8 0Q7.8 4.1 5 4.1L0.5 4.1Z'), mm(8), mm(1), 4),
        STEEL,
      ),
      part('jaw-pin', hub(mm(1.3), mm(8.8), JAW_PIN, 0, 12), NAVY),
    ],
    children: jaws,
  };
  const wrist1 = {
    name: 'wrist-joint-1',
    translation: [SHAFT_LENGTH, 0, 0],
    parts: knuckle(1),
    children: [wrist2],
  };
  return { name: 'Articulate8', children: [handle, shaft, wrist1] };
}

/** Serialises the tree as GLB: one buffer, indexed meshes, float32 positions and normals. */
function toGlb(tree) {
  const chunks = [];
  let offset = 0;
  const bufferViews = [];
  const accessors = [];
  const meshes = [];
  const nodes = [];
  const push = (typed, target) => {
    const bytes = Buffer.from(typed.buffer, typed.byteOffset, typed.byteLength);
    const pad = (4 - (bytes.length % 4)) % 4;
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: bytes.length, target });
    chunks.push(bytes, Buffer.alloc(pad));
    offset += bytes.length + pad;
    return bufferViews.length - 1;
  };
  const addMesh = ({ name, geometry, mat }) => {
    geometry.deleteAttribute('uv');
    const geo = mergeVertices(geometry, 1e-7);
    const pos = geo.getAttribute('position').array;
    const nor = geo.getAttribute('normal').array;
    const idx = geo.getIndex().array;
    const min = [0, 1, 2].map((k) => Math.min(...pos.filter((_, i) => i % 3 === k)));
    const max = [0, 1, 2].map((k) => Math.max(...pos.filter((_, i) => i % 3 === k)));
    accessors.push({
      bufferView: push(new Float32Array(pos), 34962),
      componentType: 5126,
      count: pos.length / 3,
      type: 'VEC3',
      min,
      max,
    });
    accessors.push({
      bufferView: push(new Float32Array(nor), 34962),
      componentType: 5126,
      count: nor.length / 3,
      type: 'VEC3',
    });
    const big = pos.length / 3 > 65535;
    accessors.push({
      bufferView: push(big ? new Uint32Array(idx) : new Uint16Array(idx), 34963),
      componentType: big ? 5125 : 5123,
      count: idx.length,
      type: 'SCALAR',
    });
    const a = accessors.length;
    meshes.push({
      name,
      primitives: [{ attributes: { POSITION: a - 3, NORMAL: a - 2 }, indices: a - 1, material: mat }],
    });
    nodes.push({ name, mesh: meshes.length - 1 });
    return nodes.length - 1;
  };
  const addNode = (n) => {
    const children = [...(n.parts ?? []).map(addMesh), ...(n.children ?? []).map(addNode)];
    nodes.push({ name: n.name, ...(n.translation && { translation: n.translation }), children });
    return nodes.length - 1;
  };
  const root = addNode(tree);
  const bin = Buffer.concat(chunks);
  const gltf = {
    asset: { version: '2.0', generator: 'manovo build-instrument-model.mjs' },
    scene: 0,
    scenes: [{ nodes: [root] }],
    nodes,
    meshes,
    materials: MATERIALS,
    accessors,
    bufferViews,
    buffers: [{ byteLength: bin.length }],
  };
  let json = Buffer.from(JSON.stringify(gltf));
  json = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)]);
  const header = (len, type) => {
    const b = Buffer.alloc(8);
    b.writeUInt32LE(len, 0);
    b.writeUInt32LE(type, 4);
    return b;
  };
  const total = 12 + 8 + json.length + 8 + bin.length;
  const head = Buffer.alloc(12);
  head.writeUInt32LE(0x46546c67, 0); // "glTF"
  head.writeUInt32LE(2, 4);
  head.writeUInt32LE(total, 8);
  return Buffer.concat([head, header(json.length, 0x4e4f534a), json, header(bin.length, 0x004e4942), bin]);
}

export const buildModel = () => toGlb(instrumentTree());

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const glb = buildModel();
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, glb);
  console.log(`wrote ${OUT} (${glb.length} bytes)`);
}
