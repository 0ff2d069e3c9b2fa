// The Articulate 8 product content: features, the 15-instrument lineup (docs/product.md §3) and the FAQ.
import { type RenderSource, renderImage } from './renders';

export type Electrodes = 'Bipolar' | 'Monopolar' | 'Bipolar and monopolar' | 'N/A';
export type InstrumentSpecs = {
  jawLength: string;
  shaftDiameter: string;
  shaftLength: string;
  electrodes: Electrodes;
  uses: string;
};
/** What each spec is called: the lineup's details, the spec sheet PDF and the Product JSON-LD. */
export const SPEC_LABELS: Record<keyof InstrumentSpecs, string> = {
  jawLength: 'Jaw length',
  shaftDiameter: 'Shaft diameter',
  shaftLength: 'Shaft length',
  electrodes: 'Electrodes',
  uses: 'Uses',
};

export type Instrument = {
  id: string;
  /** The catalogue reference on its label, by which its instructions for use are found (/ifu/{ref}). */
  ref: string;
  title: string;
  /** The lineup card's line drawing. */
  image: string;
  /** The studio render of its end effector (480 × 200 shown, 960 wide for sharp screens). */
  photo: { src: string; sources: RenderSource[] };
  summary: string;
  specs: InstrumentSpecs;
};

const STANDARD_LENGTHS = '25, 38, 45 cm';
// docs/product.md §3: these four are made in 25, 36 and 45 cm.
const SHORT_MID_LENGTHS = '25, 36, 45 cm';

const instrument = (
  id: string,
  title: string,
  summary: string,
  electrodes: Electrodes,
  shaftLength = STANDARD_LENGTHS,
): Omit<Instrument, 'ref'> => ({
  id,
  title,
  image: `/images/instruments/${id}.svg`,
  photo: renderImage(`effector-${id}-white`, [480, 960]),
  summary,
  specs: { jawLength: '18mm', shaftDiameter: '8mm', shaftLength, electrodes, uses: 'Multiple' },
});

export const INSTRUMENTS: Instrument[] = (
  [
    instrument(
      'fenestrated-forceps',
      'Fenestrated Forceps / Bipolar Fenestrated Forceps',
      'Atraumatic fenestrated jaws for holding bowel and soft tissue; the bipolar version adds coagulation.',
      'Bipolar',
    ),
    instrument(
      'maryland-dissector',
      'Maryland Dissector / Bipolar Maryland Dissector',
      'Curved, tapered jaws for plane development around vessels and ducts, with an optional bipolar version.',
      'Bipolar',
    ),
    instrument(
      'precise-dissector',
      'Precise Dissector',
      'Fine, slim jaws for delicate dissection close to critical structures.',
      'N/A',
    ),
    instrument(
      'bipolar-blunt-tip-dissector',
      'Bipolar Blunt Tip Dissector',
      'Blunt tips that spread tissue planes and seal small vessels on the way.',
      'Bipolar',
    ),
    instrument(
      'cobra-grasper',
      'Cobra Grasper',
      'Toothed, secure grip for firm tissue and organ retrieval.',
      'N/A',
    ),
    instrument(
      'tenaculum-forceps',
      'Tenaculum Forceps',
      'Pointed hooks that hold the uterus or dense tissue under traction.',
      'N/A',
    ),
    instrument(
      'needle-holder',
      'Needle Holder / Precise Needle Holder with Suture Cut',
      'Tungsten-carbide jaws for intracorporeal suturing; the precise version cuts the suture without an exchange.',
      'N/A',
    ),
    instrument(
      'clip-applier',
      'Clip Applier',
      'Places polymer and titanium clips at any wrist angle.',
      'N/A',
    ),
    instrument(
      'potts-scissors',
      'Potts Scissors',
      'Angled fine blades for ductotomy and arteriotomy.',
      'N/A',
      SHORT_MID_LENGTHS,
    ),
    instrument(
      'round-tip-scissors',
      'Round Tip Scissors',
      'Rounded tips for safe sharp dissection in tight spaces.',
      'Monopolar',
      SHORT_MID_LENGTHS,
    ),
    instrument(
      'monopolar-scissors',
      'Monopolar Scissors',
      'Curved blades that cut and coagulate in one motion.',
      'Monopolar',
    ),
    instrument(
      'monopolar-spatula',
      'Monopolar Spatula',
      'Flat electrode for broad-surface dissection and haemostasis.',
      'Monopolar',
      SHORT_MID_LENGTHS,
    ),
    instrument(
      'monopolar-hook',
      'Monopolar Hook',
      'L-hook electrode for lifting and dividing peritoneum.',
      'Monopolar',
    ),
    instrument(
      'vessel-sealer-extend',
      'Vessel Sealer Extend',
      'Seals and divides vessels with both bipolar and monopolar energy.',
      'Bipolar and monopolar',
      SHORT_MID_LENGTHS,
    ),
    instrument(
      'clinch-forceps',
      'Clinch Forceps',
      'Ratcheted jaws that hold tissue without constant hand pressure.',
      'N/A',
    ),
  ] satisfies Omit<Instrument, 'ref'>[]
).map((item, n) => ({ ...item, ref: `MA8-${String(n + 1).padStart(3, '0')}` }));

