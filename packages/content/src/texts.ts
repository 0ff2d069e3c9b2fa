// The shape of a locale's texts: each area is the English value it translates (site.ts, home.ts,
// ui.ts, routes.ts), so a locale's file (locales/<code>.ts) is checked against the English as it is
// written. A locale may leave a string out: the page then shows the English (overlay, locales.ts).
import type { ABOUT_TEXTS } from './about';
import type { CAREERS_TEXTS } from './careers';
import type { CAROUSEL_TEXTS } from './carousel';
import type { INCUBATION_TEXTS, INVESTOR_TEXTS } from './company-pages';
import type { CONTACT_TEXTS } from './contact';
import type { COOKIE_TEXTS } from './cookies';
import type { FACTS_TEXTS } from './facts';
import type { IFU_TEXTS } from './ifu';
import type { LEGAL_TEXTS } from './legal';
import type { NEWS_TEXTS } from './news';
import type { Texts } from './overlay';
import type { PRODUCTS_TEXTS } from './products';
import type { PublicPath } from './routes';
import type { SEARCH_TEXTS } from './search-texts';
import type { TIMELINE_TEXTS } from './timeline';
import type { CHROME, HOME_TEXTS, SITE_TEXTS } from './ui';
import type { VIDEOS_TEXTS } from './videos';

export type Catalogue = {
  chrome: typeof CHROME;
  site: typeof SITE_TEXTS;
  home: typeof HOME_TEXTS;
  cookies: typeof COOKIE_TEXTS;
  /** The words around the product facts (/products) and the publications (/journal). */
  facts: typeof FACTS_TEXTS;
  /** The copy of /products: its words, features, instrument summaries and FAQ (not the brand names). */
  products: typeof PRODUCTS_TEXTS;
  /** The copy of /about: its words, story, mission and vision, and the team's positions and profiles. */
  about: typeof ABOUT_TEXTS;
  /** The contact page and its form (/contact). */
  contact: typeof CONTACT_TEXTS;
  /** The careers page, its job cards, the apply page and its form (/careers, /careersapply). */
  careers: typeof CAREERS_TEXTS;
  /** Each route's title and description (head tags, share cards, the tab after a navigation). */
  routes: Record<PublicPath, { title: string; description: string }>;
  /** The visitor's statuses and form messages (MESSAGES of @manovo/api/domain, by name). */
  messages: Record<string, string>;
  /** The incubation page (/Incubation). */
  incubation: typeof INCUBATION_TEXTS;
  /** The investor page (/Investor): its facts and sections. */
  investor: typeof INVESTOR_TEXTS;
  /** The privacy policy and the terms (/Privacy-Policy, /termscondition), and the line that the English prevails. */
  legal: typeof LEGAL_TEXTS;
  /** The instructions-for-use library and device pages (/ifu, /ifu/{ref}) and the paper-copy form. */
  ifu: typeof IFU_TEXTS;
  /** /news, a news item's page around its text, and /NewsEvent. */
  news: typeof NEWS_TEXTS;
  /** /videos and a video's page around its title. */
  videos: typeof VIDEOS_TEXTS;
  /** A carousel's controls and announcements (news, videos). */
  carousel: typeof CAROUSEL_TEXTS;
  /** The search page and the search overlay. */
  search: typeof SEARCH_TEXTS;
  /** /timeline and its milestones. */
  timeline: typeof TIMELINE_TEXTS;
};

export type LocaleTexts = Texts<Catalogue> & {
  /**
   * The routes whose page copy this locale translates. Any other page shows its English copy marked
   * `lang="en"` (the fallback rule), while its frame (header, footer, head tags) is translated.
   */
  translatedPages: readonly PublicPath[];
};
