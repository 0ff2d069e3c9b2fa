// Demo content for an empty database: original copy in the brand's voice (BRAND.md).
// Every demo video plays a clip the site serves, rendered from the instrument model (no placeholder
// YouTube ids: a video that does not exist is not a demo); staff replace them with their own recordings.
// Image paths point at artwork that ships with the web app under /images/demo/.
import type { broadcasts, careers, testimonials } from '../schema';
import type { TopCategory } from '../schema/values';

const days = (n: number) => new Date(Date.now() + n * 86_400_000);

export const DEMO_SUBCATEGORIES: Record<TopCategory, readonly string[]> = {
  product: ['Instrument overview', 'Articulation', 'Reprocessing'],
  surgery: ['Cholecystectomy', 'Hysterectomy', 'Hernia repair'],
  training: ['First steps', 'Suturing drills'],
};

type DemoVideo = {
  title: string;
  top: TopCategory;
  sub: string;
  /** A YouTube address, or '' for a clip served by the site (`src`). */
  youtube: string;
  /** A clip rendered from the instrument model (apps/web/scripts/render-studio.mjs --clips). */
  src?: string;
  /** The clip's length in seconds, as its file declares it (checked by apps/server's demo-clips test). */
  durationSeconds?: number;
  thumbnail: string;
  status: 'published' | 'draft';
  description: string;
};

/**
 * A clip the site serves and its thumbnail, one of those render-studio.mjs --clips writes: each runs
 * 4 seconds.
 */
const siteClip = (name: 'overview' | 'range-of-motion' | 'rotation-360') => ({
  youtube: '',
  src: `/media/clips/${name}.mp4`,
  durationSeconds: 4,
  thumbnail: `/media/clips/${name}.webp`,
});

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    title: 'Articulate 8 from every side',
    top: 'product',
    sub: 'Instrument overview',
    ...siteClip('overview'),
    status: 'published',
    description: 'The whole instrument turning once on the bench: handle, shaft, wrist and jaws.',
  },
  {
    title: 'The wrist through its range of motion',
    top: 'product',
    sub: 'Articulation',
    ...siteClip('range-of-motion'),
    status: 'published',
    description: 'Pitch and yaw sweep together on the bench while the jaws open and close twice.',
  },
  {
    title: '360° end-effector rotation at full articulation',
    top: 'product',
    sub: 'Articulation',
    ...siteClip('rotation-360'),
    status: 'published',
    description: 'The jaws keep rotating while the wrist is bent to its limit.',
  },
  {
    title: 'Cleaning and sterilising between cases',
    top: 'product',
    sub: 'Reprocessing',
    ...siteClip('overview'),
    status: 'draft',
    description:
      'Demo clip: the whole instrument turning once. The recording of disassembly, flushing and the autoclave cycle replaces it.',
  },
  {
    title: 'Laparoscopic cholecystectomy with an articulating dissector',
    top: 'surgery',
    sub: 'Cholecystectomy',
    ...siteClip('range-of-motion'),
    status: 'published',
    description:
      "Demo clip: the wrist sweeping through pitch and yaw as it does in Calot's triangle. The operating surgeon's recording replaces it.",
  },
  {
    title: 'Total laparoscopic hysterectomy: vault closure',
    top: 'surgery',
    sub: 'Hysterectomy',
    ...siteClip('rotation-360'),
    status: 'published',
    description:
      'Demo clip: the jaws turning a full circle with the wrist bent, the motion that drives the needle through the vault. The case recording replaces it.',
  },
  {
    title: 'TAPP inguinal hernia repair: peritoneal flap',
    top: 'surgery',
    sub: 'Hernia repair',
    ...siteClip('range-of-motion'),
    status: 'published',
    description:
      'Demo clip: the wrist sweeping through pitch and yaw, as when raising the peritoneal flap. The case recording replaces it.',
  },
  {
    title: 'Your first hour with an articulating instrument',
    top: 'training',
    sub: 'First steps',
    ...siteClip('overview'),
    status: 'published',
    description:
      'Demo clip: the whole instrument turning once, to learn its parts before the first drill. The training recording replaces it.',
  },
  {
    title: 'Box-trainer suturing drill: the figure of eight',
    top: 'training',
    sub: 'Suturing drills',
    ...siteClip('rotation-360'),
    status: 'published',
    description:
      'Demo clip: the jaws turning a full circle with the wrist bent, the motion behind an intracorporeal knot. The drill recording replaces it.',
  },
];

