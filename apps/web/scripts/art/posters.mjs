// Posters for the demo broadcasts and videos and the two defaults (1200x675, 16:9). Each is its own
// scene; none carries text, so nothing runs into the drawing when a card crops or overlays it.
import { arrowHead, glovedHand } from './features.mjs';
import { distal, handle, instrument, SEGMENT } from './instrument.mjs';
import { C } from './palette.mjs';
import { boxTrainer, instrumentInPort, monitor, person, sceneDefs, scopeView } from './scenery.mjs';
import { arc, circle, ellipse, g, n, path, polar, rect, svg, tf } from './svg.mjs';

const W = 1200;
const H = 675;
const dark = () => rect(0, 0, W, H, { fill: 'url(#sky)' });
const light = (fill = C.mint) => rect(0, 0, W, H, { fill });
const rings = (cx, cy, stroke = C.white, op = 0.06) =>
  [160, 260, 360, 460, 560]
    .map((r) => circle(cx, cy, r, { fill: 'none', stroke, 'stroke-opacity': op, 'stroke-width': 2 }))
    .join('');
const floor = (y, fill = C.mint) => rect(0, y, W, H - y, { fill });
/** A bright room: the wall, and the floor from `y` down. */
const room = (wall, y, floorFill) => light(wall) + floor(y, floorFill);
const lined = (zoom, mm = 1.2) => ({
  stroke: C.navy,
  'stroke-width': mm / zoom,
  'stroke-linejoin': 'round',
  'paint-order': 'stroke',
});
/** A movement drawn as a round-capped accent stroke (its arrow head is drawn apart, with arrowHead). */
const motion = (d, width) =>
  path(d, { fill: 'none', stroke: C.accent, 'stroke-width': width, 'stroke-linecap': 'round' });
const poster = (body, title) => svg(W, H, body, { title, defs: sceneDefs() });

/** Table with a box trainer, two instruments in its ports and the monitor behind. */
function trainerStation({ x, y, w, zoom, tips = ['needle-holder', 'fenestrated-forceps'] }) {
  return (
    monitor({ x: x + w * 0.22, y: y - w * 0.95, w: w * 0.56, h: w * 0.36, tips: [], arm: false }) +
    rect(x + w * 0.47, y - w * 0.58, w * 0.06, w * 0.2, { fill: C.slate }) +
    instrumentInPort({ x: x + w * 0.3, y: y + w * 0.05, deg: 62, zoom, tip: tips[0], inside: 60 }) +
    instrumentInPort({ x: x + w * 0.7, y: y + w * 0.05, deg: 118, zoom, tip: tips[1], inside: 60 }) +
    boxTrainer({ x, y, w }) +
    rect(x - w * 0.3, y + w * 0.47, w * 1.6, 18, { rx: 4, fill: C.slate })
  );
}

function broadcast1() {
  // Hands-on session: two surgeons at a box trainer.
  return poster(
    dark() +
      rings(600, 700) +
      floor(520, C.navy3) +
      person({ x: 260, y: 300, s: 1.9, facing: 1 }) +
      person({ x: 950, y: 300, s: 1.9, facing: -1, color: C.navy3 }) +
      trainerStation({ x: 450, y: 330, w: 300, zoom: 0.62 }),
    'Two surgeons in scrubs at a box trainer with Articulate 8 instruments, its monitor behind',
  );
}

function broadcast2() {
  // Slow motion: a film strip of the wrist at successive angles.
  const frame = (i) => {
    const x = 60 + i * 275;
    return (
      rect(x, 170, 255, 335, { rx: 8, fill: C.navy2, stroke: C.slate, 'stroke-width': 2 }) +
      g(
        { transform: tf({ x: x + 70, y: 400, r: -70, s: 3.6 }), ...lined(3.6) },
        distal({
          tip: 'fenestrated-forceps',
          b1: -10 + i * 12,
          b2: -10 + i * 12,
          shaft: 30,
          open: 10 + i * 6,
        }),
      )
    );
  };
  const holes = Array.from(
    { length: 22 },
    (_, i) =>
      rect(30 + i * 52, 130, 26, 18, { rx: 4, fill: C.navy }) +
      rect(30 + i * 52, 527, 26, 18, { rx: 4, fill: C.navy }),
  ).join('');
  return poster(
    dark() + rect(0, 115, W, 445, { fill: '#07182D' }) + holes + [0, 1, 2, 3].map(frame).join(''),
    'Film strip: four frames of the Articulate 8 wrist bending further in each',
  );
}

