import type { PlaceGroup } from '../../content/types';
export type { PlaceGroup } from '../../content/types';
/** Served places grouped by region, as text (spec 2.5 municipalities list, 2.8 localities). */
export default function PlaceGroups({ groups }: { groups: readonly PlaceGroup[] }) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {groups.map(({ region, places }) => (
        <div key={region}>
          <h3 className="text-lg font-semibold text-ink">
            {region} <span className="text-base font-normal text-muted">({places.length})</span>
          </h3>
          <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-ink min-[25rem]:grid-cols-2">
            {places.map((place) => (
              <li key={place} className="border-l-2 border-brand-100 pl-3">
                {place}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
