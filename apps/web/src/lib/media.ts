// Media helpers shared by the home, news and videos pages (spec §3 and §5 content rules).

import type { AppRouter } from '@manovo/api';
import type { inferRouterOutputs } from '@trpc/server';

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type Broadcast = RouterOutputs['broadcasts']['listPublic']['items'][number];
export type Video = RouterOutputs['videos']['listPublic']['items'][number];
export type Testimonial = RouterOutputs['testimonials']['listPublic']['items'][number];

export const DEFAULT_PROFILE_IMAGE = '/images/default-profile.svg';
export const DEFAULT_VIDEO_THUMBNAIL = '/images/default-video.svg';
export const DEFAULT_BROADCAST_IMAGE = '/images/default-broadcast.svg';

/** The 11-character id of a YouTube watch, short, embed or shorts link. */
export function youtubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  const m = url.match(
    /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/,
  );
  return m?.[1] ?? null;
}

/** Embed URL: privacy-enhanced domain, autoplay muted and looping (spec §4). */
export function youtubeEmbedUrl(id: string, autoplay = true): string {
  const params = autoplay ? `?autoplay=1&mute=1&loop=1&playlist=${id}` : `?mute=1&loop=1&playlist=${id}`;
  return `https://www.youtube-nocookie.com/embed/${id}${params}`;
}

/** Same-origin uploads and absolute URLs pass through; other relative paths are rooted. */
export function resolveMedia(path: string | null | undefined, fallback: string): string {
  if (!path) return fallback;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `/${path}`;
}

export function videoThumbnail(v: Pick<Video, 'thumbnail_url' | 'youtube_url'>): string {
  if (v.thumbnail_url) return resolveMedia(v.thumbnail_url, DEFAULT_VIDEO_THUMBNAIL);
  const id = youtubeId(v.youtube_url);
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : DEFAULT_VIDEO_THUMBNAIL;
}

/** Spec §3: the first of posted_at, scheduled_at, created_at, cut to 10 characters. */
export function broadcastDate(b: Pick<Broadcast, 'posted_at' | 'scheduled_at' | 'created_at'>): string {
  return (b.posted_at || b.scheduled_at || b.created_at || '').slice(0, 10);
}

/** Spec §3: the company name, or the capitalised social_source for social posts. */
export function broadcastAuthor(b: Pick<Broadcast, 'kind' | 'social_source'>): string {
  if (b.kind === 'social' && b.social_source)
    return b.social_source.charAt(0).toUpperCase() + b.social_source.slice(1);
  return 'Manovo Surgical';
}

/** Spec §5: a link counts as external only when it starts with http or https. */
export const isExternalLink = (url: string | null | undefined): url is string =>
  !!url && /^https?:\/\//i.test(url);