/** Autoclave chamber, front view. */
const autoclave = (x, y, w) =>
  rect(x, y, w, w * 1.05, { rx: 18, fill: C.steelMid, stroke: C.navy, 'stroke-width': 4 }) +
  circle(x + w * 0.45, y + w * 0.52, w * 0.34, { fill: C.steel, stroke: C.navy, 'stroke-width': 4 }) +
  circle(x + w * 0.45, y + w * 0.52, w * 0.25, { fill: C.navy3 }) +
  path(`M${n(x + w * 0.45 - w * 0.18)} ${n(y + w * 0.52)}H${n(x + w * 0.45 + w * 0.18)}`, {
    stroke: C.steelDark,
    'stroke-width': 8,
    'stroke-linecap': 'round',
  }) +
  rect(x + w * 0.84, y + w * 0.2, w * 0.08, w * 0.6, { rx: 6, fill: C.navy }) +
  circle(x + w * 0.88, y + w * 0.3, w * 0.025, { fill: C.accent }) +
  circle(x + w * 0.88, y + w * 0.4, w * 0.025, { fill: C.teal });

/** A perforated sterilisation tray with an instrument lying in it, seen from above. */
function tray(x, y, w, tip) {
  const z = 0.74;
  const holes = Array.from({ length: 16 }, (_, i) =>
    circle(x + 40 + i * ((w - 80) / 15), y + 140, 4, { fill: C.steelDark }),
  ).join('');
  return (
    rect(x, y, w, 160, { rx: 12, fill: C.steel, stroke: C.navy, 'stroke-width': 4 }) +
    holes +
    g(
      { transform: tf({ x: x + 40 + 130 * z + 420 * z, y: y + 40, s: z }) },
      instrument({ tip, shaft: 420, b1: 0, b2: 0, outline: 1.4 / z }),
    )
  );
}

