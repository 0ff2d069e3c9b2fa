import { useEffect } from 'react';
import { useLocation } from '../../lib/router';

/** Finds the target of a hash by id or by data-anchor (the flagship anchor has two spellings). */
export function findAnchor(hash: string): HTMLElement | null {
  const key = decodeURIComponent(hash.replace(/^#/, ''));
  if (!key) return null;
  return (
    document.getElementById(key) ?? document.querySelector<HTMLElement>(`[data-anchor="${CSS.escape(key)}"]`)
  );
}

export function scrollToAnchor(hash: string): boolean {
  const el = findAnchor(hash);
  if (!el) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/** Page wrapper scrolling (docs/product.md §2): top on route change, or smoothly to the hash target. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (key)
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
      return;
    }
    // Content may still be loading (lazy routes, API data): retry for a short while.
    let tries = 0;
    let timer = 0;
    const attempt = () => {
      if (scrollToAnchor(hash) || ++tries > 20) return;
      timer = window.setTimeout(attempt, 100);
    };
    timer = window.setTimeout(attempt, 30);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);
  return null;
}
