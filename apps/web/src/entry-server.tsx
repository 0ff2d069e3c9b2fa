// The server's renderer (built with `vite build --ssr`): the same route table and components as the
// browser, data through the server's tRPC caller into React Query, dehydrated into the page.

import { Writable } from 'node:stream';
import { dehydrate, type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { echoElement, type FormEcho, FormEchoContext } from './features/forms/form-echo';
import { isNotFoundError } from './lib/item-route';
import { trpc } from './lib/trpc';
import { serializeState } from './ssr/dehydrated-state';
import { type ProcedureCall, serverLink } from './ssr/server-link';

export type { ProcedureCall };

export type RenderInput = {
  url: string;
  call: ProcedureCall;
  /** The server's answer to a form posted without JavaScript: its status line and the values typed. */
  echo?: FormEcho;
};
/** `echoHtml`: the echo's data block for the browser, to go after #root ('' without an echo). */
export type RenderOutput = { appHtml: string; stateJson: string; echoHtml: string };

// A page whose data needs data from a first query (none today) takes one more pass; this caps it.
const MAX_DATA_PASSES = 3;

type AppProps = { url: string; client: QueryClient; call: ProcedureCall; echo: FormEcho | null };

function App({ url, client, call, echo }: AppProps) {
  const trpcClient = trpc.createClient({ links: [serverLink(call)] });
  return (
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={client}>
        <QueryClientProvider client={client}>
          <FormEchoContext.Provider value={echo}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </FormEchoContext.Provider>
        </QueryClientProvider>
      </trpc.Provider>
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
 * isDisabled() calls every unfetched query disabled, so the option is read here. A disabled query (an
 * item lookup on a list page) is not fetched: it would fail, and a page with a failed read is not cached.
 */
function isEnabled(q: Query): boolean {
  // `enabled` belongs to the observer's options, which the query keeps but does not type.
  const enabled: unknown = Reflect.get(q.options, 'enabled');
  return typeof enabled === 'function' ? Boolean(enabled(q)) : enabled !== false;
}

/**
 * Renders a URL: a first pass finds the queries the page's hooks ask for (React Query records them
 * without fetching on the server), they are fetched through the caller, and the final pass renders
 * with the data in place.
 */
export async function render({ url, call, echo }: RenderInput): Promise<RenderOutput> {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  for (let pass = 0; pass < MAX_DATA_PASSES; pass++) {
    await renderAll(<App url={url} client={client} call={call} echo={echo ?? null} />);
    const pending = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
    if (pending.length === 0) break;
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
  }
  // A failed read renders as still loading: the browser then fetches it and shows its own error, as it
  // would have without server rendering (and both sides render the same thing). An item that does not
  // exist is an answer, not a failure: it stays, and goes to the browser with the page.
  for (const q of client.getQueryCache().getAll())
    if (q.state.status === 'error' && !isNotFoundError(q.state.error)) client.getQueryCache().remove(q);
  const appHtml = await renderAll(<App url={url} client={client} call={call} echo={echo ?? null} />);
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
  };
}
