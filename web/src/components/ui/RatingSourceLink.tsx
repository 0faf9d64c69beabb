/** The firm's public review profile and the link's name for screen readers, from the page. */
export interface RatingSource {
  href: string;
  /** « Voir nos avis publics » (UI strings, temoignage.source). */
  name: string;
}

/**
 * A rating's words as a link to their source, the firm's public review profile
 * (config/business.json reviewProfile), named for screen readers (« — Voir nos avis publics »).
 * Used where a rating sits among other proofs: the trust badges and the stat cards (issue 39).
 */
export default function RatingSourceLink({ label, source }: { label: string; source: RatingSource }) {
  return (
    <a href={source.href} rel="noopener" className="underline underline-offset-2">
      <span>{label}</span>
      <span className="sr-only"> — {source.name}</span>
    </a>
  );
}
