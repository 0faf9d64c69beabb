import type { ReactNode } from 'react';
import type { SlotImage as SlotImageData } from '../../content/images';
import SlotImage from '../ui/SlotImage';

/** Text (or cards) beside a picture, so a long page is not only grids of icon cards. */
export default function MediaSplit({ image, children }: { image: SlotImageData; children: ReactNode }) {
  return (
    <div className="grid items-center gap-8 lg:grid-cols-[1fr_24rem]">
      <div>{children}</div>
      <SlotImage image={image} />
    </div>
  );
}
