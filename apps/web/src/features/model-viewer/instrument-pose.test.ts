import { describe, expect, it } from 'vitest';
import { fitDistance, LOOP_SECONDS, poseAt, START_SECONDS } from './instrument-pose';

const deg = (r: number) => (r * 180) / Math.PI;

describe('poseAt', () => {
  it('starts on a frame with the wrist bent and the jaws open (the still frame for reduced motion)', () => {
    const p = poseAt(START_SECONDS);
    expect(Math.abs(deg(p.pitch))).toBeGreaterThan(20);
    expect(deg(p.jawOpen * 2)).toBeGreaterThan(20);
  });

  it('loops: the pose one loop later is the same, and the jaws close fully during it', () => {
    const a = poseAt(2);
    const b = poseAt(2 + LOOP_SECONDS);
    expect(b.pitch).toBeCloseTo(a.pitch, 6);
    expect(b.yaw).toBeCloseTo(a.yaw, 6);
    expect(b.jawOpen).toBeCloseTo(a.jawOpen, 6);
    const openings = Array.from({ length: 60 }, (_, i) => poseAt((i / 60) * LOOP_SECONDS).jawOpen);
    expect(Math.min(...openings)).toBeCloseTo(0, 3);
  });
});

describe('fitDistance', () => {
  it('moves the camera back on a portrait (phone) canvas so the jaws still fit across', () => {
    const wide = fitDistance(0.03, 35, 1.6);
    const phone = fitDistance(0.03, 35, 0.8);
    expect(phone).toBeGreaterThan(wide);
    // At that distance the sphere's width fits the horizontal field of view.
    const hHalf = Math.atan(Math.tan((35 * Math.PI) / 360) * 0.8);
    expect(Math.asin(0.03 / phone)).toBeLessThanOrEqual(hHalf);
  });
});
