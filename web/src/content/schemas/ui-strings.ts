import { z } from 'zod';
import { placeholdersOf } from '../../lib/placeholders';
import { typography } from '../../lib/typography';

/**
 * The interface's own words (menus, accessible names, footer headings, the text around form
 * fields): data/textes-interface.yaml, one group per element of the page. Each label is
 * non-empty and gets OQLF spacing; its `{mots}` are filled by the site at render time
 * (src/lib/fill-label.ts, `fill`), not from chiffres.yaml.
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
  page: group({ 'aller-au-contenu': label().meta({ label: 'Aller au contenu' }) }).meta({ label: 'Page' }),
  'en-tete': group({ navigation: label().meta({ label: 'Navigation' }) }).meta({ label: 'En tete' }),
  'menu-mobile': group({ bouton: label().meta({ label: 'Bouton' }), titre: label().meta({ label: 'Titre' }), fermer: label().meta({ label: 'Fermer' }), navigation: label().meta({ label: 'Navigation' }) }).meta({ label: 'Menu mobile' }),
  'fil-ariane': group({ nom: label().meta({ label: 'Nom' }), accueil: label().meta({ label: 'Accueil' }) }).meta({ label: 'Fil ariane' }),
  'barres-mobiles': group({
    'barre-appel': label().meta({ label: 'Barre appel' }),
    actions: label().meta({ label: 'Boutons' }),
    appeler: label().meta({ label: 'Appeler' }),
    sommaire: label().meta({ label: 'Sommaire' }),
    'sommaire-titre': label().meta({ label: 'Sommaire titre' }),
    'haut-de-page': label().meta({ label: 'Haut de page' }),
    'retour-en-haut': label().meta({ label: 'Retour en haut' }),
    fermer: label().meta({ label: 'Fermer' }),
  }).meta({ label: 'Barres mobiles' }),
  'pied-de-page': group({
    slogan: label().meta({ label: 'Slogan' }),
    navigation: label().meta({ label: 'Navigation' }),
    'titre-liens': label().meta({ label: 'Titre liens' }),
    'titre-contact': label().meta({ label: 'Titre contact' }),
    droits: label().meta({ label: 'Droits' }),
    neq: label('numero').meta({ label: 'Neq' }),
    adresse: label().meta({ label: 'Adresse' }),
    legal: label().meta({ label: 'Legal' }),
    politique: label().meta({ label: 'Politique de confidentialité' }),
    conditions: label().meta({ label: 'Conditions d’utilisation' }),
    reseaux: label().meta({ label: 'Reseaux' }),
    localite: label('ville').meta({ label: 'Localite' }),
  }).meta({ label: 'Pied de page' }),
  reseaux: group({ facebook: label().meta({ label: 'Facebook' }), linkedin: label().meta({ label: 'Linkedin' }), instagram: label().meta({ label: 'Instagram' }), youtube: label().meta({ label: 'Youtube' }), google: label().meta({ label: 'Google' }) }).meta({ label: 'Reseaux' }),
  garanties: group({ nom: label().meta({ label: 'Nom' }) }).meta({ label: 'Garanties' }),
  villes: group({ 'secteur-principal': label().meta({ label: 'Secteur principal' }) }).meta({ label: 'Villes' }),
  temoignage: group({ note: label('note').meta({ label: 'Note' }), citation: label('citation').meta({ label: 'Citation' }), source: label().meta({ label: 'Source' }) }).meta({ label: 'Temoignage' }),
  preuves: group({
    titre: label().meta({ label: 'Titre' }),
    intro: label().meta({ label: 'Introduction' }),
    certifications: label().meta({ label: 'Certifications et adhésions' }),
    assurances: label().meta({ label: 'Assurances' }),
    logos: label().meta({ label: 'Logos de clients' }),
    emetteur: label().meta({ label: 'Émetteur (l’organisme qui l’a délivrée)', help: 'Écrivez « à fournir » tant que l’entreprise ne l’a pas donné : rien n’est affiché et server check le signale.' }),
    numero: label().meta({ label: 'Numéro' }),
    expiration: label().meta({ label: 'Date d’expiration', help: 'AAAA-MM-JJ, « à fournir », ou « aucune ». Expirée à la date de construction du site : elle n’est plus affichée.' }),
    'sans-expiration': label().meta({ label: 'Sans expiration' }),
    assureur: label().meta({ label: 'Assureur', help: 'Écrivez « à fournir » tant que l’entreprise ne l’a pas donné : rien n’est affiché et server check le signale.' }),
    police: label().meta({ label: 'Numéro de police', help: 'Tel que l’assureur l’écrit ; « à fournir » tant qu’il manque.' }),
    couverture: label().meta({ label: 'Image de couverture' }),
    verifier: label('nom').meta({ label: 'Verifier' }),
    ailleurs: label('lieu').meta({ label: 'Ailleurs' }),
    secteur: label('secteur').meta({ label: 'Secteur', help: 'medical, garderie ou entreprise.' }),
  }).meta({ label: 'Preuves' }),
  formulaire: group({
    piege: label().meta({ label: 'Piege' }),
    choisir: label().meta({ label: 'Choisir' }),
    'lien-politique-consentement': label().meta({ label: 'Lien politique consentement' }),
    'lien-politique': label().meta({ label: 'Lien politique' }),
    'nouvel-onglet': label().meta({ label: 'Nouvel onglet' }),
    'cadre-soumission': label().meta({ label: 'Cadre soumission' }),
  }).meta({ label: 'Formulaire' }),
  notifications: group({ region: label().meta({ label: 'Région administrative' }), fermer: label().meta({ label: 'Fermer' }) }).meta({ label: 'Notifications' }),
  suite: group({
    'merci-prenom': label('prenom').meta({ label: 'Merci prenom' }),
    merci: label().meta({ label: 'Merci' }),
    reference: label().meta({ label: 'Reference' }),
    'reference-courriel': label().meta({ label: 'Reference courriel' }),
    'reference-aide': label().meta({ label: 'Reference aide' }),
    'titre-suite': label().meta({ label: 'Titre suite' }),
    maintenant: label().meta({ label: 'Maintenant' }),
    courriel: label().meta({ label: 'Courriel' }),
    quand: label('delai').meta({ label: 'Quand' }),
    rappel: label().meta({ label: 'Rappel' }),
    presse: label().meta({ label: 'Presse' }),
    appeler: label('telephone').meta({ label: 'Appeler' }),
    lecture: label().meta({ label: 'Temps de lecture' }),
    blogue: label().meta({ label: 'Blogue' }),
    'autre-demande': label().meta({ label: 'Autre demande' }),
    'attente-titre': label().meta({ label: 'Attente titre' }),
    'attente-texte': label().meta({ label: 'Attente texte' }),
    'attente-appel': label('telephone').meta({ label: 'Attente appel' }),
  }).meta({ label: 'Suite' }),
  message: group({ 'retour-accueil': label().meta({ label: 'Retour accueil' }) }).meta({ label: 'Message' }),
  introuvable: group({ titre: label().meta({ label: 'Titre' }), texte: label().meta({ label: 'Texte' }), suggestions: label().meta({ label: 'Suggestions' }), retour: label().meta({ label: 'Retour' }) }).meta({ label: 'Introuvable' }),
});

export type UiStrings = z.output<typeof uiStringsSchema>;
