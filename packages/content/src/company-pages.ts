// The incubation and investor pages' copy (issue #26), which each locale's texts translate
// (locales/<code>.ts, areas `incubation` and `investor`). The English is the spec's, unchanged: the
// sections themselves stay in static-pages.ts, which the search documents also read.
import { INCUBATION, INVESTOR, INVESTOR_FACTS } from './static-pages';

export const INCUBATION_TEXTS = {
  eyebrow: 'Company',
  title: 'Incubation',
  lead: 'From a workbench in 2020 to a lineup of 15 instruments.',
  sections: INCUBATION,
  investorLink: 'Read about our grant and investment',
};

export const INVESTOR_TEXTS = {
  eyebrow: 'Company',
  title: 'Investors',
  lead: 'Public funding that backs reusable, accessible surgical instruments.',
  facts: INVESTOR_FACTS,
  sections: INVESTOR,
  talkToUs: 'Talk to us',
};