export const DEMO_CAREERS: (typeof careers.$inferInsert)[] = [
  {
    title: 'Mechanical Design Engineer',
    category: 'fulltime',
    status: 'published',
    location: 'Bengaluru (on site)',
    experience: '3–6 years',
    salary: '₹14–20 lakh per year',
    skills: 'SolidWorks, GD&T, tolerance stack-up, design for manufacture',
    applyUrl: '',
    applyEmail: 'careers@manovosurgical.com',
    description:
      '<p>Design the next generation of articulating wrists and handles.</p><ul><li>Own mechanisms from concept to verified drawings.</li><li>Work with machinists and surgeons on rapid prototypes.</li><li>Write design verification protocols.</li></ul>',
  },
  {
    title: 'Quality and Regulatory Associate',
    category: 'fulltime',
    status: 'published',
    location: 'Bengaluru (hybrid)',
    experience: '2–4 years',
    salary: '₹8–12 lakh per year',
    skills: 'ISO 13485, CDSCO filings, risk management (ISO 14971)',
    applyUrl: '',
    applyEmail: 'careers@manovosurgical.com',
    description: '<p>Keep our quality system audit-ready and our technical files complete.</p>',
  },
  {
    title: 'Clinical Applications Specialist',
    category: 'fulltime',
    status: 'draft',
    location: 'Mumbai / travel',
    experience: '2+ years in surgical sales or OR nursing',
    salary: 'Competitive',
    skills: 'Operating-room practice, training delivery, Hindi and English',
    applyUrl: '',
    applyEmail: '',
    description: '<p>Support surgeons during their first cases with Articulate 8.</p>',
  },
  {
    title: 'Embedded Test Intern',
    category: 'internship',
    status: 'published',
    location: 'Bengaluru',
    experience: 'Final-year students',
    salary: 'Stipend ₹25,000 per month',
    skills: 'Python, data acquisition, load cells',
    applyUrl: '',
    applyEmail: '',
    description: '<p>Build the rigs that cycle-test our instruments to 500 reprocessing cycles.</p>',
  },
  {
    title: 'Industrial Design Intern',
    category: 'internship',
    status: 'draft',
    location: 'Bengaluru',
    experience: 'Students of product design',
    salary: 'Stipend',
    skills: 'Sketching, ergonomics, user research',
    applyUrl: '',
    applyEmail: '',
    description: '<p>Study how surgeons hold our handles and propose improvements.</p>',
  },
];

