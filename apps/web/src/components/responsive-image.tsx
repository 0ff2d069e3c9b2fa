import { focalPosition, imageSources } from '@manovo/api/domain';
import type { ComponentProps } from 'react';

/** What an item says about its uploaded image (docs/product.md, "Images"); all optional for static images. */
export type ImageInfo = {
  imageAlt?: string;
  imageWidth?: number | null;
  imageHeight?: number | null;
  imageFocusX?: number;
  imageFocusY?: number;
};

type Props = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  /** The image's URL (already resolved, a fallback included). */
  src: string;
  info?: ImageInfo;
  /** Alt text when the item gives none (often '' beside a title that says the same). */
  alt?: string;
  /** The box the layout reserves when the image's own size is unknown. */
  width: number;
  height: number;
  /** How wide the image is shown, for the browser's choice among the widths. */
  sizes: string;
  /** The width and height given are a fixed box (an avatar), not a default for the image's own size. */
  fixed?: boolean;
};

/**
 * An uploaded image as <picture>: AVIF, then WebP, in the widths stored beside the original, the
 * original as the fallback; its own width and height reserve the space, and its focal point is where
 * a cover crop stays. Images that were not processed here are a plain <img>.
 */
export function ResponsiveImage({ src, info, alt = '', width, height, sizes, fixed, style, ...img }: Props) {
  const sources = imageSources(src, info?.imageWidth);
  const focus =
    info?.imageFocusX !== undefined && info.imageFocusY !== undefined
      ? { objectPosition: focalPosition(info.imageFocusX, info.imageFocusY) }
      : undefined;
  const image = (
    <img
      {...img}
      src={src}
      alt={info?.imageAlt || alt}
      width={fixed ? width : (info?.imageWidth ?? width)}
      height={fixed ? height : (info?.imageHeight ?? height)}
      style={{ ...focus, ...style }}
    />
  );
  if (sources.length === 0) return image;
  return (
    // display: contents keeps the <img> laid out as it was before it had a <picture> around it.
    <picture style={{ display: 'contents' }}>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
