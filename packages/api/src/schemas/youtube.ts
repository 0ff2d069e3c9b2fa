// Spec §5: YouTube URLs are recognised in watch or short form with an 11-character id.
const PATTERNS = [
  /youtube\.com\/watch\?(?:.*&)?v=([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/,
  /youtu\.be\/([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/,
  /youtube\.com\/(?:shorts|embed)\/([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/,
];

export function youtubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  for (const re of PATTERNS) {
    const m = re.exec(url);
    if (m?.[1]) return m[1];
  }
  return null;
}

export function youtubeThumbnail(url: string | null | undefined): string {
  const id = youtubeId(url);
  return id ? `https://img.youtube.com/vi/${id}/hqdefault.jpg` : '';
}
