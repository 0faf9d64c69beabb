import type { IconName } from '../../content/schemas/icons';
import { cn } from './cn';
import { icons } from './icons';

export interface IconCard {
  icon: IconName;
  title: string;
  /** A short line under the title: a sector card's subtitle, a guide category's count. */
  subtitle?: string;
  description?: string;
  /** Makes the whole card a link (sector cards). */
  href?: string;
  linkLabel?: string;
}

/**
 * Cards of icon, title and text: client types, services, advantages, risks, reasons to choose.
 * One component for all of them; `columns` follows the number of items the spec gives.
 */
export default function IconCardGrid({
  items,
  columns = 4,
  headingLevel = 3,
}: {
  items: readonly IconCard[];
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={cn('grid gap-4', grid)}>
      {items.map(({ icon, title, subtitle, description, href, linkLabel }) => {
        const Icon = icons[icon];
        return (
        <li key={title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <Icon aria-hidden="true" className="size-8 text-brand-700" />
          <Heading className="mt-3 text-lg font-semibold text-ink">{title}</Heading>
          {subtitle && <p className="mt-1 text-sm font-semibold text-brand-800">{subtitle}</p>}
          {description && <p className="mt-2 grow text-muted">{description}</p>}
          {href && (
            <a href={href} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
              {linkLabel ?? title}
            </a>
          )}
        </li>
        );
      })}
    </ul>
  );
}
