// Home hero slides, full-bleed. Desktop 1600x700: the left 48 % (x < 770) is kept clear for the
// headline. Mobile 768x900: the top 51 % (y < 460) is kept clear. Subjects live in the rest.
import { C } from './palette.mjs';
import { instrumentInPort, monitor, orLight, patient, port, sceneDefs, scopeView } from './scenery.mjs';
import { circle, path, rect, svg } from './svg.mjs';

const sky = (w, h) => rect(0, 0, w, h, { fill: 'url(#sky)' });
// Faint concentric rings: the brand's background motif, kept behind the subject.
const rings = (cx, cy, from, count, step) =>
  Array.from({ length: count }, (_, i) =>
    circle(cx, cy, from + i * step, {
      fill: 'none',
      stroke: C.white,
      'stroke-opacity': 0.06,
      'stroke-width': 2,
    }),
  ).join('');

const laparoscope = ([x, y], len, [cx, cy]) => {
  const [tx, ty] = [x + len * 0.15, y - len];
  return (
    path(`M${x} ${y}L${tx} ${ty}`, { stroke: C.steelMid, 'stroke-width': 9, 'stroke-linecap': 'round' }) +
    path(`M${tx} ${ty}C${tx + 10} ${ty - 80} ${cx - 60} ${cy + 40} ${cx} ${cy}`, {
      fill: 'none',
      stroke: C.slate,
      'stroke-width': 5,
    }) +
    rect(tx - 11, ty - 50, 22, 58, {
      rx: 8,
      fill: C.slateLight,
      stroke: C.navy,
      'stroke-width': 3,
      transform: `rotate(8 ${tx} ${ty - 20})`,
    })
  );
};

/** Two instruments crossing over the patient, the scope in the middle port, the light above. */
function theatre({ w, h, lamp, body, ports, zoom, screen, cableTo, inside = 170 }) {
  const [pl, pc, pr] = ports;
  return (
    sky(w, h) +
    rings(lamp.x, lamp.y + 300, 200, 6, 120) +
    orLight(lamp) +
    (screen ? monitor(screen) : '') +
    instrumentInPort({ x: pl[0], y: pl[1], deg: 116, zoom, tip: 'maryland-dissector', inside }) +
    instrumentInPort({ x: pr[0], y: pr[1], deg: 64, zoom, tip: 'needle-holder', inside }) +
    // The laparoscope: a straight rod with its camera head and cable to the stack.
    laparoscope(pc, 160 * zoom, cableTo) +
    patient(body) +
    port(pl[0], pl[1], 116) +
    port(pc[0], pc[1], 98) +
    port(pr[0], pr[1], 64)
  );
}

const SCOPE_TIPS = (cx, cy, r) => [
  {
    tip: 'fenestrated-forceps',
    x: cx - r * 0.98,
    y: cy + r * 0.42,
    deg: -14,
    zoom: r / 32,
    b1: -14,
    b2: -14,
    open: 30,
  },
  {
    tip: 'needle-holder',
    x: cx + r * 0.98,
    y: cy + r * 0.5,
    deg: 194,
    zoom: r / 32,
    b1: -12,
    b2: -12,
    open: 0,
    flip: true,
  },
];

function hero1() {
  const screen = { x: 1310, y: 70, w: 250, h: 160, tips: SCOPE_TIPS(1435, 150, 74) };
  return svg(
    1600,
    700,
    theatre({
      w: 1600,
      h: 700,
      lamp: { x: 1000, y: 60, r: 110, beamTo: [1190, 540, 240] },
      body: { x0: 760, x1: 1640, base: 650, top: 528, peakX: 1190, window: 150 },
      ports: [
        [1100, 538],
        [1185, 530],
        [1270, 538],
      ],
      zoom: 1.2,
      screen,
      cableTo: [1380, 240],
    }),
    {
      title:
        'Operating theatre: two Articulate 8 instruments crossing over the draped patient, the laparoscope between them, the monitor showing their jaws',
      defs: sceneDefs(),
    },
  );
}

function hero1Mobile() {
  return svg(
    768,
    900,
    theatre({
      w: 768,
      h: 900,
      lamp: { x: 650, y: 30, r: 80, beamTo: [400, 820, 200] },
      body: { x0: -60, x1: 828, base: 880, top: 790, peakX: 384, window: 160 },
      ports: [
        [290, 800],
        [384, 792],
        [478, 800],
      ],
      zoom: 1.05,
      inside: 205,
      cableTo: [800, 640],
    }),
    {
      title: 'Operating theatre: two Articulate 8 instruments crossing over the draped patient',
      defs: sceneDefs(),
    },
  );
}

/** Inside the abdomen: the endoscope's view of the needle holder passing a needle to the grasper. */
function insideView({ w, h, cx, cy, r }) {
  return svg(
    w,
    h,
    sky(w, h) +
      rings(cx, cy, r + 40, 5, 70) +
      circle(cx, cy, r + 22, { fill: 'none', stroke: C.teal, 'stroke-width': 6, 'stroke-opacity': 0.7 }) +
      scopeView({ cx, cy, r, tips: SCOPE_TIPS(cx, cy, r) }),
    {
      title:
        'Laparoscopic view: the wrists of two Articulate 8 instruments bent towards each other, passing a curved needle',
      defs: sceneDefs(),
    },
  );
}

export const heroFiles = () => ({
  'hero/hero-1.svg': hero1(),
  'hero/hero-1-mobile.svg': hero1Mobile(),
  'hero/hero-2.svg': insideView({ w: 1600, h: 700, cx: 1190, cy: 350, r: 300 }),
  'hero/hero-2-mobile.svg': insideView({ w: 768, h: 900, cx: 430, cy: 740, r: 250 }),
  // The same view centred, for a column (the /products banner) rather than full-bleed.
  'hero/scope-view.svg': insideView({ w: 1000, h: 700, cx: 500, cy: 350, r: 300 }),
});
