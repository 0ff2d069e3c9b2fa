// About page copy and the team (static, docs/product.md §3 "Team member").
export const ABOUT = {
  welcome: 'Welcome to Manovo Surgical',
  welcomeLead:
    'We build reusable articulating instruments that bring the dexterity of robotic surgery to every laparoscopy tower.',
  story: [
    'Manovo Surgical was founded in 2020 by surgeons and engineers who shared one frustration: robotic systems give surgeons wristed instruments, but most operating rooms will never own a robot.',
    'We set out to put that dexterity into a hand-held instrument. After three years of prototypes, cadaver labs and bench tests, the Manovo Articulate 8 series was born: eight degrees of freedom, 360° end-effector rotation and a fully mechanical drive that keeps natural haptic feedback.',
    'Today the series covers 15 instruments, from fenestrated forceps to a vessel sealer, and is used for training and clinical evaluation in teaching hospitals.',
  ],
  purpose: 'Advanced surgery should depend on the skill of the surgeon, not on the budget of the hospital.',
  mission:
    'Our mission is to make minimally invasive surgery more capable and more affordable, one reusable instrument at a time.',
  missionCards: [
    {
      id: 'minds',
      title: 'Uniting Talented Minds',
      text: 'Surgeons, engineers and designers working at one bench, testing every idea in the hands that will use it.',
    },
    {
      id: 'empower',
      title: 'Empower Healthcare Professionals',
      text: 'Instruments and training that let surgeons perform complex steps laparoscopically with confidence.',
    },
    {
      id: 'equality',
      title: 'Advancing Health Equality',
      text: 'Reusable instruments without capital equipment, so advanced care reaches district and regional hospitals.',
    },
  ],
  vision: 'A world where every patient who needs minimally invasive surgery can have it, wherever they live.',
} as const;

export type TeamGroup = 'board' | 'advisors';
export type TeamMember = {
  id: string;
  group: TeamGroup;
  name: string;
  position: string;
  tagline: string;
  body: [string, string, string];
  twitter: string;
  linkedin: string;
  instagram: string;
};

export const TEAM_GROUPS: { id: TeamGroup; label: string }[] = [
  { id: 'board', label: 'Board of Directors' },
  { id: 'advisors', label: 'Scientific Advisors' },
];

const socials = (handle: string) => ({
  twitter: `https://x.com/${handle}`,
  linkedin: `https://www.linkedin.com/in/${handle}`,
  instagram: `https://www.instagram.com/${handle}`,
});

export const TEAM: TeamMember[] = [
  {
    id: 'arjun-menon',
    group: 'board',
    name: 'Arjun Menon',
    position: 'Co-founder and Chief Executive Officer',
    tagline: 'Turns operating-room problems into engineering briefs.',
    body: [
      'Arjun trained as a mechanical engineer and spent eight years designing precision mechanisms for medical devices before co-founding Manovo Surgical.',
      'He leads strategy, manufacturing and partnerships, and still spends one day a week in hospitals watching how instruments are really used.',
      'Arjun believes the best device is the one a district hospital can afford to keep using for years.',
    ],
    ...socials('manovosurgical'),
  },
  {
    id: 'kavya-rao',
    group: 'board',
    name: 'Dr. Kavya Rao',
    position: 'Co-founder and Chief Medical Officer',
    tagline: 'A laparoscopic surgeon who wanted a wrist.',
    body: [
      'Kavya is a consultant gastrointestinal surgeon with more than 2,000 laparoscopic procedures behind her.',
      'She defines the clinical requirements of every Manovo instrument and leads the training programme for surgeons and residents.',
      'Her focus is on steps that are hard with straight instruments: suturing, dissection behind structures and work at awkward angles.',
    ],
    ...socials('manovosurgical'),
  },
  {
    id: 'vikram-shah',
    group: 'board',
    name: 'Vikram Shah',
    position: 'Director, Operations and Quality',
    tagline: 'Every instrument, traceable from bar stock to box.',
    body: [
      'Vikram runs manufacturing, supply chain and the quality management system.',
      'He previously built machining lines for orthopaedic implants and brought that discipline to articulating instruments.',
      'Under his lead every instrument is tested through hundreds of articulation and sterilisation cycles before release.',
    ],
    ...socials('manovosurgical'),
  },
  {
    id: 'meera-iyer',
    group: 'advisors',
    name: 'Prof. Meera Iyer',
    position: 'Scientific Advisor, Minimal Access Surgery',
    tagline: 'Teaching surgeons for twenty-five years.',
    body: [
      'Meera heads a minimal access surgery department at a teaching hospital and has trained several hundred surgeons.',
      'She advises on training curricula and on the design of clinical evaluations.',
      'Her question for every new instrument: can a resident learn it in an afternoon?',
    ],
    ...socials('manovosurgical'),
  },
  {
    id: 'rahul-desai',
    group: 'advisors',
    name: 'Dr. Rahul Desai',
    position: 'Scientific Advisor, Biomechanics',
    tagline: 'Measures what surgeons feel.',
    body: [
      'Rahul is a biomedical engineer researching force transmission and ergonomics in surgical tools.',
      'He guides the bench testing of grip force, haptic fidelity and fatigue over long procedures.',
      'His lab data shaped the finger support and the handle geometry of the Articulate 8 series.',
    ],
    ...socials('manovosurgical'),
  },
  {
    id: 'anita-kulkarni',
    group: 'advisors',
    name: 'Dr. Anita Kulkarni',
    position: 'Scientific Advisor, Gynaecological Endoscopy',
    tagline: 'Suturing in the pelvis, made routine.',
    body: [
      'Anita is a gynaecological endoscopic surgeon with a special interest in total laparoscopic hysterectomy.',
      'She evaluates the needle holders and scissors of the lineup in gynaecological procedures.',
      'She also mentors the surgeons who join our proctoring network.',
    ],
    ...socials('manovosurgical'),
  },
];

export const initials = (name: string) =>
  name
    .replace(/^(Dr\.|Prof\.)\s+/, '')
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * The catalogue's `about` area in English: the words of /about and its team section around the copy
 * above, the copy itself and each member's position and profile (by id; names stay as they are).
 */
export const ABOUT_TEXTS = {
  copy: {
    eyebrow: 'About Manovo Surgical',
    storyEyebrow: 'Since 2020',
    storyHeading: 'Our Story',
    timeline: 'Our timeline',
    purposeHeading: 'Our Purpose',
    missionHeading: 'Our Mission',
    visionHeading: 'Our Vision',
    teamEyebrow: 'People',
    teamHeading: 'Our Team',
    teamLead: 'Surgeons, engineers and scientists who design, test and teach the Articulate 8 series.',
    teamTabs: 'Team',
    viewProfile: 'View profile',
    onNetwork: (name: string, network: string) => `${name} on ${network} (opens in a new tab)`,
  },
  about: ABOUT,
  groups: Object.fromEntries(TEAM_GROUPS.map((g) => [g.id, g.label])) as Record<TeamGroup, string>,
  team: Object.fromEntries(
    TEAM.map(({ id, position, tagline, body }) => [id, { position, tagline, body }]),
  ) as Record<string, Pick<TeamMember, 'position' | 'tagline' | 'body'>>,
};
