// The site's own content as search documents. The build writes them to
// /search-index.json for the overlay (and /search-index.de.json, /search-index.fr.json), and the
// server indexes the same lists, so the index is generated from the content modules and never kept by hand.
import { ABOUT, TEAM, TEAM_GROUPS } from './about';
import { VALUES } from './home';
import { textsOf } from './locale-texts';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from './locales';
import { FAQS, FEATURES, INSTRUMENTS } from './products';
import { ROUTE_META } from './route-meta';
import { COMPANY } from './site';
import {
  INCUBATION,
  INVESTOR,
  INVESTOR_FACTS,
  NEWS_EVENT,
  PRIVACY,
  TERMS,
  type TextSection,
  TIMELINE,
} from './static-pages';

/** `lang`: the language title and text are written in; a translation keeps its original's id. */
export type SiteSearchDocument = {
  id: string;
  title: string;
  text: string;
  path: string;
  type: string;
  lang: Locale;
};

const doc = (
  id: string,
  title: string,
  text: string,
  path: string,
  type = 'section',
): SiteSearchDocument => ({ id, title, text, path, type, lang: DEFAULT_LOCALE });

const pageTitle = (title: string) => title.replace(/ — Manovo Surgical$/, '');

const textSections = (prefix: string, path: string, sections: TextSection[]) =>
  sections.map((s) => doc(`${prefix}:${s.id}`, s.heading, s.paragraphs.join(' '), `${path}#${s.id}`));

/**
 * The documents of the copy a locale translates (issue #26): each route's title and description and
 * Home's values today, more as the catalogue grows. A document needs its title and its text in the
 * locale; anything else is found in English (the search falls back to it, marked `lang="en"`).
 */
function translatedDocuments(locale: Locale): SiteSearchDocument[] {
  const texts = textsOf(locale);
  if (!texts) return [];
  const out: SiteSearchDocument[] = [];
  const add = (english: SiteSearchDocument, title: string | undefined, text: string | undefined) => {
    if (title?.trim() && text?.trim()) out.push({ ...english, title, text, lang: locale });
  };
  for (const page of englishPages()) {
    const route = texts.routes?.[page.path as keyof typeof texts.routes];
    add(page, route?.title && pageTitle(route.title), route?.description);
  }
  VALUES.forEach((v, i) => {
    const value = texts.home?.values?.[i];
    add(doc(`value:${v.id}`, v.title, v.text, '/', 'value'), value?.title, value?.text);
  });
  return out;
}

const englishPages = () =>
  ROUTE_META.filter((m) => m.inSitemap).map((m) =>
    doc(`page:${m.path}`, pageTitle(m.title), m.description, m.path, 'page'),
  );

/**
 * A locale's search documents: English, the site's whole copy; another locale, its translated
 * documents followed by the English ones (the browser's local index answers in the visitor's language
 * first and in English for the rest).
 */
export function buildSearchDocuments(locale: Locale = DEFAULT_LOCALE): SiteSearchDocument[] {
  return locale === DEFAULT_LOCALE
    ? englishDocuments()
    : [...translatedDocuments(locale), ...englishDocuments()];
}

/** Every locale's documents once: what the server indexes. */
export const buildAllSearchDocuments = (): SiteSearchDocument[] => [
  ...englishDocuments(),
  ...LOCALE_CODES.flatMap(translatedDocuments),
];

function englishDocuments(): SiteSearchDocument[] {
  const pages = englishPages();
  const about = [
    doc('about:ourstory', 'Our Story', ABOUT.story.join(' '), '/about#ourstory'),
    doc('about:ourpurpose', 'Our Purpose', ABOUT.purpose, '/about#ourpurpose'),
    doc(
      'about:ourmission',
      'Our Mission',
      [ABOUT.mission, ...ABOUT.missionCards.map((c) => `${c.title}: ${c.text}`)].join(' '),
      '/about#ourmission',
    ),
    doc('about:ourvision', 'Our Vision', ABOUT.vision, '/about#ourvision'),
    doc('about:ourteam', 'Our Team', TEAM_GROUPS.map((g) => g.label).join(', '), '/about#ourteam'),
    ...TEAM.map((m) =>
      doc(
        `team:${m.id}`,
        m.name,
        `${m.position}. ${m.tagline} ${m.body.join(' ')}`,
        '/about#ourteam',
        'team',
      ),
    ),
  ];
  const products = [
    doc(
      'products:articulate-8',
      COMPANY.series,
      `${COMPANY.tagline} 8 degrees of freedom, 360° end-effector rotation, natural haptic feedback.`,
      '/products#articulate-8',
    ),
    doc(
      'products:complete-lineup',
      'Complete Lineup',
      `${INSTRUMENTS.length} instruments: ${INSTRUMENTS.map((i) => i.title).join(', ')}`,
      '/products#complete-lineup',
    ),
    ...FEATURES.map((f) =>
      doc(`feature:${f.id}`, f.title, `${f.lead} ${f.body}`, `/products#feature-${f.id}`, 'feature'),
    ),
    ...INSTRUMENTS.map((i) =>
      doc(
        `instrument:${i.id}`,
        i.title,
        `${i.summary} Jaw length ${i.specs.jawLength}, shaft diameter ${i.specs.shaftDiameter}, shaft length ${i.specs.shaftLength}, electrodes ${i.specs.electrodes}, uses ${i.specs.uses}.`,
        '/products#complete-lineup',
        'instrument',
      ),
    ),
    ...FAQS.map((f) => doc(`faq:${f.id}`, f.question, f.answer, '/products#complete-lineup', 'faq')),
  ];
  const home = VALUES.map((v) => doc(`value:${v.id}`, v.title, v.text, '/', 'value'));
  const other = [
    doc(
      'news:socialmedia',
      'Social Media',
      'Posts from Manovo Surgical on social networks.',
      '/news#socialmedia',
    ),
    doc('news:newsandevents', 'News & Events', 'Company news, congresses and events.', '/news#newsandevents'),
    ...['product', 'surgery', 'training', 'others'].map((c) =>
      doc(
        `videos:${c}`,
        `${c.charAt(0).toUpperCase()}${c.slice(1)} videos`,
        `Video library: ${c} videos of the Articulate 8 instruments.`,
        `/videos#${c}`,
      ),
    ),
    ...textSections('incubation', '/Incubation', INCUBATION),
    ...textSections('investor', '/Investor', INVESTOR),
    ...INVESTOR_FACTS.map((f) => doc(`investor:${f.id}`, `${f.label}: ${f.figure}`, f.text, '/Investor')),
    ...textSections('newsevent', '/NewsEvent', NEWS_EVENT),
    ...textSections('privacy', '/Privacy-Policy', PRIVACY),
    ...textSections('terms', '/TermsCondition', TERMS),
    ...TIMELINE.map((t) => doc(`timeline:${t.year}`, `${t.year}: ${t.title}`, t.text, '/timeline')),
  ];
  return [...pages, ...home, ...about, ...products, ...other];
}
