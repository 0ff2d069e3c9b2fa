import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { httpBatchLink } from '@trpc/client';
import type { ReactElement } from 'react';
import { type InitialEntry, MemoryRouter } from 'react-router';
import { trpc } from '../lib/trpc';

/** Renders with the real tRPC client against a stubbed global fetch. */
export function renderWithProviders(ui: ReactElement, { route = '/' as InitialEntry } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const client = trpc.createClient({ links: [httpBatchLink({ url: 'http://localhost/api/trpc' })] });
  return render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </trpc.Provider>,
  );
}

/** A tRPC batch response with one result. */
export const trpcOk = (data: unknown) =>
  new Response(JSON.stringify([{ result: { data } }]), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A tRPC batch response with one error. */
export const trpcError = (message: string, httpStatus = 400) =>
  new Response(
    JSON.stringify([{ error: { message, code: -32600, data: { code: 'BAD_REQUEST', httpStatus } } }]),
    {
      status: httpStatus,
      headers: { 'content-type': 'application/json' },
    },
  );
