// Builds public/models/articulate-8.glb: a small glTF 2.0 binary of an Articulate 8
// instrument (handle, shaft, articulating wrist, jaws) from simple shapes. No dependencies.
// Run: node scripts/build-instrument-model.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'models', 'articulate-8.glb');

/** Cylinder along +Y from y=0 to y=h. */
function cylinder(r, h, seg = 24) {
  const pos = [];
  const nor = [];
  const idx = [];
  for (let i = 0; i <= seg; i++) {
    const a = (i / seg) * Math.PI * 2;
    const x = Math.cos(a);
    const z = Math.sin(a);
    pos.push(x * r, 0, z * r, x * r, h, z * r);
    nor.push(x, 0, z, x, 0, z);
  }
  for (let i = 0; i < seg; i++) {
    const a = i * 2;
    idx.push(a, a + 1, a + 2, a + 1, a + 3, a + 2);
  }
  // Caps.
  for (const [y, ny] of [
    [0, -1],
    [h, 1],
  ]) {
    const c = pos.length / 3;
    pos.push(0, y, 0);
    nor.push(0, ny, 0);
    for (let i = 0; i <= seg; i++) {
      const a = (i / seg) * Math.PI * 2;
      pos.push(Math.cos(a) * r, y, Math.sin(a) * r);
      nor.push(0, ny, 0);
    }
    for (let i = 0; i < seg; i++)
      ny > 0 ? idx.push(c, c + i + 2, c + i + 1) : idx.push(c, c + i + 1, c + i + 2);
  }
  return { pos, nor, idx };
}

/** Axis-aligned box centred on the origin. */
function box(sx, sy, sz) {
  const [x, y, z] = [sx / 2, sy / 2, sz / 2];
  const faces = [
    [
      [1, 0, 0],
      [
        [x, -y, -z],
        [x, y, -z],
        [x, y, z],
        [x, -y, z],
      ],
    ],
    [
      [-1, 0, 0],
      [
        [-x, -y, z],
        [-x, y, z],
        [-x, y, -z],
        [-x, -y, -z],
      ],
    ],
    [
      [0, 1, 0],
      [
        [-x, y, -z],
        [-x, y, z],
        [x, y, z],
        [x, y, -z],
      ],
    ],
    [
      [0, -1, 0],
      [
        [-x, -y, z],
        [-x, -y, -z],
        [x, -y, -z],
        [x, -y, z],
      ],
    ],
    [
      [0, 0, 1],
      [
        [-x, -y, z],
        [x, -y, z],
        [x, y, z],
        [-x, y, z],
      ],
    ],
    [
      [0, 0, -1],
      [
        [x, -y, -z],
        [-x, -y, -z],
        [-x, y, -z],
        [x, y, -z],
      ],
    ],
  ];
  const pos = [];
  const nor = [];
  const idx = [];
  for (const [n, verts] of faces) {
    const b = pos.length / 3;
    for (const v of verts) {
      pos.push(...v);
      nor.push(...n);
    }
    idx.push(b, b + 1, b + 2, b, b + 2, b + 3);
  }
  return { pos, nor, idx };
}

/** Sphere (for the wrist joints). */
function sphere(r, seg = 16) {
  const pos = [];
  const nor = [];
  const idx = [];
  for (let i = 0; i <= seg; i++) {
    const t = (i / seg) * Math.PI;
    for (let j = 0; j <= seg; j++) {
      const p = (j / seg) * Math.PI * 2;
      const x = Math.sin(t) * Math.cos(p);
      const y = Math.cos(t);
      const z = Math.sin(t) * Math.sin(p);
      pos.push(x * r, y * r, z * r);
      nor.push(x, y, z);
    }
  }
  for (let i = 0; i < seg; i++)
    for (let j = 0; j < seg; j++) {
      const a = i * (seg + 1) + j;
      const b = a + seg + 1;
      idx.push(a, b, a + 1, b, b + 1, a + 1);
    }
  return { pos, nor, idx };
}

const quatZ = (deg) => {
  const h = (deg * Math.PI) / 360;
  return [0, 0, Math.sin(h), Math.cos(h)];
};

const materials = [
  {
    name: 'steel',
    pbrMetallicRoughness: {
      baseColorFactor: [0.78, 0.81, 0.85, 1],
      metallicFactor: 0.85,
      roughnessFactor: 0.3,
    },
  },
  {
    name: 'navy',
    pbrMetallicRoughness: {
      baseColorFactor: [0.043, 0.145, 0.27, 1],
      metallicFactor: 0.1,
      roughnessFactor: 0.6,
    },
  },
  {
    name: 'teal',
    pbrMetallicRoughness: {
      baseColorFactor: [0.055, 0.62, 0.557, 1],
      metallicFactor: 0.2,
      roughnessFactor: 0.45,
    },
  },
  {
    name: 'accent',
    pbrMetallicRoughness: {
      baseColorFactor: [0.95, 0.55, 0.16, 1],
      metallicFactor: 0.1,
      roughnessFactor: 0.5,
    },
  },
];

