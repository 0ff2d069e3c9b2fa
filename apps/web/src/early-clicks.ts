/**
 * Clicks on the server-rendered page before the app runs, kept and honoured once it has hydrated.
 *
 * Links, forms, the menu's popover and <details> work natively, so nothing is needed for them. What is
 * left is a `type="button"` whose whole meaning is its React handler (a tab or toggle the server could
 * not make a link, a carousel arrow): natively it does nothing until the page has hydrated, and the
 * runtime (Preact's compat layer) does not replay a click that came before its handler. This listener
 * covers that gap: from the entry's first line until the page has hydrated (a lazily loaded page's
 * part of the tree hydrates only once its chunk is in), then it stops and clicks each kept button
 * again, in order, so a toggle clicked twice ends as it should.
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
  return () =>
    whenHydrated(() => {
      root.removeEventListener('click', onClick, true);
      // A node the app replaced (a page that rendered differently in the browser) is not clicked.
      for (const button of kept) if (button.isConnected) button.click();
    });
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
