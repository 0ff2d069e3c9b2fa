// The six feature panels of /products (600x400), each drawing exactly what its heading says.
import { distal, handle, SEGMENT, silhouette } from './instrument.mjs';
import { C } from './palette.mjs';
import { arc, circle, g, n, path, polar, rect, svg, tf } from './svg.mjs';
import { text } from './type.mjs';

const W = 600;
const H = 400;
const ground = rect(0, 0, W, H, { rx: 24, fill: C.mint2 });
const outline = (mm, zoom) => ({
  stroke: C.navy,
  'stroke-width': mm / zoom,
  'stroke-linejoin': 'round',
  'paint-order': 'stroke',
});

// The rotation and compatibility panels leave a corner clear for their caption, which the page writes
// over the picture as text in its own language (products-page.tsx, .feature__caption): words drawn
// here would be English on every page.

/** An arrowhead at (x, y) pointing along `deg`. */
export const arrowHead = (x, y, deg, size, fill) => {
  const [ax, ay] = polar(x, y, size, deg + 150);
  const [bx, by] = polar(x, y, size, deg - 150);
  return path(`M${n(x)} ${n(y)}L${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}Z`, { fill });
};

/** A gloved right hand around the pistol grip, in the handle's millimetre frame. */
export function glovedHand() {
  const finger = (d, w = 12) =>
    path(d, { fill: 'none', stroke: C.tealDark, 'stroke-width': w + 1.6, 'stroke-linecap': 'round' }) +
    path(d, { fill: 'none', stroke: C.glove, 'stroke-width': w, 'stroke-linecap': 'round' });
  return (
    // Forearm and back of the hand.
    path('M-150 140C-146 100 -142 60 -128 30C-120 12 -104 2 -92 6L-84 40C-96 70 -104 110 -110 150Z', {
      fill: C.glove,
      stroke: C.tealDark,
      'stroke-width': 1.6,
    }) +
    finger('M-104 84C-94 94 -82 96 -78 90', 10) +
    finger('M-100 64C-88 76 -72 78 -66 70') +
    finger('M-98 44C-84 52 -66 56 -58 52') +
    // Index finger rests on the finger support.
    finger('M-96 8C-88 -14 -70 -24 -40 -26', 11) +
    // Thumb along the side of the housing.
    finger('M-116 18C-108 2 -96 -2 -80 0', 12)
  );
}

function rotation() {
  const z = 6.6;
  const tip = 'maryland-dissector';
  // Wrist at (300, 262), bent up; the jaws' axis then points up and to the right.
  const axisDeg = -8 - 36;
  const [jx, jy] = polar(300, 262, (2 * SEGMENT + 6 + 9) * z, axisDeg);
  return svg(
    W,
    H,
    ground +
      circle(430, 150, 150, { fill: C.mint }) +
      g(
        { transform: tf({ x: 300, y: 262, r: -8, s: z }), ...outline(1.6, z) },
        distal({ tip, b1: -18, b2: -18, shaft: 50 }),
      ) +
      // The roll ring: an ellipse around the jaws' axis, open at the arrow.
      g(
        { transform: tf({ x: jx, y: jy, r: axisDeg }) },
        path(`M0 -78A26 78 0 1 1 -22 39`, {
          fill: 'none',
          stroke: C.accent,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }) + arrowHead(-22, 39, 135, 16, C.accent),
      ),
    { title: 'The jaws of an Articulate 8 instrument rolling through 360 degrees on the bent wrist' },
  );
}

function dof() {
  const z = 4.4;
  const [cx, cy] = [250, 215];
  const poses = [-40, -20, 20, 40];
  const pose = (b, solid) =>
    g(
      { opacity: solid ? 1 : 0.3, transform: tf({ x: cx, y: cy, s: z }), ...outline(1.5, z) },
      distal({ tip: 'fenestrated-forceps', open: 20, b1: b, b2: b, shaft: 0 }),
    );
  const r = (2 * SEGMENT + 6 + 19) * z;
  return svg(
    W,
    H,
    ground +
      circle(cx, cy, r + 26, { fill: C.mint }) +
      // The pitch range swept by the jaws, with arrowheads at both ends.
      path(arc(cx, cy, r + 10, -84, 84), {
        fill: 'none',
        stroke: C.accent,
        'stroke-width': 4,
        'stroke-dasharray': '2 10',
        'stroke-linecap': 'round',
      }) +
      arrowHead(...polar(cx, cy, r + 10, -84), -174, 14, C.accent) +
      arrowHead(...polar(cx, cy, r + 10, 84), 174, 14, C.accent) +
      g(
        { transform: tf({ x: cx, y: cy, s: z }), ...outline(1.5, z) },
        rect(-60, -4, 60, 8, { fill: C.steelMid }),
        path('M-60 -2.2H-1', { stroke: C.white, 'stroke-width': 0.9, 'stroke-opacity': 0.75 }),
      ) +
      poses.map((b) => pose(b, false)).join('') +
      pose(0, true),
    { title: 'The Articulate 8 wrist articulating through its range of motion, drawn in ghosted positions' },
  );
}

