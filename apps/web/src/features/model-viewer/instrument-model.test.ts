// The shipped model, parsed as the browser parses it (three's GLTFLoader). WebGL cannot run here,
// so this checks what the viewer relies on: size, named joints with pivots, materials.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Box3, type Mesh, type MeshStandardMaterial, type Object3D, Vector3 } from 'three';
import { type GLTF, GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { NODES } from './instrument-pose';

const file = join(dirname(fileURLToPath(import.meta.url)), '../../../public/models/articulate-8.glb');
const bytes = readFileSync(file);
let gltf: GLTF;

beforeAll(async () => {
  // Copied into this realm's ArrayBuffer: the loader tells binary from JSON with instanceof.
  const buffer = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  gltf = await new GLTFLoader().parseAsync(buffer, '');
});

const node = (name: string): Object3D => {
  const found = gltf.scene.getObjectByName(name);
  if (!found) throw new Error(`node ${name} missing`);
  return found;
};
const box = (name: string) => {
  gltf.scene.updateMatrixWorld(true);
  return new Box3().setFromObject(node(name));
};
const materialOf = (name: string) => {
  let material: MeshStandardMaterial | undefined;
  node(name).traverse((o) => {
    if ((o as Mesh).isMesh) material ??= (o as Mesh).material as MeshStandardMaterial;
  });
  if (!material) throw new Error(`${name} has no mesh`);
  return material;
};
const reset = () => {
  for (const name of Object.values(NODES)) node(name).rotation.set(0, 0, 0);
};

describe('articulate-8.glb', () => {
  it('is under 300 KB', () => {
    expect(bytes.byteLength).toBeLessThan(300 * 1024);
  });

  it('has a handle with finger support and ring, a shaft, two wrist joints and two jaws', () => {
    for (const name of [
      'handle',
      'finger-support',
      'finger-ring',
      'palm-grip',
      'rotation-wheel',
      'shaft',
      ...Object.values(NODES),
    ])
      expect(gltf.scene.getObjectByName(name), name).toBeDefined();
  });

  it('makes the shaft and jaws of metal and the handle of polymer', () => {
    expect(materialOf('shaft').metalness).toBe(1);
    expect(materialOf(NODES.jawUpper).metalness).toBe(1);
    expect(materialOf('handle-housing').metalness).toBe(0);
    expect(materialOf('finger-support').metalness).toBe(0);
  });

  it("puts each joint node's pivot on its joint: shaft end, second hub, jaw pin", () => {
    reset();
    gltf.scene.updateMatrixWorld(true);
    const at = (name: string) => node(name).getWorldPosition(new Vector3());
    const shaft = box('shaft');
    expect(at(NODES.wristPitch).distanceTo(new Vector3(shaft.max.x, 0, 0))).toBeLessThan(1e-4);
    expect(at(NODES.wristYaw).distanceTo(box('wrist-hub-2').getCenter(new Vector3()))).toBeLessThan(1e-4);
    const pin = box('jaw-pin').getCenter(new Vector3());
    expect(at(NODES.jawUpper).distanceTo(pin)).toBeLessThan(1e-4);
    expect(at(NODES.jawLower).distanceTo(pin)).toBeLessThan(1e-4);
  });

  it('opens the jaws when their nodes turn: the tips move apart', () => {
    reset();
    const closedGap = box(NODES.jawUpper).max.y - box(NODES.jawLower).min.y;
    node(NODES.jawUpper).rotation.z = 0.3;
    node(NODES.jawLower).rotation.z = -0.3;
    const openGap = box(NODES.jawUpper).max.y - box(NODES.jawLower).min.y;
    expect(openGap).toBeGreaterThan(closedGap + 0.006);
    reset();
  });

  it('bends at the wrist: turning the first joint moves the jaws but not the shaft', () => {
    reset();
    const shaftBefore = box('shaft');
    const jawsBefore = box(NODES.jawUpper).getCenter(new Vector3());
    node(NODES.wristPitch).rotation.z = 0.6;
    expect(box('shaft').equals(shaftBefore)).toBe(true);
    expect(box(NODES.jawUpper).getCenter(new Vector3()).y - jawsBefore.y).toBeGreaterThan(0.008);
    // The second joint turns about the other axis (yaw): the jaws swing sideways.
    reset();
    node(NODES.wristYaw).rotation.y = 0.6;
    expect(Math.abs(box(NODES.jawUpper).getCenter(new Vector3()).z - jawsBefore.z)).toBeGreaterThan(0.006);
    reset();
  });
});
