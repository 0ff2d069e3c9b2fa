import type { ReactNode } from 'react';

/** Longest snippet shown; below the 220 characters the server returns, so a cut excerpt always shows "…". */
export const SNIPPET_MAX = 200;

/** Cuts `text` to at most `max` characters at a word boundary and marks the cut with an ellipsis. */
export function shortenAtWord(text: string, max = SNIPPET_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max);
  const lastSpace = head.lastIndexOf(' ');
  // A single word longer than the limit is cut where it is; otherwise the partial word goes.
  const cut = lastSpace > max / 2 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The query's words (two characters or more), longest first so "needle holder" wins over "needle". */
function terms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length >= 2);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** `text` with every occurrence of the query's words wrapped in <mark>. */
export function Highlighted({ text, query }: { text: string; query: string }): ReactNode {
  const words = terms(query);
  if (words.length === 0) return text;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  // split with a capture group puts the matches at the odd indexes; a part's offset in the text is its key.
  let offset = 0;
  return text.split(pattern).map((part, i) => {
    const at = offset;
    offset += part.length;
    return i % 2 === 1 ? <mark key={at}>{part}</mark> : part;
  });
}
