// Copy of the static pages: incubation, investor, news-event, legal pages and the timeline.
export type TextSection = { id: string; heading: string; paragraphs: string[] };

export const INCUBATION: TextSection[] = [
  {
    id: 'incubation-story',
    heading: 'Where we started',
    paragraphs: [
      'Manovo Surgical was incubated in 2020 at a medical technology incubator with access to machining, clean assembly space and clinical mentors.',
      'The incubator gave us what a hardware start-up needs most in its first years: a workshop, surgeons willing to test early prototypes and a quality system we could grow into.',
    ],
  },
  {
    id: 'incubation-support',
    heading: 'What the programme made possible',
    paragraphs: [
      'Rapid prototyping of the articulating wrist, cadaver-lab sessions with partner hospitals and the first bench test rigs for sterilisation durability.',
      'We continue to mentor younger med-tech teams at the same incubator.',
    ],
  },
];

export const INVESTOR_FACTS = [
  {
    id: 'grant',
    figure: '₹50 lakh',
    label: 'Grant',
    text: 'One grant of 50 lakh rupees funded the development of the first Articulate 8 prototypes.',
  },
  {
    id: 'investment',
    figure: '₹3 crore',
    label: 'Investment',
    text: 'An investment of 3 crore rupees from a state mission funds clinical evaluations and a second machining line.',
  },
];

export const INVESTOR: TextSection[] = [
  {
    id: 'investor-why',
    heading: 'Why invest in Manovo Surgical',
    paragraphs: [
      'Laparoscopy is growing fastest in hospitals that cannot buy surgical robots. Reusable articulating instruments give those hospitals wristed dexterity at a fraction of the cost per case.',
      'Our lineup of 15 instruments is designed, machined and assembled in India under one quality system.',
    ],
  },
];

export const NEWS_EVENT: TextSection[] = [
  {
    id: 'meet-us',
    heading: 'Meet us in person',
    paragraphs: [
      'We bring the full Articulate 8 lineup and box trainers to surgical congresses, hospital workshops and resident courses across India.',
      'Hands-on slots last twenty minutes and can be booked through the contact page.',
    ],
  },
  {
    id: 'host',
    heading: 'Host a workshop',
    paragraphs: [
      'Departments can host a half-day workshop with a clinical specialist. Ask for it with the purpose “Request a demo”.',
    ],
  },
];

export const PRIVACY: TextSection[] = [
  {
    id: 'scope',
    heading: 'Scope',
    paragraphs: [
      'This policy explains how Manovo Surgical handles personal data collected through this website.',
    ],
  },
  {
    id: 'data',
    heading: 'Data we collect',
    paragraphs: [
      'Contact form: your name, email address, the purpose of your request and your message.',
      'Job applications: your name, email address, mobile number, message and résumé.',
      'Cookies: strictly necessary cookies always; performance, functional and targeting cookies only with your consent.',
    ],
  },
  {
    id: 'use',
    heading: 'How we use it',
    paragraphs: [
      'We use your data only to answer your request or assess your application. We do not sell personal data.',
    ],
  },
  {
    id: 'retention',
    heading: 'Retention',
    paragraphs: [
      'Messages are kept for up to two years; applications for up to one year unless you ask us to delete them sooner.',
    ],
  },
  {
    id: 'rights',
    heading: 'Your rights',
    paragraphs: [
      'You may ask to access, correct or delete your data by writing to hello@manovosurgical.com.',
    ],
  },
];

export const TERMS: TextSection[] = [
  {
    id: 'use',
    heading: 'Use of this website',
    paragraphs: [
      'The content of this website is provided for information about Manovo Surgical and its products. It is not medical advice.',
    ],
  },
  {
    id: 'products',
    heading: 'Product information',
    paragraphs: [
      'Instruments are intended for use by trained healthcare professionals. Availability and specifications may vary by market.',
    ],
  },
  {
    id: 'ip',
    heading: 'Intellectual property',
    paragraphs: [
      'Text, artwork and product designs on this website belong to Manovo Surgical unless stated otherwise.',
    ],
  },
  {
    id: 'liability',
    heading: 'Liability',
    paragraphs: ['We take care to keep information accurate but cannot guarantee it is complete or current.'],
  },
  {
    id: 'law',
    heading: 'Governing law',
    paragraphs: ['These terms are governed by the laws of India; courts in Bengaluru have jurisdiction.'],
  },
];

/** A milestone of /timeline. */
export type Milestone = {
  year: string;
  title: string;
  text: string;
  /**
   * When a news post tells the same event: that post's title, and the day (YYYY-MM-DD, in `year`) both
   * give it. timeline.test.ts holds the demo news posts (@manovo/db's seed) to this day.
   */
  news?: { title: string; date: string };
};

export const TIMELINE: Milestone[] = [
  { year: '2020', title: 'Founded', text: 'Manovo Surgical is founded by surgeons and engineers.' },
  { year: '2021', title: 'First wrist', text: 'The first articulating wrist prototype passes bench tests.' },
  { year: '2022', title: 'Grant', text: 'A grant of 50 lakh rupees funds the prototype programme.' },
  {
    year: '2023',
    title: 'Articulate 8',
    text: 'The series reaches eight degrees of freedom with 360° rotation.',
  },
  {
    year: '2024',
    title: 'Lineup of 15',
    text: 'The complete lineup of 15 instruments is ready for evaluation.',
  },
  {
    year: '2025',
    title: 'Investment',
    text: 'An investment of 3 crore rupees from a state mission.',
    news: {
      title: 'Manovo Surgical receives ₹3 crore investment from state startup mission',
      date: '2025-09-18',
    },
  },
];
