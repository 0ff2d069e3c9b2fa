import { useCallback, useSyncExternalStore } from 'react';

const hasWindow = () => typeof window !== 'undefined';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasWindow() || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    hasWindow() && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

// Hover-capable devices get hover behaviour (docs/product.md §2, Products accordions).
export const HOVER_DEVICE_QUERY = '(hover: hover) and (pointer: fine)';

export function useCanHover(): boolean {
  return useMediaQuery(HOVER_DEVICE_QUERY);
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// 1200 px is the server/no-window fallback: desktop layout, 3 slides per view.
export function useWindowWidth(fallback = 1200): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => fallback,
  );
}

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true once the app runs. A control
 * rendered as a plain link before then (it must work without JavaScript) takes its scripted role
 * after, with no hydration mismatch: React renders the server's value first, then this one.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** A click the browser should handle itself: a new tab or window, a download, not the main button. */
export const isModifiedClick = (event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