// Units: metres. The instrument lies along -X (handle) to +X (jaws).
const parts = [
  { name: 'handle-body', geo: box(0.12, 0.04, 0.035), mat: 1, t: [-0.06, 0, 0] },
  { name: 'handle-grip', geo: box(0.035, 0.13, 0.035), mat: 1, t: [-0.085, -0.07, 0], r: quatZ(-12) },
  { name: 'finger-support', geo: box(0.025, 0.05, 0.03), mat: 2, t: [-0.02, -0.04, 0] },
  { name: 'rotation-wheel', geo: cylinder(0.022, 0.012), mat: 3, t: [0.006, 0, 0], r: quatZ(-90) },
  { name: 'shaft', geo: cylinder(0.004, 0.38), mat: 0, t: [0.01, 0, 0], r: quatZ(-90) },
  { name: 'joint-1', geo: sphere(0.0055), mat: 2, t: [0.39, 0, 0] },
  { name: 'wrist-1', geo: cylinder(0.0042, 0.018), mat: 0, t: [0.39, 0, 0], r: quatZ(-70) },
  { name: 'joint-2', geo: sphere(0.0055), mat: 2, t: [0.3961, 0.0169, 0] },
  { name: 'wrist-2', geo: cylinder(0.0042, 0.018), mat: 0, t: [0.3961, 0.0169, 0], r: quatZ(-45) },
  { name: 'jaw-upper', geo: box(0.018, 0.0028, 0.005), mat: 0, t: [0.4155, 0.0355, 0], r: quatZ(55) },
  { name: 'jaw-lower', geo: box(0.018, 0.0028, 0.005), mat: 0, t: [0.4185, 0.0295, 0], r: quatZ(35) },
];

const chunks = [];
let offset = 0;
const bufferViews = [];
const accessors = [];
const push = (typed, target) => {
  const bytes = Buffer.from(typed.buffer, typed.byteOffset, typed.byteLength);
  const pad = (4 - (bytes.length % 4)) % 4;
  bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: bytes.length, target });
  chunks.push(bytes, Buffer.alloc(pad));
  offset += bytes.length + pad;
  return bufferViews.length - 1;
};

const meshes = [];
const nodes = [];
for (const p of parts) {
  const pos = new Float32Array(p.geo.pos);
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < pos.length; i += 3)
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k], pos[i + k]);
      max[k] = Math.max(max[k], pos[i + k]);
    }
  const pv = push(pos, 34962);
  accessors.push({ bufferView: pv, componentType: 5126, count: pos.length / 3, type: 'VEC3', min, max });
  const posAcc = accessors.length - 1;
  const nv = push(new Float32Array(p.geo.nor), 34962);
  accessors.push({ bufferView: nv, componentType: 5126, count: pos.length / 3, type: 'VEC3' });
  const norAcc = accessors.length - 1;
  const iv = push(new Uint16Array(p.geo.idx), 34963);
  accessors.push({ bufferView: iv, componentType: 5123, count: p.geo.idx.length, type: 'SCALAR' });
  const idxAcc = accessors.length - 1;
  meshes.push({
    name: p.name,
    primitives: [{ attributes: { POSITION: posAcc, NORMAL: norAcc }, indices: idxAcc, material: p.mat }],
  });
  nodes.push({ name: p.name, mesh: meshes.length - 1, translation: p.t, ...(p.r && { rotation: p.r }) });
}
nodes.push({ name: 'Articulate8', children: parts.map((_, i) => i) });

const bin = Buffer.concat(chunks);
const gltf = {
  asset: { version: '2.0', generator: 'manovo build-instrument-model.mjs' },
  scene: 0,
  scenes: [{ nodes: [nodes.length - 1] }],
  nodes,
  meshes,
  materials,
  accessors,
  bufferViews,
  buffers: [{ byteLength: bin.length }],
};
let json = Buffer.from(JSON.stringify(gltf));
json = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)]);
const header = Buffer.alloc(12);
header.writeUInt32LE(0x46546c67, 0);
header.writeUInt32LE(2, 4);
header.writeUInt32LE(12 + 8 + json.length + 8 + bin.length, 8);
const chunkHeader = (len, type) => {
  const b = Buffer.alloc(8);
  b.writeUInt32LE(len, 0);
  b.writeUInt32LE(type, 4);
  return b;
};
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(
  OUT,
  Buffer.concat([
    header,
    chunkHeader(json.length, 0x4e4f534a),
    json,
    chunkHeader(bin.length, 0x004e4942),
    bin,
  ]),
);
console.log(`wrote ${OUT} (${12 + 16 + json.length + bin.length} bytes)`);
