// Media helpers shared by the home, news and videos pages (docs/product.md, content rules).
import { type Broadcast, labelOf, SOCIAL_SOURCE_LABELS, type Video } from '@manovo/api/domain';

export const DEFAULT_PROFILE_IMAGE = '/images/default-profile.svg';
export const DEFAULT_VIDEO_THUMBNAIL = '/images/default-video.svg';
export const DEFAULT_BROADCAST_IMAGE = '/images/default-broadcast.svg';

/** Same-origin uploads and absolute URLs pass through; other relative paths are rooted. */
export function resolveMedia(path: string | null | undefined, fallback: string): string {
  if (!path) return fallback;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `/${path}`;
}

/** The server already falls back to the YouTube thumbnail; without either, the default picture. */
export const videoThumbnail = (v: Pick<Video, 'thumbnailUrl'>): string =>
  resolveMedia(v.thumbnailUrl, DEFAULT_VIDEO_THUMBNAIL);

/** The date shown on a card: the first of postedAt, publishAt, createdAt, cut to 10 characters. */
export function broadcastDate(b: Pick<Broadcast, 'postedAt' | 'publishAt' | 'createdAt'>): string {
  return (b.postedAt || b.publishAt || b.createdAt || '').slice(0, 10);
}

/** The company name, or the network's name for a social post. */
export function broadcastAuthor(b: Pick<Broadcast, 'kind' | 'socialSource'>): string {
  if (b.kind === 'social' && b.socialSource) return labelOf(SOCIAL_SOURCE_LABELS, b.socialSource);
  return 'Manovo Surgical';
}
