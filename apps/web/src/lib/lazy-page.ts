// A lazily loaded page that can also be loaded ahead of its first render. main.tsx loads the page a
// server-rendered URL shows before it hydrates (its chunk is already on the way: the server preloads
// it), so hydration never suspends at the page. Preact's runtime, suspended while hydrating a page
// made of several elements, keeps only the first of them: the article vanished for a few hundred
// milliseconds and the footer jumped into view and out again (a layout shift of 0.59 on a news item).
//
// A chunk can fail to load (a flaky network; a deploy that replaced the hashed files the open page
// names). The failure is thrown once as a PageLoadError, which PageLoadBoundary turns into a full load
// of the address (the server renders every public page), and is then forgotten, so a later render
// tries the chunk again instead of failing for the rest of the visit.
import { type ComponentType, createElement } from 'react';

/** Pages take no props: what they show comes from the address. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/** A page's (or the admin's) code could not be loaded. */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('The page could not be loaded.', { cause });
    this.name = 'PageLoadError';
  }
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<unknown> | null = null;
  let failed: PageLoadError | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (cause: unknown) => {
        pending = null;
        failed = new PageLoadError(cause);
        throw failed;
      },
    ));
  function Page() {
    if (loaded) return createElement(loaded);
    if (failed) {
      const error = failed;
      failed = null;
      throw error;
    }
    // Not loaded yet (a client-side navigation): suspend on the load, as React.lazy does. The
    // rejection is seen on the render that follows it, as `failed`.
    throw preload().catch(() => {});
  }
  return Object.assign(Page, { preload });
}
