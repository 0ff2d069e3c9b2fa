import type { SearchResult } from '@manovo/api/domain';
import { ZSearchInput } from '@manovo/api/schemas';
import { z } from 'zod';
import { defineRoute, type RestRoute } from './define-route';
import { parseWire, queryCount, queryParam, queryText } from './handler';

/** The spec's search item: `url` beside `path`, `snippet` beside `excerpt`. */
export const ZSearchWire = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  path: z.string(),
  type: z.string(),
  snippet: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  date: z.string().nullable(),
  /** The language title and excerpt are in: the visitor's `lang`, or English where no translation exists. */
  lang: z.string(),
  score: z.number(),
});
export const toSearchWire = (h: SearchResult): z.infer<typeof ZSearchWire> => ({
  id: h.id,
  title: h.title,
  url: h.path,
  path: h.path,
  type: h.type,
  snippet: h.excerpt,
  excerpt: h.excerpt,
  image: h.image,
  date: h.date,
  lang: h.lang,
  score: h.score,
});

// The `type` filter: up to MAX_TYPES comma-separated result types of at most 40 characters each (trimmed).
// The procedure checks the list; this pattern says the same for the document.
const NO_COMMA = String.raw`(?:[^,\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])`;
const NO_COMMA_INK = String.raw`(?:[^,\s\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])`;
const TYPE_NAME = String.raw`(?:\s+|\s*${NO_COMMA_INK}(?:${NO_COMMA}{0,38}${NO_COMMA_INK})?\s*)`;
// ZSearchInput's types.max(10).
const MAX_TYPES = 10;
const TYPE_LIST = `^,*(?:${TYPE_NAME}(?:,+${TYPE_NAME}){0,${MAX_TYPES - 1}})?,*$`;
const MAX_PER_PAGE = ZSearchInput.shape.perPage.unwrap().unwrap().maxValue ?? 50;
// ZSearchInput's languages.
const ZLang = ZSearchInput.shape.lang.unwrap().unwrap();

const ZSearchQuery = z
  .object({
    q: queryText('q', ZSearchInput.shape.q),
    perPage: queryCount,
    per_page: queryCount,
    type: queryParam('type').meta({ type: 'string', pattern: TYPE_LIST }),
    // The visitor's language (issue #26): en (the default), de or fr; its hits come first.
    lang: queryParam('lang').meta({ type: 'string', enum: ZLang.options }),
  })
  .transform((w) => {
    const perPage = w.perPage ?? w.per_page;
    return {
      q: w.q ?? '',
      // More than a page holds is a page, as the list calls cut their limit.
      perPage: perPage === undefined ? undefined : Math.min(perPage, MAX_PER_PAGE),
      types: w.type ? w.type.split(',').filter(Boolean) : undefined,
      // An unknown language goes on to the procedure, whose input refuses it with a 400.
      lang: w.lang as z.infer<typeof ZLang> | undefined,
    };
  });

export const SEARCH_ROUTES: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/search',
    summary: 'Site search over the pages and published content',
    tag: 'Search',
    admin: false,
    query: ZSearchQuery,
    ok: { status: 200, body: z.object({ items: z.array(ZSearchWire), total: z.number().int() }) },
    handle: async (c, req) => {
      const items = (await c.search.query(parseWire(ZSearchQuery, req.query))).map(toSearchWire);
      return { items, total: items.length };
    },
  }),
];
