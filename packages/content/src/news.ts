// The words of /news (its tabs, carousels, empty states and cards), a news item's page around its
// text, and /NewsEvent (issue #26), which each locale's texts translate (locales/<code>.ts, area
// `news`). The English strings are the spec's, unchanged; a post's own title and text are content.
import { NEWS_EVENT } from './static-pages';

export const NEWS_TEXTS = {
  /** The two kinds of post, as the tabs and the item page's eyebrow name them. */
  kinds: { social: 'Social Media', news: 'News & Events' },
  title: 'Broadcast',
  lead: 'Posts from our social channels, company news and the events where you can meet us.',
  latestPosts: 'Latest posts',
  socialPosts: 'Social media posts',
  newsAndEvents: 'News and events',
  noPosts: 'No posts yet. Follow us on the networks above.',
  noNews: 'No news yet.',
  moreNews: 'More news',
  allNews: '← All news',
  openOriginal: 'Open the original post (new tab)',
  /** A news card's accessible name: it opens the item. */
  read: (title: string) => `Read: ${title}`,
  /** A post's date (YYYY-MM-DD) as the page writes it; English shows it as stored. */
  date: (isoDate: string) => isoDate,
  /** The card shown when a list cannot be loaded (docs/product.md §8). */
  sample: {
    title: 'Manovo Articulate 8: the complete lineup of 15 instruments',
    summary:
      'Eight degrees of freedom and 360° rotation in reusable hand-held instruments. Follow us for demonstrations and events.',
  },
  /** /NewsEvent: where to meet the team. */
  event: {
    title: 'News & Events',
    lead: 'Congresses, workshops and hands-on sessions with the Articulate 8 lineup.',
    sections: NEWS_EVENT,
    seeLatest: 'See the latest news',
  },
};
