import type { AppRouter, createServerCaller } from '@manovo/api';
import type { Locale } from '@manovo/content/locales';
import type { TRPCClient } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import { TRPC_URL } from './api-client';

type Inputs = inferRouterInputs<AppRouter>;

/**
 * What a public read adds to its input to be read in a language: nothing in English (the items as
 * written, and the cache keys as before), `lang` otherwise (the published translations, with fallback).
 */
export const langOf = (locale: Locale): { lang?: Exclude<Locale, 'en'> } =>
  locale === 'en' ? {} : { lang: locale };
/** The browser's typed client (over HTTP); loaded with the HTTP links on the first call. */
export type BrowserClient = TRPCClient<AppRouter>;
/** The server's typed caller (`createServerCaller` of @manovo/api): how server rendering reads. */
export type ServerCaller = ReturnType<typeof createServerCaller>;

let client: Promise<BrowserClient> | undefined;

/**
 * Runs a call through the browser's client. The client and its links are a dynamic import: a page
 * hydrating from the data it carries makes no call, so they are not part of the first load.
 */
export async function callApi<T>(run: (c: BrowserClient) => Promise<T>): Promise<T> {
  // An absolute address: the same in the browser, and one a test's fetch can parse.
  client ??= import('./api-links').then(({ createApiClient }) =>
    createApiClient(new URL(TRPC_URL, window.location.origin).href),
  );
  return run(await client);
}

/**
 * One read a public page makes: React Query's key (tRPC's own key shape, so the admin's
 * `utils.<router>.invalidate()` still reaches it), how the browser fetches it and how the server's
 * renderer reads it through its caller, in one place so the two cannot drift apart.
 */
export type PublicRead<T> = {
  queryKey: readonly [readonly string[], { input: unknown; type: 'query' }];
  queryFn: () => Promise<T>;
  readOnServer: (api: ServerCaller) => Promise<T>;
};

function publicRead<T>(
  path: readonly [string, string],
  input: unknown,
  inBrowser: (c: BrowserClient) => Promise<T>,
  onServer: (api: ServerCaller) => Promise<T>,
): PublicRead<T> {
  return {
    queryKey: [path, { input, type: 'query' }],
    queryFn: () => callApi(inBrowser),
    readOnServer: onServer,
  };
}

/** The facts staff keep (docs/product.md, "Facts behind the claims"): each kind's whole public list. */
type FactKind = 'marketStatuses' | 'qualityCertificates' | 'reprocessing' | 'publications';
type FactLists = { [K in FactKind]: Awaited<ReturnType<ServerCaller[K]['listPublic']>> };
const factList = <K extends FactKind>(kind: K) =>
  publicRead<FactLists[K]>(
    [kind, 'listPublic'],
    undefined,
    // One procedure per kind, the same shape: the union's call is the kind's own.
    (c) => (c[kind as FactKind].listPublic as { query: () => Promise<never> }).query(),
    (api) => (api[kind as FactKind].listPublic as () => Promise<never>)(),
  );

/** Every read of the public pages. */
export const publicReads = {
  broadcasts: (input: Inputs['broadcasts']['listPublic']) =>
    publicRead(
      ['broadcasts', 'listPublic'],
      input,
      (c) => c.broadcasts.listPublic.query(input),
      (api) => api.broadcasts.listPublic(input),
    ),
  broadcast: (input: Inputs['broadcasts']['byIdPublic']) =>
    publicRead(
      ['broadcasts', 'byIdPublic'],
      input,
      (c) => c.broadcasts.byIdPublic.query(input),
      (api) => api.broadcasts.byIdPublic(input),
    ),
  careers: (input: Inputs['careers']['listPublic']) =>
    publicRead(
      ['careers', 'listPublic'],
      input,
      (c) => c.careers.listPublic.query(input),
      (api) => api.careers.listPublic(input),
    ),
  career: (input: Inputs['careers']['byIdPublic']) =>
    publicRead(
      ['careers', 'byIdPublic'],
      input,
      (c) => c.careers.byIdPublic.query(input),
      (api) => api.careers.byIdPublic(input),
    ),
  videos: (input: Inputs['videos']['listPublic']) =>
    publicRead(
      ['videos', 'listPublic'],
      input,
      (c) => c.videos.listPublic.query(input),
      (api) => api.videos.listPublic(input),
    ),
  video: (input: Inputs['videos']['byIdPublic']) =>
    publicRead(
      ['videos', 'byIdPublic'],
      input,
      (c) => c.videos.byIdPublic.query(input),
      (api) => api.videos.byIdPublic(input),
    ),
  subcategories: (input: Inputs['subcategories']['listPublic']) =>
    publicRead(
      ['subcategories', 'listPublic'],
      input,
      (c) => c.subcategories.listPublic.query(input),
      (api) => api.subcategories.listPublic(input),
    ),
  testimonials: (input: Inputs['testimonials']['listPublic']) =>
    publicRead(
      ['testimonials', 'listPublic'],
      input,
      (c) => c.testimonials.listPublic.query(input),
      (api) => api.testimonials.listPublic(input),
    ),
  search: (input: Inputs['search']['query']) =>
    publicRead(
      ['search', 'query'],
      input,
      (c) => c.search.query.query(input),
      (api) => api.search.query(input),
    ),
  ifuLibrary: (input: Inputs['ifu']['listPublic']) =>
    publicRead(
      ['ifu', 'listPublic'],
      input,
      (c) => c.ifu.listPublic.query(input),
      (api) => api.ifu.listPublic(input),
    ),
  ifuDevice: (input: Inputs['ifu']['byRef']) =>
    publicRead(
      ['ifu', 'byRef'],
      input,
      (c) => c.ifu.byRef.query(input),
      (api) => api.ifu.byRef(input),
    ),
  marketStatuses: () => factList('marketStatuses'),
  qualityCertificates: () => factList('qualityCertificates'),
  reprocessing: () => factList('reprocessing'),
  publications: () => factList('publications'),
};

export type { Inputs as ApiInputs };
