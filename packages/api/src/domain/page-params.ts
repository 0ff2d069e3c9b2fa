// The query parameters of the public pages' tabs and toggles (docs/product.md §2, "Tabs and toggles as
// addresses"): each tab is a link the server understands, so it works before and without JavaScript.
// One table for the pages that read them and the server that renders and caches them.

import { BROADCAST_KINDS, CAREER_CATEGORIES, PUBLIC_TOP_CATEGORIES } from './constants';

/** About's team tabs: the groups of @manovo/content/about (a test holds the two lists together). */
export const TEAM_GROUP_IDS = ['board', 'advisors'] as const;

/**
 * A choice among values, the first being the page's default; 'id', a positive decimal integer; or
 * 'slug', lower-case ASCII words joined by hyphens (a content id such as a team member's), no default.
 */
type Rule = readonly [string, ...string[]] | 'id' | 'slug';

export const PAGE_PARAMS = {
  '/news': { tab: BROADCAST_KINDS },
  '/careers': { category: CAREER_CATEGORIES },
  '/videos': { top: PUBLIC_TOP_CATEGORIES, sub: 'id' },
  // ?member= opens that member's profile (the server keeps it only for a member of the tab shown).
  '/about': { team: TEAM_GROUP_IDS, member: 'slug' },
} as const satisfies Record<string, Record<string, Rule>>;

type Table = typeof PAGE_PARAMS;
export type ParamPage = keyof Table;
type ValueOf<R> = R extends readonly (infer V)[] ? V : R extends 'id' ? number : string;
export type PageParams<P extends ParamPage> = { -readonly [K in keyof Table[P]]?: ValueOf<Table[P][K]> };

const ID = /^[1-9]\d{0,9}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 64;
const MAX_ID = 2_147_483_647;

function readValue(rule: Rule, raw: string | null): string | number | undefined {
  if (raw === null) return undefined;
  if (rule === 'slug') return raw.length <= MAX_SLUG && SLUG.test(raw) ? raw : undefined;
  if (rule !== 'id') return rule.includes(raw) ? raw : undefined;
  const id = ID.test(raw) ? Number(raw) : 0;
  return id > 0 && id <= MAX_ID ? id : undefined;
}

const rulesOf = (page: ParamPage) => Object.entries(PAGE_PARAMS[page]) as [string, Rule][];

export const isParamPage = (pathname: string): pathname is ParamPage => Object.hasOwn(PAGE_PARAMS, pathname);

/**
 * The page's own parameters in a query string, each kept only with a value the page knows (the first
 * of a repeated one); anything else is left out, as the page ignores it.
 */
export function readPageParams<P extends ParamPage>(
  page: P,
  search: URLSearchParams | string,
): PageParams<P> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: Record<string, string | number> = {};
  for (const [name, rule] of rulesOf(page)) {
    const value = readValue(rule, params.get(name));
    if (value !== undefined) out[name] = value;
  }
  return out as PageParams<P>;
}

/**
 * The page's address in its one spelling: the table's order, a default value left out
 * (`/news` is the Social Media tab, `/news?tab=news` News & Events).
 */
export function pageHref<P extends ParamPage>(page: P, params: PageParams<P>, hash = ''): string {
  const query = new URLSearchParams();
  for (const [name, rule] of rulesOf(page)) {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined || (Array.isArray(rule) && value === rule[0])) continue;
    query.set(name, String(value));
  }
  const search = query.toString();
  return `${page}${search ? `?${search}` : ''}${hash}`;
}

/**
 * The job an apply address names (`/careersapply?job=12`, the careers page's Apply link), so the page
 * and its form name the job without JavaScript. Not a page parameter: /careersapply also reads ?sent=.
 */
export const applyJobHref = (jobId: number) => `/careersapply?job=${jobId}`;

export function readApplyJobId(search: URLSearchParams | string): number | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const id = readValue('id', params.get('job'));
  return typeof id === 'number' ? id : undefined;
}
