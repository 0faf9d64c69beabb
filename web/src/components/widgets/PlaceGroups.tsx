import type { CityLink } from './CityGrid';

export interface PlaceGroup {
  region: string;
  places: readonly string[];
}

/** A place of the list that has pages of its own: its anchor (the map links to it) and its links. */
export interface PlaceLinks {
  id: string;
  links: readonly CityLink[];
}

/**
 * Served places grouped by region, as text (spec 2.5 municipalities list, 2.8 localities). On a
 * phone each region is a `<details>` that opens on a tap, so a long list costs one line per
 * region; from `md` up every region shows its places (`::details-content` made visible, the
 * toggle hidden). A place with pages is a target (`#ville-laval`) and lists its links.
 */
export default function PlaceGroups({ groups, links = {} }: { groups: readonly PlaceGroup[]; links?: Readonly<Record<string, PlaceLinks>> }) {
  return (
    <div className="grid gap-3 md:grid-cols-2 md:gap-8">
      {groups.map(({ region, places }) => (
        <details
          key={region}
          data-region=""
          className="group rounded-xl border border-slate-200 md:border-0 md:[&::details-content]:block md:[&::details-content]:[content-visibility:visible]"
        >
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 text-lg font-semibold text-ink md:pointer-events-none md:min-h-0 md:px-0 [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg font-semibold text-ink">
              {region} <span className="text-base font-normal text-muted">({places.length})</span>
            </h3>
            <span aria-hidden="true" className="text-brand-800 transition-transform group-open:rotate-180 md:hidden">
              ▾
            </span>
          </summary>
          <ul className="grid grid-cols-1 gap-x-6 gap-y-1 px-4 pb-4 text-ink min-[25rem]:grid-cols-2 md:mt-3 md:px-0 md:pb-0">
            {places.map((place) => {
              const own = links[place];
              return (
                <li key={place} id={own?.id} className="scroll-mt-24 border-l-2 border-brand-100 pl-3">
                  <span>{place}</span>
                  {own && (
                    <span className="mt-1 flex flex-col text-sm">
                      {own.links.map((l) => (
                        <a key={l.href} href={l.href} aria-label={l.ariaLabel} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline md:min-h-8">
                          {l.label}
                        </a>
                      ))}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      ))}
    </div>
  );
}
