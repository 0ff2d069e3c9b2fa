import { inLanguage, pageLocalesOf } from '@manovo/api';
import { itemPath, kindOfSection, SITEMAP_SECTIONS } from '@manovo/api/domain';
import { alternatesOf, LOCALE_CODES, LOCALES, type Locale, localizePath } from '@manovo/content/locales';
import { ROUTE_META, SITE_NAME } from '@manovo/content/route-meta';
import type { Database } from '@manovo/db/queries';
import { findBroadcasts, findIfuDocuments, findPublicPages } from '@manovo/db/queries';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml, plainText } from './html';

// The most items a feed or the sitemap lists (the public lists show fewer).
const MAX_ITEMS = 500;
const FEED_ITEMS = 50;

/**
 * The news feed (RSS 2.0 at /news/feed.xml), the sitemap (every public route and item address with the
 * item's last update) and robots.txt pointing at it. Both read through the publication rule of the
 * queries (publicOnly), so a draft or a scheduled item is never listed.
 */
export function registerFeeds(
  app: FastifyInstance,
  opts: { db: Database; originOf: (req: FastifyRequest) => string },
) {
  const { db, originOf } = opts;

  app.get('/robots.txt', (req, reply) =>
    reply
      .type('text/plain')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nSitemap: ${originOf(req)}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', async (req, reply) => {
    const origin = originOf(req);
    const items = await Promise.all(
      SITEMAP_SECTIONS.map(async (section) => {
        const pages = await findPublicPages(section, db, MAX_ITEMS);
        const locales = await pageLocalesOf(
          db,
          kindOfSection(section),
          pages.map((p) => p.id),
        );
        return pages.map((item) => ({ section, item, locales: locales.get(item.id) ?? LOCALE_CODES }));
      }),
    );
    // Each page once per locale, each entry with the page's address in every locale (and x-default).
    const links = (path: string, locales: readonly Locale[]) =>
      [
        ...alternatesOf(path, locales).map(
          (a) =>
            `<xhtml:link rel="alternate" hreflang="${LOCALES[a.locale].htmlLang}" href="${escapeHtml(origin + a.path)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + path)}"/>`,
      ].join('');
    const entry = (path: string, updated?: Date, locales: readonly Locale[] = LOCALE_CODES) =>
      locales
        .map(
          (locale) =>
            `<url><loc>${escapeHtml(origin + localizePath(path, locale))}</loc>${updated ? `<lastmod>${updated.toISOString()}</lastmod>` : ''}${links(path, locales)}</url>`,
        )
        .join('\n');
    // Each device's IFU page (/ifu/{ref}): its address is its REF, not an item's id and slug.
    const devices = await findIfuDocuments(db, { publicOnly: true });
    // A section's list page (/news, /careers, /videos) changed when its latest item did.
    const latest = new Map<string, Date>();
    for (const { section, item } of items.flat()) {
      const seen = latest.get(`/${section}`);
      if (!seen || item.updatedAt > seen) latest.set(`/${section}`, item.updatedAt);
    }
    const urls = [
      ...ROUTE_META.filter((m) => m.inSitemap).map((m) => entry(m.path, latest.get(m.path))),
      ...items
        .flat()
        .map(({ section, item, locales }) => entry(itemPath(section, item), item.updatedAt, locales)),
      ...devices.map((d) => entry(`/ifu/${encodeURIComponent(d.ref)}`, d.updatedAt)),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  // The news feed of each locale: /news/feed.xml (English), /de/news/feed.xml, ... Each item in the
  // locale's published translation, else in English; the feed's links and language are the locale's.
  for (const locale of LOCALE_CODES) registerNewsFeed(app, db, originOf, locale);
}

function registerNewsFeed(
  app: FastifyInstance,
  db: Database,
  originOf: (req: FastifyRequest) => string,
  locale: Locale,
) {
  const at = (path: string) => localizePath(path, locale);
  app.get(at('/news/feed.xml'), async (req, reply) => {
    const origin = originOf(req);
    // In another language: each item's published translation, else its English (news falls back).
    const english = await findBroadcasts(db, { kind: 'news', publicOnly: true, limit: FEED_ITEMS });
    const news = await inLanguage(db, 'broadcasts', english, locale);
    const dateOf = (b: (typeof news)[number]) => b.postedAt ?? b.publishAt ?? b.createdAt;
    const items = news.map((b) => {
      const link = `${origin}${at(itemPath('news', b))}`;
      const summary = plainText(b.summary || b.body, 500);
      return [
        '<item>',
        `<title>${escapeHtml(b.title)}</title>`,
        `<link>${escapeHtml(link)}</link>`,
        `<guid isPermaLink="true">${escapeHtml(link)}</guid>`,
        `<pubDate>${dateOf(b).toUTCString()}</pubDate>`,
        `<description>${escapeHtml(summary)}</description>`,
        '</item>',
      ].join('');
    });
    const latest = news.reduce<Date | null>((d, b) => (d && d > b.updatedAt ? d : b.updatedAt), null);
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
          '<channel>',
          `<title>${SITE_NAME} news</title>`,
          `<link>${escapeHtml(`${origin}${at('/news')}`)}</link>`,
          `<description>News and events from ${SITE_NAME}.</description>`,
          `<language>${LOCALES[locale].htmlLang}</language>`,
          `<atom:link href="${escapeHtml(`${origin}${at('/news/feed.xml')}`)}" rel="self" type="application/rss+xml" />`,
          ...(latest ? [`<lastBuildDate>${latest.toUTCString()}</lastBuildDate>`] : []),
          ...items,
          '</channel>',
          '</rss>',
          '',
        ].join('\n'),
      );
  });
}
