import type { SlotImage as SlotImageData } from '../../content/images';
import { illustrations } from '../illustrations';
import { cn } from './cn';
import Picture from './Picture';

/**
 * An image slot: the firm's photo (<picture> with AVIF and WebP, srcset, intrinsic size; eager
 * with high priority when it is the page's largest image, lazy otherwise) or, until the firm
 * supplies one, the slot's drawn illustration (inline SVG, no request). `data-image-slot` lets the
 * build list which slots still show an illustration.
 */
export default function SlotImage({ image, priority = false, className }: { image: SlotImageData; priority?: boolean; className?: string }) {
  if (image.kind === 'illustration') {
    const Drawing = illustrations[image.illustration];
    return (
      <div data-image-slot={image.slot} data-image-source="illustration" data-image-label={image.label} className={cn('mx-auto w-full max-w-md', className)}>
        <Drawing label={image.alt} />
      </div>
    );
  }
  return (
    <Picture
      image={image}
      priority={priority}
      className={className}
      imgClassName="rounded-2xl object-cover"
      data={{ 'data-image-slot': image.slot, 'data-image-source': 'photo', 'data-image-label': image.label }}
    />
  );
}
