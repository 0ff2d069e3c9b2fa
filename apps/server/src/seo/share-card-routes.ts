import { createHash } from 'node:crypto';
import type { ItemSection } from '@manovo/api/domain';
import { ITEM_SECTIONS, sectionLabel, slugOf } from '@manovo/api/domain';
import { ROUTE_META, type RouteMeta } from '@manovo/content/route-meta';
import type { Database } from '@manovo/db/queries';
import { findBroadcastById, findCareerById, findVideoById } from '@manovo/db/queries';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../plugins/public-cache';
import { renderShareCard } from './share-card';

/** The card key of a route ('/' → 'home', '/Privacy-Policy' → 'privacy-policy'). */
export const pageCardKey = (routePath: string) => (routePath === '/' ? 'home' : slugOf(routePath));

/** Where a page's or an item's share card is (the og:image of its head). */
export const shareCardPath = (target: { routePath: string } | { section: ItemSection; id: number }) =>
  'section' in target
    ? `/og/${target.section}/${target.id}.png`
    : `/og/pages/${pageCardKey(target.routePath)}.png`;

const pageTitle = (m: RouteMeta) =>
  m.title.replace(/^Manovo Surgical — /, '').replace(/ — Manovo Surgical$/, '');
const PAGES = new Map(ROUTE_META.map((m) => [pageCardKey(m.path), m]));

// Cards are kept by what they show (section and title), so an edited title makes a new card and an old
// one is never served for it; the oldest go first past this many.
const MAX_CARDS = 300;
type Card = { png: Buffer; etag: string };

/**
 * 1200 × 630 PNG share cards: /og/pages/{key}.png for each route, /og/{news|careers|videos}/{id}.png for
 * each public item (a 404 for one that is not public), /og/site.png for the site itself.
 */
export function registerShareCards(app: FastifyInstance, db: Database) {
  const cards = new Map<string, Promise<Card>>();
  const cardFor = (section: string, title: string) => {
    const key = `${section}\n${title}`;
    let card = cards.get(key);
    if (card) {
      cards.delete(key);
    } else {
      card = renderShareCard({ section, title }).then((png) => ({
        png,
        etag: `"${createHash('sha1').update(png).digest('base64url')}"`,
      }));
      card.catch(() => cards.delete(key));
    }
    cards.set(key, card);
    if (cards.size > MAX_CARDS) cards.delete(cards.keys().next().value!);
    return card;
  };

  const send = async (req: FastifyRequest, reply: FastifyReply, section: string, title: string) => {
    const card = await cardFor(section, title);
    reply.type('image/png').header('Cache-Control', 'public, max-age=3600').header('ETag', card.etag);
    if (matchesEtag(req, card.etag)) return reply.code(304).send();
    return reply.send(card.png);
  };

  app.get('/og/site.png', (req, reply) => send(req, reply, '', pageTitle(PAGES.get('home')!)));

  app.get<{ Params: { key: string } }>('/og/pages/:key', (req, reply) => {
    const meta = PAGES.get(req.params.key.replace(/\.png$/, ''));
    if (!meta || !req.params.key.endsWith('.png')) return reply.code(404).send({ error: 'Not found' });
    return send(req, reply, '', pageTitle(meta));
  });

  app.get<{ Params: { section: string; file: string } }>('/og/:section/:file', async (req, reply) => {
    const section = ITEM_SECTIONS.find((known) => known === req.params.section);
    const id = /^([1-9]\d{0,9})\.png$/.exec(req.params.file)?.[1];
    if (!section || !id || Number(id) > 2_147_483_647) return reply.code(404).send({ error: 'Not found' });
    const opts = { publicOnly: true };
    const item =
      section === 'news'
        ? await findBroadcastById(db, Number(id), opts).then((b) => (b?.kind === 'news' ? b : undefined))
        : section === 'careers'
          ? await findCareerById(db, Number(id), opts)
          : await findVideoById(db, Number(id), opts);
    if (!item) return reply.code(404).send({ error: 'Not found' });
    return send(req, reply, sectionLabel(section), item.title);
  });
}
