import type { ResponsiveImage } from '@skillhub/shared/schemas/responsive-image';
import type { ImgHTMLAttributes } from 'react';

export interface ResponsivePictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  /** The image as uploaded: what browsers without srcset show, and the only file while it has no renditions. */
  src: string;
  /** Its renditions (from the API); null or absent: the plain `<img>`. */
  image?: ResponsiveImage | null;
  /** How wide the image shows at each viewport width, so the browser fetches the rendition that fits. */
  sizes: string;
}

/**
 * An uploaded image as a `<picture>`: AVIF, then WebP, then the upload's own format, each a srcset the browser
 * picks a width from by `sizes` and the screen's density, so a phone downloads tens of kB rather than the upload.
 * The `<picture>` adds no box of its own (display: contents): the `<img>` keeps the layout, width and height
 * (its reserved box) it has without renditions.
 */
export function ResponsivePicture({ src, image, sizes, ...img }: ResponsivePictureProps) {
  if (!image) return <img src={src} alt={img.alt} {...img} />;
  return (
    <picture style={{ display: 'contents' }}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={src}
        srcSet={image.srcset || undefined}
        sizes={image.srcset ? sizes : undefined}
        alt={img.alt}
        {...img}
      />
    </picture>
  );
}
