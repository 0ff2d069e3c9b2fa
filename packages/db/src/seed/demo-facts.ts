// DEMO facts behind the product claims (docs/product.md, "Facts behind the claims"). Every value
// here is invented for the demonstration: the certificate and registration numbers start with DEMO-,
// the certification body is "Demo Notified Body", and the DOIs use Crossref's test prefix 10.5555.
// Replace them all through Admin → Product facts before a real launch.
import type { marketStatuses, publications, qualityCertificates, reprocessingSummaries } from '../schema';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

// The lineup ids of packages/content INSTRUMENTS (content depends on this package, not the other way
// round; packages/content's test checks every id here is one of its instruments).
export const DEMO_INSTRUMENT_IDS = [
  'fenestrated-forceps',
  'maryland-dissector',
  'precise-dissector',
  'bipolar-blunt-tip-dissector',
  'cobra-grasper',
  'tenaculum-forceps',
  'needle-holder',
  'clip-applier',
  'potts-scissors',
  'round-tip-scissors',
  'monopolar-scissors',
  'monopolar-spatula',
  'monopolar-hook',
  'vessel-sealer-extend',
  'clinch-forceps',
] as const;

/** Energy instruments: their reprocessing adds an insulation check. */
const ENERGY = new Set<string>([
  'fenestrated-forceps',
  'maryland-dissector',
  'bipolar-blunt-tip-dissector',
  'round-tip-scissors',
  'monopolar-scissors',
  'monopolar-spatula',
  'monopolar-hook',
  'vessel-sealer-extend',
]);
/** Not yet CE marked in the demo: the EU row says so. */
const EU_PENDING = new Set<string>(['vessel-sealer-extend', 'clinch-forceps']);

const demoNumber = (prefix: string, n: number) => `DEMO-${prefix}-${String(n + 1).padStart(4, '0')}`;

export const DEMO_MARKET_STATUSES: Insert<typeof marketStatuses>[] = DEMO_INSTRUMENT_IDS.flatMap(
  (slug, n) => [
    EU_PENDING.has(slug)
      ? {
          instrumentSlug: slug,
          market: 'European Union',
          status: 'Not yet available',
          limitedAvailability: true,
        }
      : {
          instrumentSlug: slug,
          market: 'European Union',
          status: 'CE marked',
          reference: demoNumber('CE', n),
          statusDate: '2025-03-14',
          limitedAvailability: true,
        },
    {
      instrumentSlug: slug,
      market: 'India',
      status: 'Available',
      reference: demoNumber('CDSCO-MD', n),
      statusDate: '2024-08-01',
      limitedAvailability: true,
    },
    { instrumentSlug: slug, market: 'United States', status: 'Not yet available', limitedAvailability: true },
  ],
);

export const DEMO_QUALITY_CERTIFICATES: Insert<typeof qualityCertificates>[] = [
  {
    standard: 'ISO 13485:2016',
    body: 'Demo Notified Body',
    number: 'DEMO-QMS-0001',
    validFrom: '2024-05-01',
    validUntil: '2027-04-30',
  },
];

export const DEMO_REPROCESSING: Insert<typeof reprocessingSummaries>[] = DEMO_INSTRUMENT_IDS.map((slug) => ({
  instrumentSlug: slug,
  cleaning: `Clean within 2 hours of use. Flush the shaft through the cleaning port, pre-clean by hand with an enzymatic detergent, then run a washer-disinfector cycle (A0 3000).${
    ENERGY.has(slug) ? ' Check the insulation for damage before sterilising.' : ''
  }`,
  sterilisation: 'Steam sterilisation, pre-vacuum, 134 °C for 3 minutes, in the instrument tray.',
  cycles: 100,
}));

export const DEMO_PUBLICATIONS: Insert<typeof publications>[] = [
  {
    title: 'Bench evaluation of an 8-degree-of-freedom hand-held laparoscopic instrument',
    authors: 'A. Rao, M. Iyer, S. Kulkarni',
    platform: 'journal',
    venue: 'Journal of Minimal Access Surgery Engineering',
    year: 2023,
    doi: '10.5555/demo.manovo.2023.001',
    summary:
      'Range of motion, grip force and fatigue life of the Articulate 8 needle holder measured against a straight reference instrument.',
  },
  {
    title: 'Intracorporeal suturing times with articulating versus straight needle holders in a box trainer',
    authors: 'P. Menon, R. Shah',
    platform: 'conference',
    venue: 'National Laparoscopy Congress',
    year: 2024,
    link: '/videos#training',
    summary:
      'Thirty surgeons completed a figure-of-eight drill with both instruments; articulation reduced needle repositioning.',
  },
  {
    title: 'Reprocessing durability of reusable articulating instruments over 500 sterilisation cycles',
    authors: 'S. Kulkarni, L. Fernandes, A. Rao',
    platform: 'journal',
    venue: 'Surgical Technology Review',
    year: 2024,
    doi: '10.5555/demo.manovo.2024.003',
    summary:
      'Cable tension, jaw alignment and rotation torque remained within specification after 500 autoclave cycles.',
  },
  {
    title: 'Ergonomic load on the surgeon during laparoscopic hysterectomy with articulating instruments',
    authors: 'N. Das, P. Menon',
    platform: 'conference',
    venue: 'Asia-Pacific Gynaecological Endoscopy Meeting',
    year: 2025,
    link: '/videos#surgery',
    summary: 'Shoulder elevation and wrist deviation recorded by wearable sensors across twelve procedures.',
  },
  {
    title: 'Cost per case of reusable articulating instruments in district hospitals',
    authors: 'R. Shah, M. Iyer',
    platform: 'preprint',
    venue: 'Health Economics Preprints',
    year: 2025,
    doi: '10.5555/demo.manovo.2025.005',
    summary:
      'A model comparing reusable articulating instruments, disposable articulating devices and robotic platforms.',
  },
];
