// Builds public/models/articulate-8.glb: an Articulate 8 instrument as a glTF 2.0 binary.
// three.js makes the geometry (extruded side profiles, lathes, tori); the GLB is written here.
// Node tree (units: metres, the instrument lies along +X, jaws at the +X end):
//   Articulate8
//   ├ handle (model/handle.mjs): housing, palm grip, trigger + finger ring, finger rest, rotation
//   │         wheel, strain relief, articulation joystick, part lines, screws  (polymer, teal trim)
//   ├ shaft                                    (steel, 8 mm, 380 mm, anodised band, steel tip)
//   └ wrist-joint-1   pivot at the shaft end, turns about Z (pitch): pin, link, four drive cables
//     └ wrist-joint-2 pivot 7 mm further, turns about Y (yaw): pin, link, cables
//       └ effector    turns about X (roll): clevis, jaw pin, fixed electrodes (hook, spatula)
//         ├ jaw-upper pivot at the jaw pin, turns about Z (opens upwards)
//         └ jaw-lower same pin, opens downwards
// The site ships the fenestrated forceps at a lighter tessellation; the studio (render-studio.mjs)
// builds each of the fifteen end effectors of model/effectors.mjs at full detail.
// Run: npm run model --workspace @manovo/web
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeGeometries, mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { EFFECTOR_IDS, EFFECTORS, M, MONOPOLAR } from './model/effectors.mjs';
import { hub, lathe, mm, rod, setQuality, shapeFromPath, slab, wire } from './model/geometry.mjs';
import { handleParts } from './model/handle.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'models', 'articulate-8.glb');

export const SHAFT_LENGTH = 0.38;
export const SEGMENT = 0.007;
export const JAW_PIN = 0.006; // from the second joint to the jaw pin
export const JAW_LENGTH = 0.018;

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
// In the order of M (model/effectors.mjs).
export const MATERIALS = [
  material('steel', '#B9C3CD', 1, 0.32),
  material('polymer-navy', '#0B2545', 0, 0.55),
  material('polymer-teal', '#0E9F8E', 0, 0.45),
  material('polymer-light', '#E8EDF2', 0, 0.5),
  material('insulation', '#1A1D21', 0, 0.4),
  material('electrode', '#D9DDE1', 1, 0.22),
  material('titanium', '#C9B47A', 1, 0.3),
  material('cable', '#8C939B', 1, 0.45),
  material('steel-dark', '#5D6670', 1, 0.38),
  material('polymer-grip', '#2B3441', 0, 0.7),
  material('anodised-teal', '#0E9F8E', 1, 0.35),
];
const { STEEL, ANODISED, INSULATION, CABLE, DARK } = M;

const part = (name, geometry, mat) => ({ name, geometry, mat });

/** The node tree; a node has either parts (meshes) or children, and a translation (its pivot). */
function instrumentTree(effector) {
  const handle = { name: 'handle', parts: handleParts() };
  const shaft = {
    name: 'shaft',
    parts: [
      part('shaft', rod(mm(4), 0, SHAFT_LENGTH - mm(6), 36), STEEL),
      // The shaft's tip: a fork around the first wrist pin, with a teal anodised band behind it.
      part('shaft-band', rod(mm(4.08), SHAFT_LENGTH - mm(12), SHAFT_LENGTH - mm(7), 36), ANODISED),
      part(
        'shaft-tip',
        lathe(
          [
            [SHAFT_LENGTH * 1000 - 7, 0],
            [SHAFT_LENGTH * 1000 - 7, 4],
            [SHAFT_LENGTH * 1000 - 1.6, 4],
            [SHAFT_LENGTH * 1000, 3.2],
            [SHAFT_LENGTH * 1000, 0],
          ],
          36,
        ),
        STEEL,
      ),
    ],
  };
  // One link of the wrist: a rounded vertebra between two pins, with the four drive cables in grooves
  // along its sides (they pull the next link and the jaws). `axis` is the pin's axis: z pitch, y yaw.
  const link = (k, x0, x1, axis, mat) => {
    const pin = hub(mm(1.1), mm(8.4), 0, 0, 16);
    if (axis === 'y') pin.rotateX(Math.PI / 2);
    const ear = hub(mm(2.6), mm(7.6), 0, 0, 28);
    if (axis === 'y') ear.rotateX(Math.PI / 2);
    const cables = [45, 135, 225, 315].map((deg) => {
      const a = (deg * Math.PI) / 180;
      const y = 3.75 * Math.cos(a);
      const z = 3.75 * Math.sin(a);
      return wire(
        [
          [x0 * 1000 - 1.6, y, z],
          [(x0 + x1) * 500, y, z],
          [x1 * 1000 + 0.6, y, z],
        ],
        0.32,
        6,
        6,
      );
    });
    return [
      part(`wrist-hub-${k}`, pin, DARK),
      part(`wrist-knuckle-${k}`, ear, mat),
      part(
        `wrist-segment-${k}`,
        lathe(
          [
            [x0 * 1000, 0],
            [x0 * 1000, 3.3],
            [x0 * 1000 + 0.8, 3.95],
            [x1 * 1000 - 0.8, 3.95],
            [x1 * 1000, 3.3],
            [x1 * 1000, 0],
          ],
          36,
        ),
        mat,
      ),
      part(`wrist-cables-${k}`, mergeGeometries(cables), CABLE),
    ];
  };
  const fx = EFFECTORS[effector]();
  const jaws = ['upper', 'lower'].map((s) => ({
    name: `jaw-${s}`,
    translation: [JAW_PIN, 0, 0],
    parts: fx[s] ?? [],
  }));
  const insulated = MONOPOLAR.has(effector) ? INSULATION : STEEL;
  const wrist2 = {
    name: 'wrist-joint-2',
    translation: [SEGMENT, 0, 0],
    parts: link(2, mm(1.6), mm(4.2), 'y', insulated),
    children: [
      {
        // The end effector turns about the shaft's axis (roll) in front of the wrist.
        name: 'effector',
        parts: [
          // Fork that carries the jaw pin, and the pin itself.
          part(
            'clevis',
            slab(shapeFromPath('M3.6 -3.9L5 -3.9Q7.8 -3.9 7.8 0Q7.8 3.9 5 3.9L3.6 3.9Z'), mm(8), mm(1), 6),
            insulated,
          ),
          part('jaw-pin', hub(mm(1.3), mm(8.8), JAW_PIN, 0, 20), DARK),
          ...(fx.fixed ?? []).map((p) => ({ ...p, geometry: p.geometry.translate(JAW_PIN, 0, 0) })),
        ],
        children: jaws,
      },
    ],
  };
  const wrist1 = {
    name: 'wrist-joint-1',
    translation: [SHAFT_LENGTH, 0, 0],
    parts: link(1, mm(1.6), mm(5.4), 'z', STEEL),
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

export { EFFECTOR_IDS };
/** The model as GLB bytes; the site ships the fenestrated forceps, the studio renders every effector. */
export const buildModel = ({ effector = 'fenestrated-forceps', detail = 'site' } = {}) => {
  setQuality(detail);
  return toGlb(instrumentTree(effector));
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const glb = buildModel();
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, glb);
  console.log(`wrote ${OUT} (${glb.length} bytes)`);
}
