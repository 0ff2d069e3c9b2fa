// A lazily loaded page that can also be loaded ahead of its first render. main.tsx loads the page a
// server-rendered URL shows before it hydrates (its chunk is already on the way: the server preloads
// it), so hydration never suspends at the page. Preact's runtime, suspended while hydrating a page
// made of several elements, keeps only the first of them: the article vanished for a few hundred
// milliseconds and the footer jumped into view and out again (a layout shift of 0.59 on a news item).
import { type ComponentType, createElement } from 'react';

/** Pages take no props: what they show comes from the address. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<unknown> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
    }));
  function Page() {
    // Not loaded yet (a client-side navigation): suspend on the load, as React.lazy does.
    if (!loaded) throw preload();
    return createElement(loaded);
  }
  return Object.assign(Page, { preload });
}
