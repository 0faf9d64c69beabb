import { readEntry } from '../content/direct-reader';
import type { UiStrings } from '../content/schemas/ui-strings';
import { fill as fillKeys } from '../lib/placeholders';

/**
 * The interface's own words (menus, accessible names, footer headings, the text around form
 * fields): the registry's `textesInterface` collection (src/content/data/textes-interface.yaml),
 * read and checked by the one loader of the content like every other file. The one UI-strings
 * module components may import (issue 15): it hands them this collection's words and nothing
 * else of the content.
 *
 * It reads the entry through the loader directly (`readEntry`) rather than Astro's `getEntry`:
 * components import it at module level, and so do the e2e specs, which Playwright loads outside
 * Astro, where `astro:content` does not exist. The entry is the same checked data either way.
 *
 * Server-rendered components import `ui`; hydrated islands (the lead form and its toaster) get
 * their group by props from the .astro file that places them, so YAML parsing and Zod never ship
 * to the browser.
 */
export const ui: UiStrings = readEntry('textesInterface');

export type { UiStrings };
/** The form group, passed by props to the hydrated lead form. */
export type FormStrings = UiStrings['formulaire'];
/** The next-step panel's words, passed by props to the hydrated lead form. */
export type NextStepStrings = UiStrings['suite'];
/** The toast region's names, passed on by the lead form to the toaster. */
export type ToasterStrings = UiStrings['notifications'];

/** Fills a label's `{mots}`: `fill(ui.temoignage.note, { note: 5 })`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return fillKeys(template, new Map(Object.entries(values).map(([k, v]) => [k, String(v)])), 'src/content/data/textes-interface.yaml');
}
