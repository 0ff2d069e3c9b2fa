// The app, loaded by boot.ts (which also brings the stylesheets).

import { splitLocale } from '@manovo/content/locales';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoutes, preloadPage } from './app-routes';
import { createQueryClient } from './lib/api-client';
import { LOAD_TEXTS, type LoadedTexts, TextsProvider } from './lib/i18n';
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

function Root({ texts }: { texts: LoadedTexts | null }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TextsProvider value={texts}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </TextsProvider>
    </QueryClientProvider>
  );
}

async function start() {
  // A German or French page needs its texts before it hydrates (the server rendered with them); the
  // server asked for their chunk with the page (modulepreload), so this is no extra round trip.
  // The page's own chunk too, so hydration does not suspend at it (lib/lazy-page.ts says why).
  const { locale, path } = splitLocale(window.location.pathname);
  let texts: LoadedTexts | null;
  try {
    [texts] = await Promise.all([
      locale === 'en' ? null : LOAD_TEXTS[locale](),
      serverRendered ? preloadPage(path) : null,
    ]);
  } catch (err) {
    // Its code could not be loaded: the server-rendered page is left as it is, working as HTML does
    // (links, forms that post, <details>), rather than hydrated into an error.
    if (serverRendered) return;
    throw err;
  }
  const app = (
    <StrictMode>
      <Root texts={texts} />
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // Hydration is one short task on Preact's runtime (packages/ui/runtime.ts); clicks that came before it
  // are kept and replayed by early-clicks.ts.
  if (!serverRendered) createRoot(container).render(app);
  else hydrateRoot(container, app);
}
void start();
