import type { Picture as PictureData } from '../../content/images';
import { cn } from './cn';

/**
 * A picture made by the image pipeline: AVIF and WebP sources, srcset, intrinsic size; eager with
 * high priority when it is the page's largest image, lazy otherwise. `data` carries attributes
 * the build reads back (an image slot's `data-image-slot`).
 */
export default function Picture({
  image,
  priority = false,
  className,
  imgClassName,
  data,
}: {
  image: PictureData;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  data?: Record<`data-${string}`, string>;
}) {
  return (
    <picture {...data} className={cn('block', className)}>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={image.sizes} />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={cn('h-auto w-full', imgClassName)}
      />
    </picture>
  );
}
