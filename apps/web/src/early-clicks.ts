/**
 * Clicks on the server-rendered page before the app runs, kept and honoured once it has hydrated.
 *
 * Links, forms, the menu's popover and <details> work natively, so nothing is needed for them. What is
 * left is a `type="button"` whose whole meaning is its React handler (a tab or toggle the server could
 * not make a link, a carousel arrow): natively it does nothing, and React 19 replays a click only once
 * hydrateRoot has been called. This listener covers the gap in between, while the app's script is still
 * on its way; the release (called once that script has run, i.e. hydrateRoot was called) stops it and
 * clicks each kept button again after hydration, in order, so a toggle clicked twice ends as it should.
 */
const REPLAYED = 'button[type="button"]:not([popovertarget]):not(:disabled)';

export function holdEarlyClicks(root: HTMLElement | null): () => void {
  if (!root) return () => {};
  const kept: HTMLElement[] = [];
  const onClick = (e: MouseEvent) => {
    const target = e.target instanceof Element ? e.target.closest(REPLAYED) : null;
    if (target instanceof HTMLElement) kept.push(target);
  };
  root.addEventListener('click', onClick, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    if (kept.length > 0)
      whenHydrated(() => {
        // A node React replaced (a page that rendered differently in the browser) is not clicked.
        for (const button of kept) if (button.isConnected) button.click();
      });
  };
}

/** Runs `then` once <html data-hydrated> is set (SiteLayout's HydratedMark, after the page's commit). */
function whenHydrated(then: () => void) {
  const html = document.documentElement;
  if ('hydrated' in html.dataset) return then();
  const observer = new MutationObserver(() => {
    if (!('hydrated' in html.dataset)) return;
    observer.disconnect();
    then();
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}
