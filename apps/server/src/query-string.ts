/**
 * Query strings as flat string maps. A repeated parameter keeps its first value
 * (`?type=a&type=b` reads `type=a`), so every handler gets the strings the spec
 * describes and never an array it did not expect. Brackets mean nothing
 * (`a[b]=1` is the key "a[b]"), and the map has no prototype to pollute.
 */
export function parseQueryString(query: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const [key, value] of new URLSearchParams(query)) if (!(key in out)) out[key] = value;
  return out;
}
