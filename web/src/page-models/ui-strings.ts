import type { RatingSource } from '../components/ui/RatingSourceLink';
import { site } from '../config/site';
import { entryOf } from '../content/entries';
import type { UiStrings } from '../content/schemas/ui-strings';

/**
 * The interface's own words (menus, accessible names, footer headings, the text around form
 * fields): the registry's `textesInterface` collection (src/content/data/textes-interface.yaml),
 * read and checked by the one loader of the content like every other file. A page model: the
 * layout and the pages read it and hand each component the words it shows by props (issue 40),
 * so no component reads the content; a label's `{mots}` are filled with src/lib/fill-label.ts.
 */
export const ui: UiStrings = await entryOf('textesInterface');

/** The firm's public review profile (config/business.json reviewProfile) and its link's name; none without a profile. */
export function reviewSource(): RatingSource | undefined {
  return site.reviewProfile ? { href: site.reviewProfile, name: ui.temoignage.source } : undefined;
}
