import { Star } from 'lucide-react';
import { fill } from '../../lib/fill-label';

/**
 * A client's rating (1 to 5) as that many stars, named for screen readers (« Note de 5 sur 5 »):
 * `label` is the UI strings' temoignage.note, its {note} filled here.
 */
export default function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="flex gap-0.5" aria-label={fill(label, { note: rating })} role="img">
      {Array.from({ length: rating }, (_, i) => (
        <Star key={i} aria-hidden="true" className="size-5 fill-accent text-accent-hover" />
      ))}
    </p>
  );
}