function haptic() {
  const z = 1.55;
  const [hx, hy] = [262, 128];
  const at = (x, y) => [hx + x * z, hy + y * z];
  const [fx, fy] = at(-38, -27);
  return svg(
    W,
    H,
    ground +
      circle(500, 150, 110, { fill: C.mint }) +
      g(
        { transform: tf({ x: hx, y: hy, s: z }), ...outline(1.4, z) },
        handle(),
        g(
          { transform: tf({ x: 140 }) },
          distal({ tip: 'fenestrated-forceps', open: 12, b1: -14, b2: -14, shaft: 140 }),
        ),
        glovedHand(),
      ) +
      // Tissue held in the jaws.
      path('M532 92C520 70 540 56 560 64C584 74 586 104 566 112C552 118 540 108 532 92Z', {
        fill: '#F6C9B5',
        stroke: C.navy,
        'stroke-width': 1.5,
      }) +
      // Force travels back along the shaft to the fingers.
      path(`M500 106L${n(fx + 30)} ${n(fy + 14)}`, {
        fill: 'none',
        stroke: C.accent,
        'stroke-width': 3,
        'stroke-dasharray': '3 9',
        'stroke-linecap': 'round',
        transform: 'translate(0 -18)',
      }) +
      arrowHead(fx + 30, fy - 4, 180, 12, C.accent) +
      // Feedback felt at the fingertip.
      [16, 28, 40]
        .map((r, i) =>
          path(arc(fx, fy, r, 200, 330), {
            fill: 'none',
            stroke: C.accent,
            'stroke-width': 4 - i,
            'stroke-linecap': 'round',
            opacity: 1 - i * 0.25,
          }),
        )
        .join(''),
    {
      title:
        'A gloved hand on the Articulate 8 handle, feeling the force at the jaws through the mechanical drive',
    },
  );
}

function ergonomics() {
  const z = 2.5;
  return svg(
    W,
    H,
    ground +
      circle(250, 190, 160, { fill: C.mint }) +
      g(
        { transform: tf({ x: 470, y: 120, s: z }), ...outline(1.4, z) },
        handle(),
        path('M0 -4H60V4H0Z', { fill: C.steelMid }),
      ) +
      // The hand that holds it, faded so the handle's shape stays readable through it.
      g({ transform: tf({ x: 470, y: 120, s: z }), opacity: 0.4 }, glovedHand()) +
      // Where the index finger rests.
      path('M330 52C345 40 370 42 385 56', {
        fill: 'none',
        stroke: C.accent,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    {
      title:
        'The ergonomic Articulate 8 handle: finger support for the index finger, palm grip and finger ring',
    },
  );
}

function compatibility() {
  const z = 1.5;
  // The trocar's axis runs from the top left into the abdomen at 35 degrees below horizontal.
  const deg = 38;
  return svg(
    W,
    H,
    ground +
      // Abdominal wall in section: skin, fat, muscle.
      path('M0 232C150 214 450 214 600 232V262C450 244 150 244 0 262Z', { fill: '#F6C9B5' }) +
      path('M0 262C150 244 450 244 600 262V300C450 282 150 282 0 300Z', { fill: '#FBE3C8' }) +
      path('M0 300C150 282 450 282 600 300V322C450 304 150 304 0 322Z', { fill: '#E9A99A' }) +
      path('M0 322C150 304 450 304 600 322V400H0Z', { fill: C.mint }) +
      g(
        { transform: tf({ x: 300, y: 262, r: deg }) },
        // Instrument shaft through the port, wrist bending inside the abdomen.
        g(
          { transform: tf({ x: 150, s: z }), ...outline(1.4, z) },
          distal({ tip: 'maryland-dissector', b1: -25, b2: -25, shaft: 210 }),
        ),
        g({ transform: tf({ x: 150 - 210 * z, s: z }) }, g(outline(1.4, z), handle())),
        // Trocar: valve housing with stopcock, cannula through the wall.
        rect(-110, -15, 232, 30, {
          rx: 4,
          fill: C.white,
          'fill-opacity': 0.55,
          stroke: C.navy,
          'stroke-width': 2.5,
        }) +
          rect(-150, -34, 46, 68, { rx: 10, fill: C.teal, stroke: C.navy, 'stroke-width': 2.5 }) +
          rect(-138, -50, 14, 18, { rx: 3, fill: C.accent, stroke: C.navy, 'stroke-width': 2 }),
      ),
    { title: 'An Articulate 8 instrument passing through a standard trocar in the abdominal wall' },
  );
}

function lengths() {
  const z = 0.76;
  const rows = [
    [250, 76],
    [380, 184],
    [450, 292],
  ];
  const x0 = 132;
  return svg(
    W,
    H,
    ground +
      rows
        .map(([mm, y]) => {
          const x1 = x0 + mm * z;
          return (
            g(
              { transform: tf({ x: x0 + mm * z, y, s: z }) },
              silhouette({ shaft: mm, b1: -12, b2: -12, fill: mm === 380 ? C.navy : C.slate }),
            ) +
            // Dimension line over the shaft, with end ticks and the length at its end.
            path(`M${x0} ${y - 22}H${n(x1)}M${x0} ${y - 30}V${y - 14}M${n(x1)} ${y - 30}V${y - 14}`, {
              stroke: C.teal,
              'stroke-width': 2,
            }) +
            text(`${mm / 10} cm`, {
              x: (x0 + x1) / 2,
              y: y - 32,
              size: 20,
              weight: 700,
              fill: C.navy,
              anchor: 'middle',
            })
          );
        })
        .join(''),
    { title: 'Three Articulate 8 instruments with 25, 38 and 45 cm shafts, drawn to scale' },
  );
}

export const featureFiles = () => ({
  'features/rotation.svg': rotation(),
  'features/dof.svg': dof(),
  'features/haptic.svg': haptic(),
  'features/ergonomics.svg': ergonomics(),
  'features/compatibility.svg': compatibility(),
  'features/lengths.svg': lengths(),
});
