import { Star } from 'lucide-react';

/** A star and a rating as the page states it (« 4,9/5 selon 127 avis »). */
export default function Rating({ text }: { text: string }) {
  return (
    <p className="inline-flex items-center gap-2 font-medium text-ink">
      <Star aria-hidden="true" className="size-5 fill-accent text-accent-hover" />
      {text}
    </p>
  );
}