/** A feature's picture: a studio render (with its AVIF/WebP sources) or a diagram (SVG, no sources). */
export type Feature = {
  id: string;
  title: string;
  lead: string;
  body: string;
  image: string;
  sources?: RenderSource[];
  /** Words shown over a diagram, in the corner it leaves clear: page text, so they are translated. */
  caption?: { title: string; sub: string };
};
/** The products page's header photograph, and how wide it is shown. */
export const PRODUCT_PHOTO = renderImage('instrument-white', [800, 1600]);
export const PRODUCT_PHOTO_SIZES = '(max-width: 900px) 100vw, 660px';

const photo = (name: string) => {
  const { src, sources } = renderImage(name, [600, 1200]);
  return { image: src, sources };
};
export const FEATURES: Feature[] = [
  {
    id: 'rotation',
    title: '360 degree end-effector rotation',
    lead: 'The jaws turn a full circle, even with the wrist bent.',
    body: 'A thumb wheel on the handle rotates the end effector through 360° independently of the shaft. Needle angles, tissue planes and clip positions are reached without twisting the wrist or changing ports.',
    image: '/images/features/rotation.svg',
    caption: { title: '360°', sub: 'end-effector roll' },
  },
  {
    id: 'dof',
    title: '8 Degrees of Freedom',
    lead: 'Robotic-like dexterity without robotic infrastructure.',
    body: 'Pitch and yaw at the wrist, roll of the jaws, grip, plus the four motions of a straight instrument at the trocar. Eight degrees of freedom in a hand-held instrument that works with any standard laparoscopy tower.',
    image: '/images/features/dof.svg',
  },
  {
    id: 'haptic',
    title: 'Natural Haptic',
    lead: 'Feel as your hands.',
    body: 'A fully mechanical cable drive carries force from the jaws back to your fingers. Surgeons feel tissue tension and needle resistance directly, with no console between hand and patient.',
    ...photo('wrist-1-white'),
  },
  {
    id: 'ergonomics',
    title: 'Ergonomic Handle with Finger Support',
    lead: 'Neutral wrist, relaxed shoulders, long cases.',
    body: 'The pistol handle rests in the palm with a finger support for the index finger. Articulation follows the motion of the hand, so the surgeon keeps a neutral posture instead of lifting the elbow.',
    image: '/images/features/ergonomics.svg',
  },
  {
    id: 'compatibility',
    title: 'Compatibility',
    lead: 'Works with the equipment you already own.',
    body: 'The 8 mm shafts pass through standard trocars. Energy instruments connect to common bipolar and monopolar generators. No capital equipment, no docking and no change to the operating room layout.',
    image: '/images/features/compatibility.svg',
    caption: { title: 'Standard 8 mm trocar', sub: 'No docking, no console' },
  },
  {
    id: 'lengths',
    title: 'Optimal Instrument Lengths',
    lead: 'The right reach for every patient.',
    body: 'Shaft lengths of 25, 38 and 45 cm cover paediatric, standard and bariatric cases. The specification of each instrument below lists the lengths it is made in.',
    image: '/images/features/lengths.svg',
  },
];

