// The site's own content as search documents. The build writes them to
// /search-index.json for the overlay, and the server indexes the same list, so
// the index is generated from the content modules and never kept by hand.
import { ABOUT, TEAM, TEAM_GROUPS } from './about';
import { VALUES } from './home';
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

export type SiteSearchDocument = { id: string; title: string; text: string; path: string; type: string };

const doc = (
  id: string,
  title: string,
  text: string,
  path: string,
  type = 'section',
): SiteSearchDocument => ({ id, title, text, path, type });

const textSections = (prefix: string, path: string, sections: TextSection[]) =>
  sections.map((s) => doc(`${prefix}:${s.id}`, s.heading, s.paragraphs.join(' '), `${path}#${s.id}`));

export function buildSearchDocuments(): SiteSearchDocument[] {
  const pages = ROUTE_META.filter((m) => m.inSitemap).map((m) =>
    doc(`page:${m.path}`, m.title.replace(/ — Manovo Surgical$/, ''), m.description, m.path, 'page'),
  );
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
