// The fifteen end effectors the studio photographs: one per instrument of the lineup, each its own
// shape, each a model the browser's loader reads with the joints the viewer turns.
import { INSTRUMENTS } from '@manovo/content/products';
import { Box3, type Mesh, Vector3 } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without type declarations
import { buildModel, EFFECTOR_IDS } from '../build-instrument-model.mjs';

const load = async (effector: string) => {
  const bytes: Buffer = buildModel({ effector });
  const buffer = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  return (await new GLTFLoader().parseAsync(buffer, '')).scene;
};

describe('end effectors', () => {
  it('has one for each instrument of the lineup', () => {
    expect([...EFFECTOR_IDS].sort()).toEqual(INSTRUMENTS.map((i) => i.id).sort());
  });

  it('gives each its own shape in front of the jaw pin, within the 8 mm shaft and about 22 mm long', async () => {
    const sizes = new Set<string>();
    for (const id of EFFECTOR_IDS as string[]) {
      const scene = await load(id);
      const effector = scene.getObjectByName('effector');
      expect(effector, id).toBeDefined();
      for (const joint of ['jaw-upper', 'jaw-lower']) expect(scene.getObjectByName(joint), id).toBeDefined();
      scene.updateMatrixWorld(true);
      const size = new Box3().setFromObject(effector!).getSize(new Vector3());
      expect(size.x, id).toBeGreaterThan(0.012);
      expect(size.x, id).toBeLessThan(0.032);
      expect(Math.max(size.y, size.z), id).toBeLessThan(0.0145);
      // Its shape's signature: how many vertices, and where they are on average.
      let count = 0;
      let sum = 0;
      effector!.traverse((o) => {
        const position = (o as Mesh).geometry?.getAttribute('position');
        if (!position) return;
        count += position.count;
        for (let i = 0; i < position.count; i++)
          sum += position.getX(i) + 3 * position.getY(i) + 7 * position.getZ(i);
      });
      sizes.add(`${count}:${(sum / count).toFixed(7)}`);
    }
    expect(sizes.size).toBe(15);
    // Fifteen models built and parsed: seconds on a busy machine.
  }, 120_000);
});