export const DEMO_BROADCASTS: (typeof broadcasts.$inferInsert)[] = [
  {
    kind: 'social',
    title: 'Hands-on session at the regional surgical society meeting',
    summary:
      'Forty surgeons tried the Articulate 8 needle holder on our box trainers this weekend. Thank you for the sharp questions.',
    body: '',
    status: 'published',
    socialSource: 'linkedin',
    linkUrl: 'https://www.linkedin.com/company/manovosurgical',
    imagePath: '/images/demo/broadcast-1.svg',
    imageAlt: 'Two surgeons in scrubs at a box trainer with Articulate 8 instruments',
    tag: 'Training',
    postedAt: days(-6),
    publishAt: null,
  },
  {
    kind: 'social',
    title: 'Wrist articulation in slow motion',
    summary: 'Eight degrees of freedom, filmed at 240 frames per second.',
    body: '',
    status: 'published',
    socialSource: 'instagram',
    linkUrl: 'https://www.instagram.com/manovosurgical',
    imagePath: '/images/demo/broadcast-2.svg',
    imageAlt: 'Four frames of the Articulate 8 wrist bending further in each',
    tag: 'Product',
    postedAt: days(-20),
    publishAt: null,
  },
  {
    kind: 'social',
    title: 'Behind the scenes: 500-cycle reprocessing test',
    summary: 'Our test rig has now run every instrument in the lineup through 500 autoclave cycles.',
    body: '',
    status: 'draft',
    socialSource: 'twitter',
    linkUrl: '',
    imagePath: '/images/demo/broadcast-3.svg',
    imageAlt: 'An autoclave, a cycle counter and a tray of Articulate 8 instruments',
    tag: 'Engineering',
    postedAt: null,
    publishAt: null,
  },
  {
    kind: 'news',
    title: 'Manovo Surgical receives ₹3 crore investment from state startup mission',
    summary: 'The investment funds clinical evaluations and a second machining line.',
    body: '<p>Manovo Surgical has received an investment of <strong>₹3 crore</strong> from the state startup mission. The funds go to clinical evaluations at partner hospitals and to a second machining line for the Articulate 8 series.</p><p>“Reusable instruments keep the cost per case low. This investment lets us prove that in more operating rooms,” said the founding team.</p>',
    status: 'published',
    socialSource: null,
    linkUrl: '',
    imagePath: '/images/demo/broadcast-4.svg',
    imageAlt: 'A lathe turning an instrument shaft beside a rising bar chart',
    tag: 'Funding',
    // A dated event, not a recent post: the day /timeline gives it (packages/content's timeline test).
    postedAt: new Date('2025-09-18T09:00:00+05:30'),
    publishAt: null,
  },
  {
    kind: 'news',
    title: 'Articulate 8 at the national laparoscopy congress',
    summary: 'Meet us at booth 14 for live demonstrations on the box trainer.',
    body: '<p>We will demonstrate the full 15-instrument lineup at booth 14. Surgeons can book a 20-minute hands-on slot through the contact page.</p>',
    status: 'published',
    socialSource: null,
    linkUrl: '',
    imagePath: '/images/demo/broadcast-5.svg',
    imageAlt: 'An exhibition booth with the Manovo mark and a screen showing the articulating wrist',
    tag: 'Event',
    postedAt: days(-12),
    publishAt: null,
  },
  {
    kind: 'news',
    title: 'Training programme for surgical residents opens next month',
    summary: 'A structured six-week course on articulating instruments for residents.',
    body: '<p>Applications open for our resident training programme. Six weeks, box-trainer drills and supervised cases.</p>',
    status: 'published',
    socialSource: null,
    linkUrl: '',
    imagePath: '/images/demo/broadcast-6.svg',
    imageAlt: 'A training lab with three box-trainer stations and Articulate 8 instruments',
    tag: 'Training',
    postedAt: null,
    publishAt: days(14),
  },
];

export const DEMO_TESTIMONIALS: (typeof testimonials.$inferInsert)[] = [
  {
    personName: 'Dr. Ananya Rao',
    personTitle: 'Consultant Laparoscopic Surgeon',
    company: 'City General Hospital',
    message:
      'Suturing at awkward angles used to mean changing ports. With the articulating needle holder I stay where I am and the wrist does the work.',
    isActive: true,
    imagePath: null,
    linkedin: '',
  },
  {
    personName: 'Dr. Vikram Menon',
    personTitle: 'Head of Minimal Access Surgery',
    company: 'Riverside Medical College',
    message:
      'Our residents reach a clean intracorporeal knot sooner on the box trainer. The handle feels familiar from the first session.',
    isActive: true,
    imagePath: null,
    linkedin: '',
  },
  {
    personName: 'Sister Meera Joseph',
    personTitle: 'Theatre Manager',
    company: 'Lakeview Hospital',
    message:
      'Reprocessing is straightforward: the instruments come apart where they should and the flushing ports are easy to reach.',
    isActive: true,
    imagePath: null,
    linkedin: '',
  },
  {
    personName: 'Dr. Farhan Qureshi',
    personTitle: 'Gynaecological Surgeon',
    company: 'Northside Women’s Clinic',
    message: 'Vault closure is where the 360° rotation earns its place.',
    isActive: false,
    imagePath: null,
    linkedin: '',
  },
];
