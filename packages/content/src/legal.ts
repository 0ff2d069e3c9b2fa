// The legal pages' copy (/Privacy-Policy, /termscondition; issue #26), which each locale's texts
// translate (locales/<code>.ts, area `legal`). The English is the spec's, unchanged, and is the version
// that binds: a translation says so (`prevails`), the English page has no such line.
import { PRIVACY, TERMS } from './static-pages';

export const LEGAL_TEXTS = {
  eyebrow: 'Legal',
  updated: 'Last updated 1 January 2025.',
  /** Shown under a translation only: the English text is the original. */
  prevails: '',
  /** The link from a translation to the English text (none on the English page). */
  englishLink: '',
  privacy: { title: 'Privacy Policy', sections: PRIVACY },
  terms: { title: 'Terms & Conditions', sections: TERMS },
};