export type Faq = { id: string; question: string; answer: string };
export const FAQS: Faq[] = [
  {
    id: 'reusable',
    question: 'Are the Articulate 8 instruments reusable?',
    answer:
      'Yes. Every instrument is designed for multiple uses and is validated for cleaning and steam sterilisation between cases, which keeps the cost per procedure low.',
  },
  {
    id: 'robot',
    question: 'Do I need a surgical robot or a special console?',
    answer:
      'No. The instruments are fully mechanical and hand-held. They work through standard trocars with your existing laparoscopy tower and energy generator.',
  },
  {
    id: 'learning',
    question: 'How long does it take to learn articulating instruments?',
    answer:
      'Most laparoscopic surgeons are comfortable after a short box-trainer session. We provide hands-on training, drills and proctored first cases on request.',
  },
  {
    id: 'energy',
    question: 'Which instruments support energy?',
    answer:
      'Bipolar, monopolar and combined versions are available. The lineup below lists the electrode type of each instrument.',
  },
  {
    id: 'sizes',
    question: 'What sizes are available?',
    answer:
      'All instruments have an 8 mm shaft and an 18 mm jaw. Shaft lengths are 25, 38 and 45 cm, or 25, 36 and 45 cm for Potts Scissors, Round Tip Scissors, Monopolar Spatula and Vessel Sealer Extend.',
  },
  {
    id: 'demo',
    question: 'How can our hospital arrange a demonstration?',
    answer:
      'Send a demo request through the contact page. Our clinical team brings a box trainer and the full lineup to your department.',
  },
];

/**
 * The catalogue's `products` area in English: the words of /products around the content above, and
 * the content itself (features, instrument summaries, FAQ), which each locale translates. Instrument
 * titles are brand names, kept out of it: they stay as the brand sheet has them in every language.
 */
export const PRODUCTS_TEXTS = {
  copy: {
    eyebrow: 'Products',
    photoAlt: 'Studio photograph of an Articulate 8 instrument: handle, 38 cm shaft and articulating wrist',
    introHeading: 'Robotic-like dexterity in a hand-held instrument',
    introLead:
      'The Articulate 8 series adds a wrist to laparoscopy: 8 degrees of freedom, 360° end-effector rotation and natural haptic feedback, in reusable instruments that work with the tower you already have.',
    completeLineup: 'Complete lineup',
    clipLabel: 'Range of motion of the articulating wrist',
    clipTitle: 'Range of motion: eight degrees of freedom',
    clipCaption: 'Range of motion: pitch, yaw, roll and grip at full articulation.',
    playVideo: 'Play video',
    pauseVideo: 'Pause video',
    featureOf: (n: string) => `Feature ${n} of 6`,
    lineupEyebrow: '15 instruments',
    lineupHeading: 'Complete Lineup',
    lineupLead:
      'All instruments: 18mm jaw, 8mm shaft, multiple uses. Open an instrument to see its specifications.',
    instrumentPhotoAlt: (title: string) => `Studio photograph of the ${title} jaws`,
    faqHeading: 'Frequently Asked Questions',
    ctaHeading: 'See the Articulate 8 in your hands',
    ctaLead: 'Our clinical team brings the full lineup and a box trainer to your department.',
    contact: 'Contact',
  },
  specLabels: SPEC_LABELS,
  /** The spec values that are words (electrodes, uses); the measures read the same in every language. */
  specWords: {
    Bipolar: 'Bipolar',
    Monopolar: 'Monopolar',
    'Bipolar and monopolar': 'Bipolar and monopolar',
    'N/A': 'N/A',
    Multiple: 'Multiple',
  } satisfies Record<Electrodes | 'Multiple', string>,
  features: FEATURES,
  /** Each instrument's summary, by id (its title, measures and REF are not words to translate). */
  summaries: Object.fromEntries(INSTRUMENTS.map((i) => [i.id, i.summary])) as Record<string, string>,
  faqs: FAQS,
};
