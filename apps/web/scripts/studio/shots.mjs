// What the studio photographs, and at which sizes the pages show it. `view.dir` is the direction from
// the target to the camera (x along the shaft towards the jaws, y up); `fill` how much of the frame
// the target's bounding sphere takes; poses are radians (pitch and yaw of the wrist, roll of the end
// effector, jaw opening of each jaw).
import { EFFECTOR_IDS } from '../model/effectors.mjs';

const OPEN = { pitch: 0.5, yaw: -0.35, roll: 0, jaw: 0.32 };

export const STUDIO_SHOTS = [
  // Home hero and the products page header: the whole instrument on navy.
  {
    name: 'instrument-navy',
    group: 'hero',
    backdrop: 'navy',
    size: [2880, 1260],
    supersample: 1.25,
    widths: [2880, 1600],
    pose: { pitch: 0.45, yaw: -0.3, jaw: 0.25 },
    view: {
      target: 'all',
      dir: [0.18, 0.55, 1],
      fov: 18,
      // On the right, clear of the slide's title and button at the lower left.
      fill: 1.3,
      shift: [-0.22, 0.1],
      rootRotation: [0, 0.32, 0.12],
    },
  },
  {
    name: 'instrument-white',
    group: 'hero',
    backdrop: 'white',
    size: [1600, 700],
    widths: [1600, 800],
    pose: { pitch: 0.45, yaw: -0.3, jaw: 0.25 },
    view: { target: 'all', dir: [0.18, 0.55, 1], fov: 18, fill: 1.7, rootRotation: [0, 0.32, 0.12] },
  },
  // The second hero slide: the wrist bent, jaws open, close up on navy (desktop and phone crops).
  // A phone shows the lower two thirds of its crop (object-position 50% 92%): subjects sit low.
  {
    name: 'wrist-navy',
    group: 'hero',
    backdrop: 'navy',
    size: [2880, 1260],
    supersample: 1.25,
    widths: [2880, 1600],
    pose: OPEN,
    view: {
      target: 'wrist-joint-1',
      dir: [0.55, 0.45, 1],
      fov: 24,
      fill: 0.7,
      shift: [-0.18, 0.02],
      offset: [-0.006, 0, 0],
    },
  },
  {
    name: 'wrist-navy-mobile',
    group: 'hero',
    backdrop: 'navy',
    size: [768, 900],
    pose: OPEN,
    view: { target: 'wrist-joint-1', dir: [0.55, 0.5, 1], fov: 24, fill: 0.85, shift: [0.04, -0.12] },
  },
  {
    name: 'instrument-navy-mobile',
    group: 'hero',
    backdrop: 'navy',
    size: [768, 900],
    pose: { pitch: 0.45, yaw: -0.3, jaw: 0.25 },
    view: {
      target: 'all',
      dir: [0.3, 0.6, 1],
      fov: 20,
      fill: 1.05,
      shift: [0, -0.16],
      rootRotation: [0, 0.2, 0.75],
    },
  },
  // The link preview's backdrop: the wrist close up on the right, where the card's veil is clearest
  // (the server writes the title over the left).
  {
    name: 'share-card',
    group: 'hero',
    backdrop: 'navy',
    size: [1200, 630],
    formats: ['png'],
    pose: OPEN,
    view: {
      target: 'wrist-joint-1',
      dir: [0.55, 0.45, 1],
      fov: 24,
      fill: 0.75,
      shift: [-0.27, 0.04],
      offset: [-0.006, 0, 0],
    },
  },
  // The wrist at several articulations, on white and on navy.
  ...[
    { pitch: 0, yaw: 0, roll: 0, jaw: 0.3 },
    { pitch: 0.7, yaw: 0, roll: 0.6, jaw: 0.2 },
    { pitch: 0.45, yaw: -0.55, roll: 1.2, jaw: 0.35 },
  ].flatMap((pose, i) =>
    ['white', 'navy'].map((backdrop) => ({
      name: `wrist-${i + 1}-${backdrop}`,
      group: 'wrist',
      backdrop,
      size: [1200, 800],
      widths: [1200, 600],
      pose,
      view: { target: 'wrist-joint-1', dir: [0.5, 0.55, 1], fov: 24, fill: 0.78 },
    })),
  ),
  // The haptic feature's panel shows wrist-1-white: the cables that carry the force.
  // Each end effector close up: the lineup cards (480 × 200 shown, 960 × 400 for sharp screens).
  ...EFFECTOR_IDS.flatMap((effector) =>
    ['white', 'navy'].map((backdrop) => ({
      name: `effector-${effector}-${backdrop}`,
      group: 'lineup',
      effector,
      backdrop,
      size: [960, 400],
      widths: [960, 480],
      pose: { pitch: 0, yaw: 0, roll: 0, jaw: /hook|spatula/.test(effector) ? 0 : 0.26 },
      // The shaft enters from the left; the jaws sit right of the middle.
      view: {
        target: 'effector',
        dir: [0.3, 0.8, 1],
        fov: 20,
        fill: 1.4,
        offset: [0.0085, 0.001, 0],
        shift: [-0.14, 0],
      },
    })),
  ),
];

const TURN = Math.PI * 2;

/**
 * Short loops of the model moving, for the demo videos (960 × 540, four seconds each at 20 frames a second). `at(u)` gives
 * the shot at u ∈ [0, 1) of the loop; the last frame runs into the first.
 */
/** A four-second loop on navy: `pose(u)` and `view(u)` at u ∈ [0, 1). */
const clip = (name, pose, view) => ({
  name,
  size: [960, 540],
  fps: 20,
  seconds: 4,
  at: (u) => ({ backdrop: 'navy', supersample: 1.25, pose: pose(u), view: view(u) }),
});
const WRIST_VIEW = { target: 'wrist-joint-1', dir: [0.5, 0.5, 1], fov: 24, fill: 0.62 };

export const STUDIO_CLIPS = [
  // The wrist through its range: pitch and yaw sweep, the jaws open and close twice.
  clip(
    'range-of-motion',
    (u) => ({
      pitch: 0.6 * Math.sin(u * TURN),
      yaw: 0.45 * Math.sin(u * TURN + Math.PI / 2),
      roll: 0,
      jaw: 0.36 * (0.5 - 0.5 * Math.cos(2 * u * TURN)),
    }),
    () => WRIST_VIEW,
  ),
  // The jaws turn a full circle about their own axis with the wrist bent.
  clip(
    'rotation-360',
    (u) => ({ pitch: 0.6, yaw: 0, roll: u * TURN, jaw: 0.3 }),
    () => ({ ...WRIST_VIEW, dir: [0.45, 0.45, 1] }),
  ),
  // The whole instrument turning on the turntable.
  clip(
    'overview',
    () => ({ pitch: 0.45, yaw: -0.3, roll: 0, jaw: 0.25 }),
    (u) => ({ target: 'all', dir: [0.15, 0.45, 1], fov: 20, fill: 1.2, rootRotation: [0, u * TURN, 0] }),
  ),
];
