// Laying a locale's texts over the English. Only the locales' own chunks and the server import this:
// an English page never merges anything, so its first load does not carry it.

/** A deep overlay of a locale's texts on the English: every string may be given, none must be. */
export type Texts<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly (Texts<U> | undefined)[]
      : T extends object
        ? { readonly [K in keyof T]?: Texts<T[K]> }
        : T;

/**
 * The English value with a locale's texts laid over it: a string or message function replaced where
 * the locale gives one, arrays item by item, objects key by key; what the locale leaves out stays
 * English (the fallback rule: the visitor reads English rather than nothing).
 */
export function overlay<T>(english: T, texts: Texts<T> | undefined): T {
  if (texts === undefined || texts === null) return english;
  if (typeof english === 'string' || typeof english === 'function') return texts as T;
  if (Array.isArray(english)) {
    const list = texts as readonly unknown[];
    return english.map((item, i) => overlay(item, list[i] as never)) as T;
  }
  if (typeof english === 'object' && english !== null) {
    const out: Record<string, unknown> = { ...(english as Record<string, unknown>) };
    for (const [key, value] of Object.entries(texts as object))
      if (key in out) out[key] = overlay(out[key], value as never);
    return out as T;
  }
  return english;
}
