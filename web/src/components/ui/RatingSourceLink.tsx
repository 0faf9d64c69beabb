import { ui } from '../../ui/strings';

/**
 * A rating's words as a link to their source, the firm's public review profile
 * (config/business.json reviewProfile), named for screen readers (« — Voir nos avis publics »).
 * Used where a rating sits among other proofs: the trust badges and the stat cards (issue 39).
 */
export default function RatingSourceLink({ label, source }: { label: string; source: string }) {
  return (
    <a href={source} rel="noopener" className="underline underline-offset-2">
      <span>{label}</span>
      <span className="sr-only"> — {ui.temoignage.source}</span>
    </a>
  );
}
