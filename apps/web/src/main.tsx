import '@fontsource-variable/inter';
import '@manovo/ui/styles.css';
import './styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';
import { createQueryClient, createTrpcClient } from './lib/api-client';
import { trpc } from './lib/trpc';
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
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

const app = (
  <StrictMode>
    <Root />
  </StrictMode>
);
const container = document.getElementById('root')!;
if (serverRendered) hydrateRoot(container, app);
else createRoot(container).render(app);
