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
