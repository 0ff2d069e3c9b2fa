// Journal page sample data (docs/product.md §3 "Publication sample": 5 built-in items).
export type Platform = 'journal' | 'conference' | 'preprint' | 'media';
export type Publication = {
  id: string;
  title: string;
  platform: Platform;
  venue: string;
  year: number;
  tags: string[];
  summary: string;
  link: string;
  status: 'published' | 'accepted' | 'in review';
};

export const PUBLICATIONS: Publication[] = [
  {
    id: 'pub-1',
    title: 'Bench evaluation of an 8-degree-of-freedom hand-held laparoscopic instrument',
    platform: 'journal',
    venue: 'Journal of Minimal Access Surgery Engineering',
    year: 2023,
    tags: ['bench test', 'articulation'],
    summary:
      'Range of motion, grip force and fatigue life of the Articulate 8 needle holder measured against a straight reference instrument.',
    link: '/products#articulate-8',
    status: 'published',
  },
  {
    id: 'pub-2',
    title: 'Intracorporeal suturing times with articulating versus straight needle holders in a box trainer',
    platform: 'conference',
    venue: 'National Laparoscopy Congress',
    year: 2024,
    tags: ['training', 'suturing'],
    summary:
      'Thirty surgeons completed a figure-of-eight drill with both instruments; articulation reduced needle repositioning.',
    link: '/videos#training',
    status: 'published',
  },
  {
    id: 'pub-3',
    title: 'Reprocessing durability of reusable articulating instruments over 500 sterilisation cycles',
    platform: 'journal',
    venue: 'Surgical Technology Review',
    year: 2024,
    tags: ['reprocessing', 'durability'],
    summary:
      'Cable tension, jaw alignment and rotation torque remained within specification after 500 autoclave cycles.',
    link: '/products#complete-lineup',
    status: 'accepted',
  },
  {
    id: 'pub-4',
    title: 'Ergonomic load on the surgeon during laparoscopic hysterectomy with articulating instruments',
    platform: 'conference',
    venue: 'Asia-Pacific Gynaecological Endoscopy Meeting',
    year: 2025,
    tags: ['ergonomics', 'gynaecology'],
    summary: 'Shoulder elevation and wrist deviation recorded by wearable sensors across twelve procedures.',
    link: '/videos#surgery',
    status: 'published',
  },
  {
    id: 'pub-5',
    title: 'Cost per case of reusable articulating instruments in district hospitals',
    platform: 'preprint',
    venue: 'Health Economics Preprints',
    year: 2025,
    tags: ['health economics', 'access'],
    summary:
      'A model comparing reusable articulating instruments, disposable articulating devices and robotic platforms.',
    link: '/Investor',
    status: 'in review',
  },
];

export const PLATFORM_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'journal', label: 'Journals' },
  { id: 'conference', label: 'Conferences' },
] as const;
