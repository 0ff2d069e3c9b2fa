// The server's renderer (built with `vite build --ssr`): the same route table and components as the
// browser, data through the server's tRPC caller into React Query, dehydrated into the page.

import { Writable } from 'node:stream';
import { textsOf } from '@manovo/content/locale-texts';
import { splitLocale } from '@manovo/content/locales';
import { overlay } from '@manovo/content/overlay';
import { dehydrate, type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { AppRoutes, PAGE_ROUTES } from './app-routes';
import { echoElement, type FormEcho, FormEchoContext } from './features/forms/form-echo';
import { TextsProvider } from './lib/i18n';
import { isNotFoundError } from './lib/item-route';
import type { ServerCaller } from './lib/public-api';
import { matchPath, StaticRouter } from './lib/router';
import type { PageAt, PageData, PageRead } from './page-data';
import { serializeState } from './ssr/dehydrated-state';
import { toClientError } from './ssr/server-errors';

export type { ServerCaller };

export type RenderInput = {
  url: string;
  /** The server's typed caller, with no session: a public page is the same for every visitor. */
  api: ServerCaller;
  /** The server's answer to a form posted without JavaScript: its status line and the values typed. */
  echo?: FormEcho;
};
/**
 * `echoHtml`: the echo's data block for the browser, to go after #root ('' without an echo).
 * `renders`: how many times the tree was rendered (one). `undeclared`: the keys of reads the page made
 * that its route's data (page-data.ts) does not declare; they render as loading, and are fetched by the
 * browser, so a test holds the list empty.
 */
export type RenderOutput = {
  appHtml: string;
  stateJson: string;
  echoHtml: string;
  renders: number;
  undeclared: string[];
  /** The lazily loaded page's source (app-routes.tsx), whose chunk the server asks for with the page. */
  pageModule?: string;
};

type AppProps = { url: string; client: QueryClient; echo: FormEcho | null; onRender: () => void };

function App({ url, client, echo, onRender }: AppProps) {
  const texts = textsOf(splitLocale(new URL(url, 'http://page.invalid').pathname).locale);
  return (
    <StrictMode>
      <RenderCount onRender={onRender}>
        <QueryClientProvider client={client}>
          <TextsProvider value={texts && { default: texts, overlay }}>
            <FormEchoContext.Provider value={echo}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </FormEchoContext.Provider>
          </TextsProvider>
        </QueryClientProvider>
      </RenderCount>
    </StrictMode>
  );
}

/** Streams the tree once every Suspense boundary (lazy pages included) has resolved, as one string. */
function renderAll(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      // Everything in one piece: a boundary bigger than this would be sent apart and put in place by an
      // inline script, which the CSP forbids and a reader without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => {
        reject(err);
      },
    });
  });
}

/**
 * Whether a recorded query is switched on. With no observer subscribed on the server, React Query's own
 * isDisabled() calls every unfetched query disabled, so the option is read here (a disabled query, an
 * item lookup on a list page, is not a read the page is missing).
 */
function isEnabled(q: Query): boolean {
  // `enabled` belongs to the observer's options, which the query keeps but does not type.
  const enabled: unknown = Reflect.get(q.options, 'enabled');
  return typeof enabled === 'function' ? Boolean(enabled(q)) : enabled !== false;
}

/**
 * Counts the renders of the tree it wraps (a test holds a page to one). It wraps rather than sits
 * beside the app: a sibling would make the root two children, and React derives `useId` from the
 * tree's shape, so every id (a tab's aria-controls, a field's label) would differ from the browser's.
 */
function RenderCount({ onRender, children }: { onRender: () => void; children: React.ReactNode }) {
  onRender();
  return children;
}

/** The page data of a URL's route (app-routes.tsx), with where in the route the URL is. */
function pageDataOf(url: string): { data: PageData; at: PageAt } | null {
  const { pathname: address, searchParams } = new URL(url, 'http://page.invalid');
  const { path: pathname, locale } = splitLocale(address);
  for (const route of PAGE_ROUTES) {
    const match = route.data ? matchPath(route.pattern, pathname) : null;
    if (match && route.data)
      return { data: route.data, at: { item: match.params.item, search: searchParams, locale } };
  }
  return null;
}

/** The source of the lazily loaded page a URL's route shows, if it is one. */
function pageModuleOf(url: string): string | undefined {
  const pathname = splitLocale(new URL(url, 'http://page.invalid').pathname).path;
  return PAGE_ROUTES.find((route) => matchPath(route.pattern, pathname))?.module;
}

/**
 * Renders a URL once: the route's declared data is read through the server's caller into React Query
 * (page-data.ts), then the tree renders with it in place.
 */
export async function render({ url, api, echo }: RenderInput): Promise<RenderOutput> {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const read: PageRead = async (q) => {
    const queryFn = () => q.readOnServer(api).catch((err: unknown) => Promise.reject(toClientError(err)));
    return client.fetchQuery({ queryKey: q.queryKey, queryFn }).catch(() => null);
  };
  const page = pageDataOf(url);
  if (page) await page.data(page.at, read);
  // A failed read renders as still loading: the browser then fetches it and shows its own error, as it
  // would have without server rendering (and both sides render the same thing). An item that does not
  // exist is an answer, not a failure: it stays, and goes to the browser with the page.
  for (const q of client.getQueryCache().getAll())
    if (q.state.status === 'error' && !isNotFoundError(q.state.error)) client.getQueryCache().remove(q);
  let renders = 0;
  const appHtml = await renderAll(
    <App url={url} client={client} echo={echo ?? null} onRender={() => renders++} />,
  );
  // A read the route did not declare was recorded by its hook but not fetched (pending, idle).
  const undeclared = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q))
    .map((q) => q.queryHash);
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' || isNotFoundError(q.state.error),
  });
  // No clock in the page: the same content renders to the same bytes (one ETag across processes and
  // restarts); the browser stamps the data as fresh when it hydrates.
  for (const q of state.queries) {
    q.dehydratedAt = 0;
    q.state.dataUpdatedAt = 0;
    q.state.errorUpdatedAt = 0;
  }
  return {
    appHtml,
    stateJson: serializeState(state),
    echoHtml: echo ? echoElement(echo) : '',
    renders,
    undeclared,
    pageModule: pageModuleOf(url),
  };
}
