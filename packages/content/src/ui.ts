// The site's frame and Home page copy that used to be written inside the components: the English
// catalogue entries of the header, footer, 404 page and Home, which each locale's texts translate
// (locales/<code>.ts). The English strings are the spec's, unchanged.
import { HERO_SLIDES, PRODUCT_VIDEO, VALUES } from './home';
import { COMPANY, FOOTER_LINKS, MENU } from './site';

export const CHROME = {
  skipLink: 'Skip to content',
  homeLink: 'Manovo Surgical home',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  sections: (title: string) => `${title} sections`,
  searchSite: 'Search the site',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  social: 'Manovo Surgical on social networks',
  newTab: (label: string) => `${label} (opens in a new tab)`,
  rights: (year: number) => `© ${year} Manovo Surgical. All rights reserved.`,
  language: 'Language',
  notFoundText: 'The page you asked for does not exist or has moved.',
  backHome: 'Back to home',
};

export const HOME_COPY = {
  highlights: 'Manovo Articulate 8 highlights',
  tagline: COMPANY.tagline,
  lead: 'Reusable articulating laparoscopic instruments with 8 degrees of freedom, 360° end-effector rotation and natural haptic feedback. Robotic-like dexterity, without robotic infrastructure.',
  exploreLineup: 'Explore the lineup',
  requestDemo: 'Request a demo',
  statFreedom: 'Degrees of freedom',
  statRotation: 'End-effector rotation',
  statLineup: 'Instruments in the lineup',
  statShaft: 'Shaft diameter',
  valuesEyebrow: 'What drives us',
  valuesHeading: 'Our Values',
  viewerEyebrow: 'Explore in 3D',
  viewerHeading: 'Turn the instrument in your hands',
  viewerLead:
    'Drag to rotate the model: the ergonomic handle, the 8 mm shaft and the articulating wrist that lets the jaws reach around structures a straight instrument cannot.',
  seeFeatures: 'See the features',
  partners: 'Our Partners',
  playStrip: 'Play logo strip',
  pauseStrip: 'Pause logo strip',
};

/** The catalogue's `site` area in English: the words of the header and footer. */
export const SITE_TEXTS = { tagline: COMPANY.tagline, menu: MENU, footer: FOOTER_LINKS };

/** The catalogue's `home` area in English. */
export const HOME_TEXTS = {
  copy: HOME_COPY,
  slides: HERO_SLIDES,
  values: VALUES,
  video: { title: PRODUCT_VIDEO.title, label: PRODUCT_VIDEO.label },
};
