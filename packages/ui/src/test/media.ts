// Test-only matchMedia stand-in: jsdom has none. Tests choose which queries match; a change fires a real
// 'change' event on every list of that query, as a browser does.
let matching = new Set<string>();
const lists = new Set<FakeMediaQueryList>();

class FakeMediaQueryList extends EventTarget implements MediaQueryList {
  readonly media: string;
  onchange: ((this: MediaQueryList, ev: MediaQueryListEvent) => unknown) | null = null;
  constructor(query: string) {
    super();
    this.media = query;
  }
  get matches() {
    return matching.has(this.media);
  }
  // The old addListener API, kept by browsers: a listener is wrapped once so it can be removed again.
  private readonly legacy = new Map<unknown, (e: Event) => void>();
  addListener(listener: ((this: MediaQueryList, ev: MediaQueryListEvent) => unknown) | null) {
    if (!listener) return;
    const wrapped = (e: Event) => {
      if (e instanceof FakeMediaQueryListEvent) listener.call(this, e);
    };
    this.legacy.set(listener, wrapped);
    this.addEventListener('change', wrapped);
  }
  removeListener(listener: ((this: MediaQueryList, ev: MediaQueryListEvent) => unknown) | null) {
    const wrapped = this.legacy.get(listener);
    if (wrapped) this.removeEventListener('change', wrapped);
  }
}

/** A change event of a media query list: jsdom has no MediaQueryListEvent either. */
class FakeMediaQueryListEvent extends Event implements MediaQueryListEvent {
  readonly matches: boolean;
  readonly media: string;
  constructor(media: string, matches: boolean) {
    super('change');
    this.media = media;
    this.matches = matches;
  }
}

export function setMatchingMedia(queries: string[]): void {
  const before = matching;
  matching = new Set(queries);
  for (const list of lists) {
    if (before.has(list.media) === matching.has(list.media)) continue;
    list.dispatchEvent(new FakeMediaQueryListEvent(list.media, matching.has(list.media)));
  }
}

export function resetMedia(): void {
  matching = new Set();
  lists.clear();
}

export function matchMedia(query: string): MediaQueryList {
  const list = new FakeMediaQueryList(query);
  lists.add(list);
  return list;
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

export function setScrollY(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}
