import { z } from 'zod';
import { placeholdersOf } from '../../lib/placeholders';
import { typography } from '../../lib/typography';

/**
 * The interface's own words (menus, accessible names, footer headings, the text around form
 * fields): data/textes-interface.yaml, one group per element of the page. Each label is
 * non-empty and gets OQLF spacing; its `{mots}` are filled by the site at render time
 * (src/ui/strings.ts, `fill`), not from chiffres.yaml.
 */

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
  temoignage: group({ note: label('note'), citation: label('citation'), source: label() }),
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
  suite: group({
    'merci-prenom': label('prenom'),
    merci: label(),
    reference: label(),
    'reference-courriel': label(),
    'reference-aide': label(),
    'titre-suite': label(),
    maintenant: label(),
    courriel: label(),
    quand: label('delai'),
    rappel: label(),
    presse: label(),
    appeler: label('telephone'),
    lecture: label(),
    blogue: label(),
    'autre-demande': label(),
    'attente-titre': label(),
    'attente-texte': label(),
    'attente-appel': label('telephone'),
  }),
  message: group({ 'retour-accueil': label() }),
  introuvable: group({ titre: label(), texte: label(), suggestions: label(), retour: label() }),
});

export type UiStrings = z.output<typeof uiStringsSchema>;