function broadcast3() {
  // 500-cycle reprocessing test rig: autoclave and a cycle counter ring.
  return poster(
    room(C.mint2, 540, C.mint) +
      autoclave(120, 120, 400) +
      // Cycle counter: a ring almost closed.
      circle(850, 270, 150, { fill: 'none', stroke: C.steelMid, 'stroke-width': 26 }) +
      path(arc(850, 270, 150, -90, 250), {
        fill: 'none',
        stroke: C.teal,
        'stroke-width': 26,
        'stroke-linecap': 'round',
      }) +
      circle(850, 270, 90, { fill: C.white }) +
      path('M812 272L840 300L892 240', {
        fill: 'none',
        stroke: C.teal,
        'stroke-width': 14,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      tray(560, 440, 600, 'needle-holder'),
    'Reprocessing test: an autoclave, a cycle counter ring nearly complete, and a tray of Articulate 8 instruments',
  );
}

function broadcast4() {
  // Second machining line: a CNC lathe turning a shaft, finished shafts on a rack.
  const bars = [0, 1, 2, 3]
    .map((i) =>
      rect(860 + i * 70, 430 - i * 60, 46, 110 + i * 60, {
        rx: 6,
        fill: i === 3 ? C.accent : C.teal,
        opacity: 0.85,
      }),
    )
    .join('');
  return poster(
    room(C.mint2, 540, C.mint) +
      rect(90, 140, 640, 400, { rx: 20, fill: C.steelMid, stroke: C.navy, 'stroke-width': 4 }) +
      rect(130, 190, 440, 260, { rx: 12, fill: C.navy3, stroke: C.navy, 'stroke-width': 4 }) +
      // Chuck, work piece and tool.
      rect(170, 270, 70, 110, { rx: 10, fill: C.steelDark, stroke: C.navy, 'stroke-width': 3 }) +
      rect(240, 312, 280, 26, { fill: C.steel, stroke: C.navy, 'stroke-width': 3 }) +
      path('M400 400L420 338L440 400Z', { fill: C.accent, stroke: C.navy, 'stroke-width': 3 }) +
      rect(600, 190, 100, 300, { rx: 10, fill: C.navy }) +
      [0, 1, 2]
        .map((i) => circle(650, 240 + i * 50, 12, { fill: i === 0 ? C.teal : C.slateLight }))
        .join('') +
      bars +
      path('M850 330L920 290L990 240L1060 170L1120 120', {
        fill: 'none',
        stroke: C.navy,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      arrowHead(1120, 120, -40, 22, C.navy),
    'A CNC lathe turning an instrument shaft beside a rising bar chart',
  );
}

function broadcast5() {
  // Congress booth: branded back wall, screen, counter with a box trainer, visitors.
  return poster(
    room(C.mint2, 520, '#D6ECE7') +
      rect(170, 70, 860, 400, { rx: 16, fill: C.navy }) +
      path('M170 400L1030 250V470H170Z', { fill: C.teal, opacity: 0.9 }) +
      // The company mark, not its name: wrist line in a teal disc.
      circle(300, 170, 56, { fill: C.teal }) +
      path('M262 196L290 168L314 176L342 136', {
        fill: 'none',
        stroke: C.white,
        'stroke-width': 10,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      rect(560, 110, 380, 220, { rx: 10, fill: '#07182D', stroke: C.slate, 'stroke-width': 4 }) +
      g(
        { transform: tf({ x: 820, y: 250, r: -20, s: 3.6 }), ...lined(3.6) },
        distal({ tip: 'maryland-dissector', b1: -16, b2: -16, shaft: 60 }),
      ) +
      // Spotlights on the truss.
      rect(150, 40, 900, 16, { rx: 8, fill: C.slate }) +
      [260, 600, 940]
        .map((x) => path(`M${x - 14} 56H${x + 14}L${x + 8} 84H${x - 8}Z`, { fill: C.navy3 }))
        .join('') +
      rect(420, 380, 360, 150, { rx: 12, fill: C.white, stroke: C.navy, 'stroke-width': 4 }) +
      path('M420 420H780', { stroke: C.teal, 'stroke-width': 6 }) +
      boxTrainer({ x: 500, y: 300, w: 200 }) +
      person({ x: 170, y: 380, s: 1.5, facing: 1, color: C.slate }) +
      person({ x: 1060, y: 390, s: 1.5, facing: -1, color: C.navy3 }),
    'An exhibition booth with the Manovo mark, a screen showing the articulating wrist and a box trainer on the counter',
  );
}

function broadcast6() {
  // Resident training lab: three stations in a row.
  return poster(
    room(C.mint, 520, '#D6ECE7') +
      [0, 1, 2]
        .map((i) =>
          trainerStation({
            x: 90 + i * 380,
            y: 350,
            w: 260,
            zoom: 0.5,
            tips: [
              ['needle-holder', 'fenestrated-forceps'],
              ['potts-scissors', 'maryland-dissector'],
              ['clip-applier', 'cobra-grasper'],
            ][i],
          }),
        )
        .join(''),
    'A training lab with three box-trainer stations, each with two Articulate 8 instruments and a monitor',
  );
}

function defaultBroadcast() {
  return poster(
    dark() +
      rings(840, 340) +
      g(
        { transform: tf({ x: 640, y: 430, r: -14, s: 8 }), ...lined(8, 1.6) },
        distal({ tip: 'fenestrated-forceps', b1: -16, b2: -16, shaft: 90 }),
      ),
    'Close-up of an Articulate 8 wrist and fenestrated jaws on a navy background',
  );
}

// Videos.
function video1() {
  // Overview: the whole instrument, with rings on its three parts: handle, wrist, jaws.
  const z = 1.75;
  const [x, y] = [1070, 300];
  const ring = (cx, cy, r) =>
    circle(cx, cy, r, { fill: 'none', stroke: C.accent, 'stroke-width': 4, 'stroke-dasharray': '14 10' });
  return poster(
    dark() +
      rings(600, 340) +
      g(
        { transform: tf({ x, y, s: z }) },
        instrument({
          tip: 'fenestrated-forceps',
          shaft: 450,
          b1: -22,
          b2: -22,
          outline: 1.2 / z,
          theme: 'dark',
        }),
      ) +
      ring(x - (450 + 70) * z, y + 42 * z, 70 * z) +
      ring(x + 8 * z, y - 2 * z, 14 * z) +
      ring(x + 28 * z, y - 16 * z, 16 * z),
    'The whole Articulate 8 instrument with its handle, wrist and jaws circled',
  );
}

function video2() {
  // On the bench: the instrument held in a fixture, arrows for pitch, yaw and roll.
  const z = 6;
  return poster(
    room(C.mint2, 560, C.mint) +
      rect(80, 400, 300, 160, { rx: 12, fill: C.slate }) +
      rect(150, 330, 160, 80, { rx: 8, fill: C.navy3 }) +
      g(
        { transform: tf({ x: 620, y: 370, r: -6, s: z }), ...lined(z, 1.4) },
        distal({ tip: 'needle-holder', b1: -22, b2: -22, shaft: 80 }),
      ) +
      motion(arc(620, 370, 260, -90, -10), 6) +
      arrowHead(...polar(620, 370, 260, -90), 180, 18, C.accent) +
      ellipse(700, 300, 34, 110, {
        fill: 'none',
        stroke: C.teal,
        'stroke-width': 5,
        'stroke-dasharray': '12 10',
        transform: 'rotate(-40 700 300)',
      }),
    'An Articulate 8 wrist clamped on the bench, with arrows for pitch and roll',
  );
}

function video3() {
  // 360° roll at full articulation, ghosted roll positions behind.
  const z = 7.5;
  const pose = (open, op) =>
    g(
      { opacity: op, transform: tf({ x: 520, y: 470, r: -10, s: z }), ...lined(z, 1.4) },
      distal({ tip: 'maryland-dissector', open, b1: -24, b2: -24, shaft: 80 }),
    );
  const [jx, jy] = polar(520, 470, (2 * SEGMENT + 6 + 9) * z, -58);
  return poster(
    dark() +
      rings(760, 260) +
      pose(6, 0.3) +
      pose(40, 1) +
      g(
        { transform: tf({ x: jx, y: jy, r: -58 }) },
        motion('M0 -120A36 120 0 1 1 -30 60', 8),
        arrowHead(-30, 60, 135, 22, C.accent),
      ),
    'Maryland jaws rolling through 360 degrees on a fully bent wrist',
  );
}

function video4() {
  // Cleaning: the instrument lying in a wash basin, a brush beside it.
  const z = 1.35;
  return poster(
    room(C.mint2, 560, C.mint) +
      path('M100 300H1100L1050 580H150Z', { fill: C.steelMid, stroke: C.navy, 'stroke-width': 5 }) +
      g(
        { transform: tf({ x: 960, y: 440, r: 3, s: z }), ...lined(z) },
        instrument({ tip: 'clinch-forceps', shaft: 440, outline: 0, b1: -10, b2: -10 }),
      ) +
      // Water over the instrument, then the basin's front rim.
      path('M120 390H1080L1050 580H150Z', { fill: '#9FD8EC', opacity: 0.45 }) +
      path('M120 390H1080', { stroke: C.white, 'stroke-width': 4, opacity: 0.8 }) +
      path('M100 300H1100', { stroke: C.navy, 'stroke-width': 8, 'stroke-linecap': 'round' }) +
      // Cleaning brush resting on the rim.
      path('M700 250L1000 180', { stroke: C.accent, 'stroke-width': 14, 'stroke-linecap': 'round' }) +
      path('M640 266L700 252', { stroke: C.slate, 'stroke-width': 30, 'stroke-dasharray': '3 4' }),
    'An Articulate 8 instrument lying in a wash basin, a cleaning brush on the rim',
  );
}

const scopePoster = (organs, tips, title) =>
  poster(dark() + rings(600, 338) + scopeView({ cx: 600, cy: 338, r: 310, organs, tips }), title);

function video5() {
  // Cholecystectomy: the gallbladder lifted, the Maryland dissector in Calot's triangle.
  const organs =
    path('M560 120C700 90 820 160 800 260C780 340 690 360 620 330C560 300 470 240 560 120Z', {
      fill: '#9DBF8E',
      stroke: '#5E7F52',
      'stroke-width': 6,
    }) + path('M620 330C600 380 560 420 500 450', { fill: 'none', stroke: '#F2E1B3', 'stroke-width': 16 });
  return scopePoster(
    organs,
    [
      {
        tip: 'fenestrated-forceps',
        x: 1000,
        y: 120,
        deg: 160,
        zoom: 7.5,
        b1: -10,
        b2: -10,
        open: 20,
        flip: true,
      },
      { tip: 'maryland-dissector', x: 300, y: 560, deg: -32, zoom: 7.5, b1: -12, b2: -12, open: 26 },
    ],
    'Laparoscopic view: the gallbladder held by a grasper while the Maryland dissector works below it',
  );
}

function video6() {
  // Vault closure: a row of stitches, the needle holder driving the needle.
  const stitches = [0, 1, 2, 3]
    .map((i) =>
      path(`M${420 + i * 70} 330L${450 + i * 70} 380`, {
        stroke: C.teal,
        'stroke-width': 7,
        'stroke-linecap': 'round',
      }),
    )
    .join('');
  return scopePoster(
    path('M300 355C450 340 700 350 900 360', { fill: 'none', stroke: '#7A3A3F', 'stroke-width': 12 }) +
      stitches,
    [
      { tip: 'needle-holder', x: 960, y: 560, deg: 210, zoom: 8, b1: 14, b2: 14, open: 0 },
      { tip: 'tenaculum-forceps', x: 200, y: 150, deg: 30, zoom: 7, b1: 10, b2: 10, open: 24 },
    ],
    'Laparoscopic view: a row of stitches and the needle holder driving a curved needle',
  );
}

function video7() {
  // TAPP: the peritoneal flap lifted by a grasper, scissors at its edge.
  const flap = path('M330 300C450 230 650 220 820 260C760 330 600 360 420 360Z', {
    fill: '#F8D9CB',
    stroke: '#C9705F',
    'stroke-width': 5,
  });
  return scopePoster(
    flap,
    [
      { tip: 'cobra-grasper', x: 180, y: 140, deg: 28, zoom: 7.5, b1: 8, b2: 8, open: 14 },
      {
        tip: 'round-tip-scissors',
        x: 1010,
        y: 560,
        deg: 205,
        zoom: 7.5,
        b1: -10,
        b2: -10,
        open: 22,
        flip: true,
      },
    ],
    'Laparoscopic view: the peritoneal flap held up by a grasper while curved scissors free its edge',
  );
}

function video8() {
  // First hour: a gloved hand on the handle, the box trainer waiting.
  const z = 2.6;
  return poster(
    room(C.mint, 540, '#D6ECE7') +
      boxTrainer({ x: 760, y: 380, w: 360 }) +
      g(
        { transform: tf({ x: 520, y: 220, r: 22, s: z }), ...lined(z, 1.4) },
        handle(),
        path('M0 -4H200V4H0Z', { fill: C.steelMid }),
        glovedHand(),
      ),
    'A gloved hand holding an Articulate 8 handle next to a box trainer',
  );
}

function video9() {
  // Suturing drill: a suture pad seen from above, a figure-of-eight stitch across the incision.
  return poster(
    light(C.mint2) +
      rect(220, 120, 760, 440, { rx: 40, fill: '#F6C9B5', stroke: '#C9705F', 'stroke-width': 6 }) +
      path('M300 340H900', { stroke: '#A8514A', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
      path('M520 260C600 260 600 420 680 420M520 420C600 420 600 260 680 260M520 260V420M680 260V420', {
        fill: 'none',
        stroke: C.teal,
        'stroke-width': 8,
        'stroke-linecap': 'round',
      }) +
      g(
        { transform: tf({ x: 980, y: 600, r: 214, s: 7 }), ...lined(7, 1.4) },
        distal({ tip: 'needle-holder', b1: -10, b2: -10, shaft: 60, open: 0 }),
      ) +
      g(
        { transform: tf({ x: 140, y: 620, r: -30, s: 7 }), ...lined(7, 1.4) },
        distal({ tip: 'fenestrated-forceps', b1: -8, b2: -8, shaft: 60, open: 18 }),
      ),
    'A suture pad with a figure-of-eight stitch across its incision, a needle holder and a grasper at its edges',
  );
}

function defaultVideo() {
  // The laparoscopy tower: monitor on a cart with the camera and light units.
  return poster(
    dark() +
      rings(600, 300) +
      rect(400, 300, 400, 330, { rx: 14, fill: C.navy3, stroke: C.slate, 'stroke-width': 4 }) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(430, 330 + i * 90, 340, 66, { rx: 8, fill: C.navy, stroke: C.slate, 'stroke-width': 2 }) +
            circle(730, 363 + i * 90, 10, { fill: i === 0 ? C.teal : C.slateLight }),
        )
        .join('') +
      monitor({
        x: 330,
        y: 40,
        w: 540,
        h: 230,
        arm: false,
        tips: [
          { tip: 'maryland-dissector', x: 470, y: 235, deg: -20, zoom: 3, b1: -14, b2: -14, open: 26 },
          { tip: 'fenestrated-forceps', x: 730, y: 240, deg: 200, zoom: 3, b1: 14, b2: 14, open: 22 },
        ],
      }),
    'A laparoscopy tower: monitor showing two instrument tips above the camera and light units',
  );
}

export const posterFiles = () => ({
  'demo/broadcast-1.svg': broadcast1(),
  'demo/broadcast-2.svg': broadcast2(),
  'demo/broadcast-3.svg': broadcast3(),
  'demo/broadcast-4.svg': broadcast4(),
  'demo/broadcast-5.svg': broadcast5(),
  'demo/broadcast-6.svg': broadcast6(),
  'demo/video-1.svg': video1(),
  'demo/video-2.svg': video2(),
  'demo/video-3.svg': video3(),
  'demo/video-4.svg': video4(),
  'demo/video-5.svg': video5(),
  'demo/video-6.svg': video6(),
  'demo/video-7.svg': video7(),
  'demo/video-8.svg': video8(),
  'demo/video-9.svg': video9(),
  'default-broadcast.svg': defaultBroadcast(),
  'default-video.svg': defaultVideo(),
});
