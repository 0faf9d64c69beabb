import { Star } from 'lucide-react';

/**
 * A star and a rating as the page states it (« 4,9/5 selon 127 avis »), with its source: a link to
 * the firm's public review profile (config/business.json reviewProfile). Without a source, no
 * rating is shown (issue 39).
 */
export default function Rating({ text, source, sourceLabel }: { text: string; source?: string; sourceLabel: string }) {
  if (!source) return null;
  return (
    <p className="inline-flex flex-wrap items-center gap-x-2 font-medium text-ink">
      <Star aria-hidden="true" className="size-5 fill-accent text-accent-hover" />
      {text}
      <a href={source} className="text-sm font-normal text-brand-800 underline underline-offset-2" rel="noopener">
        {sourceLabel}
      </a>
    </p>
  );
}
