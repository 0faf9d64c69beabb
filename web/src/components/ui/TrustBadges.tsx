import type { IconName } from '../../content/schemas/icons';
import { icons } from './icons';
import { ui } from '../../ui/strings';

export interface TrustBadge {
  icon: IconName;
  label: string;
}

/** Short proofs under a hero (spec 2.11, 2.16); the list is named from the UI strings. */
export default function TrustBadges({ badges }: { badges: readonly TrustBadge[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={ui.garanties.nom}>
      {badges.map(({ icon, label }) => {
        const Icon = icons[icon];
        return (
        <li
          key={label}
          className="inline-flex min-h-10 items-center gap-2 rounded-full border border-brand-100 bg-white px-3 text-sm font-semibold text-brand-900"
        >
          <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {label}
        </li>
        );
      })}
    </ul>
  );
}
