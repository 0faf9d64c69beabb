import { Check, Dot, X } from 'lucide-react';
import { cn } from '../ui/cn';

export type ChecklistMarker = 'check' | 'cross' | 'dot';

const markers = {
  check: { icon: Check, className: 'text-brand-700' },
  cross: { icon: X, className: 'text-red-700' },
  dot: { icon: Dot, className: 'text-brand-700' },
} as const;

/** A list of points with a drawn marker: requirements, inspection checks, documents to keep. */
export default function Checklist({
  items,
  marker = 'check',
  columns = 1,
}: {
  items: readonly string[];
  marker?: ChecklistMarker;
  columns?: 1 | 2;
}) {
  const { icon: Icon, className } = markers[marker];
  return (
    <ul className={cn('grid gap-x-8 gap-y-3', columns === 2 && 'md:grid-cols-2')}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-ink">
          <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', className)} strokeWidth={2.5} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
