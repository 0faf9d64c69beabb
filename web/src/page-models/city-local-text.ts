import type { CityProfile } from '../content/schemas/city';
import { codeNames } from '../content/schemas/french-keys';
import { ContentError } from '../lib/errors/french-errors';

/**
 * The rule the sector-city pages apply to a city's file on top of its schema (./city-page.ts),
 * in a module that reads no content, so the editor checks a save with it before writing
 * (editor/server/site-check.ts).
 */

/** The generic pages' own local text: a generic city's file must have it. */
const GENERIC_FIELDS = ['hero', 'trajets', 'saison', 'quartiersIntro', 'faq'] as const;

/** Fails, naming the city file, when a generic city lacks the local text its pages need. */
export function requireLocalText(profile: Pick<CityProfile, 'slug' | (typeof GENERIC_FIELDS)[number]>): void {
  // Named as the file writes them (`heros`, not the code's `hero`).
  const missing = GENERIC_FIELDS.filter((field) => profile[field] === undefined).map((field) => Object.keys(codeNames).find((k) => codeNames[k as keyof typeof codeNames] === field) ?? field);
  if (missing.length) {
    const s = missing.length > 1 ? 's' : '';
    throw new ContentError(
      `src/content/data/villes/${profile.slug}.yaml : champ${s} « ${missing.join(' », « ')} » manquant${s} (le texte local des pages de la ville)`,
    );
  }
}
