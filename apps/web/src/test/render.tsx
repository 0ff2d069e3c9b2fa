import type { Locale } from '@manovo/content/locales';
import de from '@manovo/content/locales/de';
import fr from '@manovo/content/locales/fr';
import { overlay } from '@manovo/content/overlay';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter as AdminMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createApiLinks } from '../lib/api-links';
import { TextsProvider } from '../lib/i18n';
import { type InitialEntry, MemoryRouter } from '../lib/router';
import { trpc } from '../lib/trpc';

/** Renders with the real tRPC client and links against a stubbed global fetch. */
/** Each locale's texts as the app loads them (lib/i18n.tsx LOAD_TEXTS), for a page in that language. */
const TEXTS = { de: { default: de, overlay }, fr: { default: fr, overlay } };

export function renderWithProviders(
  ui: ReactElement,
  { route, locale = 'en' }: { route?: InitialEntry; locale?: Locale } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const client = trpc.createClient({ links: createApiLinks('http://localhost/api/trpc') });
  return render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {/* The site's router for public pieces, react-router for the admin's (each brings its own). */}
        <MemoryRouter initialEntries={[route ?? '/']} locale={locale}>
          <TextsProvider value={locale === 'en' ? null : TEXTS[locale]}>
            <AdminMemoryRouter initialEntries={[route ?? '/']}>{ui}</AdminMemoryRouter>
          </TextsProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

/** One recorded API call: the procedure path and what was sent. */
export type ApiCall = { url: string; body: BodyInit | null | undefined };

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

// A batched call (httpBatchLink) expects an array of results; a single one (httpLink, FormData) one result.
const reply = (input: RequestInfo | URL, payload: object, status: number) => {
  const isBatch = new URL(urlOf(input)).searchParams.has('batch');
  return new Response(JSON.stringify(isBatch ? [payload] : payload), {
    status,
    headers: { 'content-type': 'application/json' },
  });
};

/** A fetch stub that answers every tRPC call with `data`; its calls are in `mock.calls`. */
export const answerTrpc = (data: unknown) =>
  vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => reply(input, { result: { data } }, 200));

/** A fetch stub that answers every tRPC call with a server error carrying `message`. */
export const failTrpc = (message: string, httpStatus = 400) =>
  vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    reply(input, { error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus } } }, httpStatus),
  );

/** A fetch stub for a browser that cannot reach the server: every call fails as fetch does offline. */
export const unreachable = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));

/** What the stub was asked: the procedure path of each call and its body. */
export const callsOf = (stub: ReturnType<typeof answerTrpc>): ApiCall[] =>
  stub.mock.calls.map(([input, init]) => ({ url: urlOf(input), body: init?.body }));
