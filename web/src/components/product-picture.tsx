/**
 * A product image as <picture>: AVIF and WebP srcsets at 400/800 px with explicit width and
 * height so the box is reserved before the bytes arrive (no layout shift). Lazy unless
 * `priority`, which also marks it as the page's LCP candidate.
 */
import { imageSources } from '@shop/domain';
import type { CSSProperties } from 'react';

export interface ProductPictureProps {
  /** Image base path, e.g. "/images/products/0-1". */
  base: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  priority?: boolean;
  style?: CSSProperties;
}

/** Responsive product image; fills its container's width as a square. */
export function ProductPicture({ base, alt, sizes, priority = false, style }: ProductPictureProps) {
  const src = imageSources(base);
  return (
    <picture style={{ display: 'block' }}>
      <source type="image/avif" srcSet={src.srcSetAvif} sizes={sizes} />
      <source type="image/webp" srcSet={src.srcSetWebp} sizes={sizes} />
      <img
        src={src.src}
        alt={alt}
        width={src.width}
        height={src.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '1 / 1',
          objectFit: 'cover',
          ...style,
        }}
      />
    </picture>
  );
}
