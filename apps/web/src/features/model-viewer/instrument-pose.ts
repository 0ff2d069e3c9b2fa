// What the viewer animates and how it frames the model. Kept free of WebGL so it can be tested.

/** Node names in public/models/articulate-8.glb (scripts/build-instrument-model.mjs). */
export const NODES = {
  wristPitch: 'wrist-joint-1',
  wristYaw: 'wrist-joint-2',
  jawUpper: 'jaw-upper',
  jawLower: 'jaw-lower',
} as const;

/** Length of one articulation loop, seconds. */
export const LOOP_SECONDS = 6;

/**
 * A still moment of the loop with the wrist visibly bent and the jaws open: the first frame, and the
 * only one a visitor who prefers reduced motion sees.
 */
export const START_SECONDS = 1.1;

export type Pose = { pitch: number; yaw: number; jawOpen: number };

/** Joint angles (radians) at time t: the wrist sweeps pitch and yaw, the jaws open and close twice. */
export function poseAt(t: number): Pose {
  const phase = (t / LOOP_SECONDS) * Math.PI * 2;
  return {
    pitch: 0.55 * Math.sin(phase),
    yaw: 0.3 * Math.sin(phase + Math.PI / 2),
    // Each jaw turns by this much; the mouth opens by twice it (up to about 48 degrees).
    jawOpen: 0.42 * (0.5 - 0.5 * Math.cos(2 * phase)),
  };
}

/**
 * Camera distance at which a sphere of `radius` fills the narrower side of the view, so the wrist
 * and jaws stay whole on a phone (portrait) as on a wide screen.
 */
export function fitDistance(radius: number, verticalFovDeg: number, aspect: number, margin = 1.08): number {
  const v = (verticalFovDeg * Math.PI) / 180;
  const h = 2 * Math.atan(Math.tan(v / 2) * aspect);
  return (radius * margin) / Math.sin(Math.min(v, h) / 2);
}
