// Test-only matchMedia stand-in: jsdom has none. Tests choose which queries match.
type Listener = (event: MediaQueryListEvent) => void;

let matching = new Set<string>();
const listeners = new Map<string, Set<Listener>>();

export function setMatchingMedia(queries: string[]): void {
  const before = matching;
  matching = new Set(queries);
  for (const [query, set] of listeners) {
    if (before.has(query) === matching.has(query)) continue;
    for (const listener of set)
      listener({ matches: matching.has(query), media: query } as MediaQueryListEvent);
  }
}

export function resetMedia(): void {
  matching = new Set();
  listeners.clear();
}

export function matchMedia(query: string): MediaQueryList {
  const add = (_type: string, listener: Listener) => {
    const set = listeners.get(query) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(query, set);
  };
  const remove = (_type: string, listener: Listener) => listeners.get(query)?.delete(listener);
  return {
    get matches() {
      return matching.has(query);
    },
    media: query,
    onchange: null,
    addEventListener: add,
    removeEventListener: remove,
    addListener: (listener: Listener) => add('change', listener),
    removeListener: (listener: Listener) => remove('change', listener),
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

export function setScrollY(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}
