// The one YouTube rule (docs/product.md, "Content rules"): a watch, short, embed or shorts link with an
// 11-character id. Used by the server (a video's default thumbnail) and the browser (the player).
const ID = '([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])';
const PATTERNS = [
  new RegExp(`youtube(?:-nocookie)?\\.com/watch\\?(?:.*&)?v=${ID}`),
  new RegExp(`youtu\\.be/${ID}`),
  new RegExp(`youtube(?:-nocookie)?\\.com/(?:shorts|embed|live)/${ID}`),
];

export function youtubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  for (const re of PATTERNS) {
    const m = re.exec(url);
    if (m?.[1]) return m[1];
  }
  return null;
}

/** The thumbnail YouTube serves for a video's link, or '' when the link is not a YouTube one. */
export function youtubeThumbnail(url: string | null | undefined): string {
  const id = youtubeId(url);
  return id ? `https://img.youtube.com/vi/${id}/hqdefault.jpg` : '';
}

/** The privacy-enhanced embed: autoplay, muted and looping (docs/product.md, "Videos"). */
export function youtubeEmbedUrl(id: string, autoplay = true): string {
  const params = autoplay ? `?autoplay=1&mute=1&loop=1&playlist=${id}` : `?mute=1&loop=1&playlist=${id}`;
  return `https://www.youtube-nocookie.com/embed/${id}${params}`;
}
