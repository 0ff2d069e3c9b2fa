// Studio renders of the instrument (apps/web/scripts/render-studio.mjs writes them into
// /images/renders): the <source> sets of one shot in AVIF and WebP, and its WebP fallback.
export type RenderSource = { type: string; srcSet: string };

const DIR = '/images/renders';

/**
 * A shot rendered at `widths` (the largest is the shot's own size and has no width in its name), as
 * AVIF then WebP sources; `fallback` is the WebP at the first width.
 */
export function renderImage(name: string, widths: number[]) {
  const largest = Math.max(...widths);
  const file = (w: number, ext: string) => `${DIR}/${w === largest ? name : `${name}-${w}`}.${ext}`;
  const set = (ext: string) => widths.map((w) => `${file(w, ext)} ${w}w`).join(', ');
  return {
    src: file(widths[0]!, 'webp'),
    sources: [
      { type: 'image/avif', srcSet: set('avif') },
      { type: 'image/webp', srcSet: set('webp') },
    ] as RenderSource[],
  };
}
