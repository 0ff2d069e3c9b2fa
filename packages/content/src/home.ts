// Home page copy: hero slides, company values and partner logos.
import { renderImage } from './renders';

const heroRender = (name: string, alt: string) => ({
  image: { ...renderImage(name, [1600, 2880]), width: 1600, height: 700, alt },
  mobileImage: { ...renderImage(`${name}-mobile`, [768]), width: 768, height: 900 },
});
export const HERO_SLIDES = [
  {
    id: 'articulate-8',
    title: 'Manovo Articulate 8',
    subtitle: 'Feel as your hands, Do more than your hands.',
    ...heroRender(
      'instrument-navy',
      'Studio photograph of an Articulate 8 instrument: pistol handle with finger support and thumb wheel, 38 cm shaft, wrist bent with the jaws open',
    ),
    cta: { label: 'KNOW MORE', href: '/products' },
  },
  {
    id: 'articulate-8-lineup',
    title: 'Manovo Articulate 8 series',
    subtitle: '8 degrees of freedom. 360° rotation. No robot required.',
    ...heroRender(
      'wrist-navy',
      'Close-up of the Articulate 8 wrist: two links bent on their pins, the drive cables along them, fenestrated jaws open',
    ),
    cta: { label: 'KNOW MORE', href: '/products' },
  },
];

export const VALUES = [
  {
    id: 'innovation',
    title: 'Innovation',
    text: 'We solve real surgical problems with mechanisms that are simple to use and built to last.',
  },
  {
    id: 'collaboration',
    title: 'Collaboration',
    text: 'Every instrument is shaped with the surgeons, nurses and sterilisation teams who handle it.',
  },
  {
    id: 'accessibility',
    title: 'Accessibility',
    text: 'Reusable instruments, no capital equipment: advanced laparoscopy within reach of more hospitals.',
  },
  {
    id: 'compassion',
    title: 'Compassion',
    text: 'Smaller incisions, shorter stays and faster recovery are why we do this work.',
  },
];

export const PARTNERS = [
  { id: 'medtech-park', name: 'Medical Technology Park', logo: '/images/partners/partner-1.svg' },
  { id: 'startup-mission', name: 'State Startup Mission', logo: '/images/partners/partner-2.svg' },
  {
    id: 'surgical-institute',
    name: 'Institute of Surgical Training',
    logo: '/images/partners/partner-3.svg',
  },
  { id: 'bio-incubator', name: 'BioDesign Incubator', logo: '/images/partners/partner-4.svg' },
];

/**
 * The home page's product video: the overview clip the site serves (rendered from the instrument model
 * by apps/web/scripts/render-studio.mjs --clips), its poster the clip's first frame.
 */
export const PRODUCT_VIDEO = {
  title: 'Articulate 8 from every side',
  label: 'An Articulate 8 instrument turning once on a navy backdrop: handle, shaft, wrist and jaws',
  src: '/media/clips/overview.mp4',
  poster: '/media/clips/overview.webp',
};
