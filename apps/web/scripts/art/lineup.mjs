// Lineup cards (480x200): a close-up of each end effector on its articulated wrist, with a small
// silhouette of the whole instrument (handle, shaft, wrist) for scale.

import { DEFAULT_OPEN, distal, silhouette, TIP_IDS } from './instrument.mjs';
import { C } from './palette.mjs';
import { circle, g, rect, svg, tf } from './svg.mjs';

// Zoom (px per mm) so the longest tip still ends inside the card.
const zoomFor = (tip) => (tip === 'vessel-sealer-extend' ? 4.9 : 5.8);
const TITLES = {
  'fenestrated-forceps': 'fenestrated jaws with windows',
  'maryland-dissector': 'curved Maryland jaws',
  'precise-dissector': 'fine pointed dissector jaws',
  'bipolar-blunt-tip-dissector': 'blunt-tip dissector jaws',
  'cobra-grasper': 'cobra grasper jaws with distal teeth',
  'tenaculum-forceps': 'tenaculum jaws with pointed hooked teeth',
  'needle-holder': 'needle holder jaws with suture cut, holding a needle',
  'clip-applier': 'clip applier jaws holding a clip',
  'potts-scissors': 'angled fine Potts scissor blades',
  'round-tip-scissors': 'curved round-tip scissor blades',
  'monopolar-scissors': 'insulated curved monopolar scissors',
  'monopolar-spatula': 'monopolar spatula electrode',
  'monopolar-hook': 'monopolar L-hook electrode',
  'vessel-sealer-extend': 'long vessel sealer jaws with seal surface',
  'clinch-forceps': 'clinch forceps jaws with interlocking teeth',
};

function lineupCard(tip) {
  const open = DEFAULT_OPEN[tip];
  const closeUp = g(
    {
      transform: tf({ x: 240, y: 146, r: 6, s: zoomFor(tip) }),
      stroke: C.navy,
      'stroke-width': 2.6 / zoomFor(tip),
      'stroke-linejoin': 'round',
      'paint-order': 'stroke',
    },
    distal({ tip, open, b1: -17, b2: -17, shaft: 60 }),
  );
  // Whole instrument, top left, with a ring marking the part shown enlarged.
  const thumb = g(
    { transform: tf({ x: 212, y: 44, s: 0.38 }) },
    silhouette({ shaft: 380, b1: -20, b2: -20, fill: C.slate }),
  );
  return svg(
    480,
    200,
    rect(0, 0, 480, 200, { rx: 12, fill: C.mint }) +
      circle(372, 74, 120, { fill: C.white, 'fill-opacity': 0.55 }) +
      thumb +
      circle(224, 37, 12, { fill: 'none', stroke: C.teal, 'stroke-width': 1.5 }) +
      closeUp,
    {
      title: `Articulate 8 ${TITLES[tip]}, on the articulating wrist; inset: the whole instrument with its handle`,
    },
  );
}

export const lineupFiles = () =>
  Object.fromEntries(TIP_IDS.map((id) => [`instruments/${id}.svg`, lineupCard(id)]));
