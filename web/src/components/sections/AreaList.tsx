import { MapPin } from 'lucide-react';
import { slugify } from '../../lib/slug';

/** Districts a city page serves (boroughs, sectors), as a labelled list of chips. */
export default function AreaList({ label, areas }: { label: string; areas: readonly string[] }) {
  const labelId = `zones-${slugify(label)}`;
  return (
    <div>
      <p id={labelId} className="font-semibold text-ink">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="mt-3 flex flex-wrap gap-2">
        {areas.map((area) => (
          <li
            key={area}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-100 bg-white px-3 text-sm font-medium text-brand-900"
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {area}
          </li>
        ))}
      </ul>
    </div>
  );
}
