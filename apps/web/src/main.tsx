// The app, loaded by boot.ts (which also brings the stylesheets).
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoutes } from './app-routes';
import { createQueryClient } from './lib/api-client';
import { BrowserRouter } from './lib/router';
import { hydrateServerState, refetchUnlessHydrated } from './ssr/dehydrated-state';

const queryClient = createQueryClient();
// Public pages arrive rendered with their data (entry-server.tsx); the admin arrives as an empty shell.
const serverRendered = hydrateServerState(queryClient);
if (serverRendered)
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, refetchOnMount: refetchUnlessHydrated },
  });

function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

const app = (
  <StrictMode>
    <Root />
  </StrictMode>
);
const container = document.getElementById('root')!;
if (!serverRendered) createRoot(container).render(app);
// As a transition, hydration is done in slices of a few milliseconds, between which the browser
// handles input and paints, instead of one task of a few hundred on a slow phone.
else
  startTransition(() => {
    hydrateRoot(container, app);
  });
