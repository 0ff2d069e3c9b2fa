// The words of /timeline and its milestones (issue #26), which each locale's texts translate
// (locales/<code>.ts, area `timeline`). The English strings are the spec's, unchanged.
import { TIMELINE } from './static-pages';

export const TIMELINE_TEXTS = {
  eyebrow: 'Since 2020',
  title: 'Our Timeline',
  lead: 'Scroll through the milestones of Manovo Surgical.',
  /** Each milestone's words, in TIMELINE's order (its years are no one language's: not here). */
  milestones: TIMELINE.map(({ title, text }) => ({ title, text })),
};
