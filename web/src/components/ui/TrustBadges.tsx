import type { IconName } from '../../content/schemas/icons';
import { icons } from './icons';
import RatingSourceLink, { type RatingSource } from './RatingSourceLink';

export interface TrustBadge {
  icon: IconName;
  label: string;
}

/**
 * Short proofs under a hero (spec 2.11, 2.16); the list is named by `label` (UI strings, garanties.nom). The rating's
 * badge (its star) links to its source, the firm's public review profile (config/business.json
 * reviewProfile); without a source it is not shown, as everywhere a rating appears (issue 39).
 */
export default function TrustBadges({ badges, label, ratingSource }: { badges: readonly TrustBadge[]; label: string; ratingSource?: RatingSource }) {
  const shown = badges.filter(({ icon }) => icon !== 'star' || ratingSource);
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {shown.map(({ icon, label }) => {
        const Icon = icons[icon];
        return (
          <li
            key={label}
            className="inline-flex min-h-10 items-center gap-2 rounded-full border border-brand-100 bg-white px-3 text-sm font-semibold text-brand-900"
          >
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {icon === 'star' ? (
              <RatingSourceLink label={label} source={ratingSource!} />
            ) : (
              label
            )}
          </li>
        );
      })}
    </ul>
  );
}
