import { MapPin } from 'lucide-react';
import type { City } from '../../content/cities';
import { cn } from '../ui/cn';

export interface CityLink {
  label: string;
  href: string;
  /** Accessible name when the visible label repeats across cards (spec's 'Voir services'); it should contain the label. */
  ariaLabel?: string;
}

export interface CityGridProps {
  cities: readonly City[];
  /** The links a city card shows; none renders the city as plain text (spec 2.11). */
  linksFor: (city: City) => readonly CityLink[];
  /** Show each city's population text (spec 2.10 city cards). */
  showPopulation?: boolean;
  /** The badge of a featured city (UI strings, villes.secteur-principal). */
  featuredLabel: string;
}

/**
 * The 12-city grid every page shape uses (spec 2.10, 2.11, 2.13, 2.14): each page decides which
 * links a city gets; featured cities stand out.
 */
export default function CityGrid({ cities, linksFor, showPopulation = true, featuredLabel }: CityGridProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cities.map((city) => {
        const links = linksFor(city);
        return (
          <li
            key={city.slug}
            className={cn(
              'rounded-xl border bg-white p-5',
              city.featured ? 'border-brand-600 shadow-md' : 'border-slate-200',
            )}
          >
            <p className="flex items-center gap-2 text-lg font-semibold text-ink">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {city.name}
              {city.featured && (
                <span className="ml-auto rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  {featuredLabel}
                </span>
              )}
            </p>
            {showPopulation && <p className="mt-1 text-sm text-muted">{city.population}</p>}
            {links.length > 0 && (
              <ul className="mt-3 flex flex-col gap-1">
                {links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} aria-label={link.ariaLabel} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
