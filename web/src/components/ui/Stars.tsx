import { Star } from 'lucide-react';
import { fill, ui } from '../../ui/strings';

/** A client's rating (1 to 5) as that many stars, named for screen readers (« Note de 5 sur 5 »). */
export default function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" aria-label={fill(ui.temoignage.note, { note: rating })} role="img">
      {Array.from({ length: rating }, (_, i) => (
        <Star key={i} aria-hidden="true" className="size-5 fill-accent text-accent-hover" />
      ))}
    </p>
  );
}
