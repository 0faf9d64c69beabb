import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { checkWith, ContentError, formatYamlError } from '../lib/errors/french-errors';
import { fill as fillKeys, placeholdersOf } from '../lib/placeholders';
import { typography } from '../lib/typography';

/**
 * The interface's own words (menus, accessible names, footer headings, the text around form
 * fields), read from `textes-interface.yaml` where the marketing staff edit them, checked here,
 * with OQLF spacing applied. The one UI-strings module components may import (issue 15): it
 * depends on nothing but `lib`, so no component reaches content data through it.
 *
 * Server-rendered components import `ui`; hydrated islands (the lead form and its toaster) get
 * their group by props from the .astro file that places them, so YAML parsing and Zod never ship
 * to the browser.
 */

const FILE = 'src/ui/textes-interface.yaml';

const text: string = (() => {
  try {
    // Vite (the build, Vitest) inlines the file's text and watches it.
    return Object.values(import.meta.glob('./textes-interface.yaml', { query: '?raw', import: 'default', eager: true }))[0] as string;
  } catch {
    // Outside Vite (Playwright loads the e2e specs' imports itself).
    return readFileSync(new URL('./textes-interface.yaml', import.meta.url), 'utf8');
  }
})();


/**
 * A label: non-empty, OQLF spacing applied. `slots` lists the `{mots}` the site fills at render
 * time; any other brace (a typo, a figure key from chiffres.yaml, which UI strings do not take)
 * is refused at build, as is a missing slot.
 */
const label = (...slots: string[]) =>
  z
    .string()
    .trim()
    .min(1, 'texte vide')
    .superRefine((s, ctx) => {
      const found = placeholdersOf(s);
      for (const key of found) if (!slots.includes(key)) ctx.addIssue({ code: 'custom', message: `{${key}} inconnu ici${slots.length ? ` (permis : ${slots.map((k) => `{${k}}`).join(', ')})` : ' (aucun {mot} permis)'}` });
      for (const key of slots) if (!found.includes(key)) ctx.addIssue({ code: 'custom', message: `{${key}} manquant` });
    })
    .transform(typography);

const group = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);

export const uiStringsSchema = z.strictObject({
  page: group({ 'aller-au-contenu': label() }),
  'en-tete': group({ navigation: label() }),
  'menu-mobile': group({ bouton: label(), titre: label(), fermer: label(), navigation: label() }),
  'fil-ariane': group({ nom: label(), accueil: label() }),
  'barres-mobiles': group({
    'barre-appel': label(),
    actions: label(),
    appeler: label(),
    sommaire: label(),
    'sommaire-titre': label(),
    'haut-de-page': label(),
    'retour-en-haut': label(),
    fermer: label(),
  }),
  'pied-de-page': group({
    slogan: label(),
    navigation: label(),
    'titre-liens': label(),
    'titre-contact': label(),
    droits: label(),
    neq: label('numero'),
    adresse: label(),
    legal: label(),
    politique: label(),
    conditions: label(),
    reseaux: label(),
    localite: label('ville'),
  }),
  reseaux: group({ facebook: label(), linkedin: label(), instagram: label(), youtube: label(), google: label() }),
  garanties: group({ nom: label() }),
  villes: group({ 'secteur-principal': label() }),
  temoignage: group({ note: label('note'), citation: label('citation') }),
  preuves: group({
    titre: label(),
    intro: label(),
    certifications: label(),
    assurances: label(),
    logos: label(),
    emetteur: label(),
    numero: label(),
    expiration: label(),
    'sans-expiration': label(),
    assureur: label(),
    police: label(),
    couverture: label(),
    verifier: label('nom'),
    ailleurs: label('lieu'),
    secteur: label('secteur'),
  }),
  formulaire: group({
    piege: label(),
    choisir: label(),
    'lien-politique-consentement': label(),
    'lien-politique': label(),
    'nouvel-onglet': label(),
    'cadre-soumission': label(),
  }),
  notifications: group({ region: label(), fermer: label() }),
  message: group({ 'retour-accueil': label() }),
  introuvable: group({ titre: label(), texte: label(), suggestions: label(), retour: label() }),
});

export type UiStrings = z.output<typeof uiStringsSchema>;
/** The form group, passed by props to the hydrated lead form. */
export type FormStrings = UiStrings['formulaire'];
/** The toast region's names, passed on by the lead form to the toaster. */
export type ToasterStrings = UiStrings['notifications'];

/** Parses and checks the file's text; errors name the file and the field, in French (the build's one formatter). */
export function parseUiStrings(source: string, where = FILE): UiStrings {
  let raw: unknown;
  try {
    raw = parse(source, { prettyErrors: true });
  } catch (error) {
    throw new ContentError(formatYamlError(where, error));
  }
  return checkWith(uiStringsSchema, raw, where);
}

/** The interface's words, checked when the module loads (the build fails on a bad file). */
export const ui: UiStrings = parseUiStrings(text);

/** Fills a label's `{mots}`: `fill(ui.temoignage.note, { note: 5 })`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return fillKeys(template, new Map(Object.entries(values).map(([k, v]) => [k, String(v)])), FILE);
}
