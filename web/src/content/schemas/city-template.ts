import { z } from 'zod';
import { activeValues, placeholdersOf, unknownKey } from '../placeholders';
import { districtKind } from './city';
import { iconName as icon } from './icons';
import { line } from './text';

/**
 * The copy of the 36 sector-city pages (spec 2.17), as templates in data/pages-ville/:
 *   - commun.yaml: the frame every page shares (section titles, stats, neighbours);
 *   - medical.yaml, garderie.yaml, entreprise.yaml: one sector's text;
 *   - sur-mesure/laval.yaml, sur-mesure/longueuil.yaml: the six custom pages of spec 2.1.
 * Their `{clé}` placeholders are the global ones of chiffres.yaml (`{prix.garderie.petite}`) and
 * the page's own, filled per city by ../local/template.ts (`{ville}`, `{ville.de}`, `{clients}`,
 * `{quartier.pole.a}`…, listed in PAGE_KEYS below and in CONTENT.md). A key that is neither fails
 * the build here, at load time, naming file and field; a key left unfilled fails it when the page
 * is built.
 */

/** The page's own keys, besides `quartier.<rôle>[.de|.a|.repere]` of the roles a file declares. */
export const PAGE_KEYS = [
  // The city, from its file in data/villes/.
  'ville',
  'ville.de',
  'ville.a',
  'ville.avec-region',
  'ville.population',
  'ville.region',
  'ville.region.dans',
  'ville.region.dans.majuscule',
  'ville.reseau-sante',
  'ville.portrait',
  'ville.acces',
  'ville.equipe',
  'ville.note',
  'ville.clients',
  'ville.quartiers.liste',
  ...[1, 2, 3, 4, 5, 6].map((n) => `ville.quartier.${n}`),
  'ville.voisines.a',
  // The generic pages' own local text (the custom pages of Laval and Longueuil have theirs).
  'ville.accroche',
  'ville.trajets',
  'ville.saison.titre',
  'ville.saison.texte',
  'ville.quartiers.intro',
  'ville.faq.question',
  'ville.faq.reponse',
  // The page: its response time, its sector, the firm's phone number.
  'delai',
  'secteur',
  'secteur.clientele',
  'telephone',
] as const;

const ROLE_FORMS = ['', '.de', '.a', '.repere'];

/** Every key a template of a file with these roles may use. */
export const templateKeys = (roles: readonly string[] = []): ReadonlySet<string> =>
  new Set([...(activeValues()?.keys() ?? []), ...PAGE_KEYS, ...roles.flatMap((r) => ROLE_FORMS.map((f) => `quartier.${r}${f}`))]);

/** Reports every unknown `{clé}` and stray brace of the strings under `value`, with its field. */
export function checkTemplates(value: unknown, keys: ReadonlySet<string>, ctx: z.RefinementCtx, path: (string | number)[] = []): void {
  // Parsed without the site's values (an editor inspecting the schema): nothing to check keys against.
  if (!activeValues()) return;
  if (typeof value === 'string') {
    for (const key of placeholdersOf(value)) {
      if (!keys.has(key)) ctx.addIssue({ code: 'custom', path, message: unknownKey(key, keys), input: value });
    }
    if (/[{}]/.test(value.replace(/\{[^{}\s]+\}/g, ''))) ctx.addIssue({ code: 'custom', path, message: `accolade sans clé dans « ${value} »`, input: value });
  } else if (Array.isArray(value)) value.forEach((v, i) => checkTemplates(v, keys, ctx, [...path, i]));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) checkTemplates(v, keys, ctx, [...path, k]);
  }
}

/** A template: text with `{clés}`, filled and typeset per page. */
const template = z.string().min(3);
const card = z.strictObject({ icone: icon.meta({ label: 'Icône', help: 'Une icône de la liste permise.' }), titre: template.meta({ label: 'Titre' }), description: template.meta({ label: 'Description' }) });
const faq = z.strictObject({ question: template.meta({ label: 'Question' }), reponse: template.meta({ label: 'Réponse' }) });

/**
 * A district named by its role in the sentences: the `rang`-th district (from 1) whose kind is
 * one of `types`, then the city's other districts in order; the districts of the roles in `sauf`
 * are left out. `facultatif`: an empty text when the city has no district of those kinds.
 */
const role = z.strictObject({
  types: z.array(districtKind).min(1).meta({ label: 'Types', item: 'type' }),
  rang: z.number().int().min(1).max(6).default(1).meta({ label: 'Rang' }),
  sauf: z.array(z.string()).default([]).meta({ label: 'Sauf' }),
  facultatif: z.boolean().default(false).meta({ label: 'Facultatif' }),
});
export type DistrictRole = z.output<typeof role>;

export const sectorTemplateSchema = z
  .strictObject({
    roles: z.record(z.string().regex(/^[a-z0-9-]+$/), role).meta({ label: 'Rôles des quartiers' }),
    referencement: z.strictObject({ titre: template.meta({ label: 'Titre' }), description: template.meta({ label: 'Description' }), motsCles: z.array(template).min(3).meta({ label: 'Mots-clés' }) }).meta({ label: 'Référencement (titre et description)' }),
    accroche: template.meta({ label: 'Accroche' }),
    presentation: z.strictObject({ titre: template.meta({ label: 'Titre' }), paragraphes: z.array(template).min(2).max(4).meta({ label: 'Paragraphes', item: 'paragraphe' }) }).meta({ label: 'Présentation' }),
    raisons: z.array(card).length(4).meta({ label: 'Raisons' }),
    services: z.strictObject({ intro: template.meta({ label: 'Introduction' }) }).meta({ label: 'Services' }),
    quartiers: z.strictObject({ intro: template.meta({ label: 'Introduction' }) }).meta({ label: 'Quartiers', help: 'Les six quartiers montrés sur les pages de la ville.' }),
    chiffres: z.strictObject({ clients: template.meta({ label: 'Clients' }) }).meta({ label: 'Chiffres' }),
    faq: z.array(faq).length(3).meta({ label: 'FAQ', item: 'question' }),
    conformite: z.strictObject({ titre: template.meta({ label: 'Titre' }), texte: template.meta({ label: 'Texte' }), lien: template.meta({ label: 'Lien' }) }).meta({ label: 'Conformité' }),
    audit: z.strictObject({ intro: template.meta({ label: 'Introduction' }) }).meta({ label: 'Audit' }),
  })
  .superRefine((file, ctx) => {
    const roles = Object.keys(file.roles);
    for (const [name, r] of Object.entries(file.roles)) {
      r.sauf.forEach((other, i) => {
        if (!roles.includes(other)) ctx.addIssue({ code: 'custom', path: ['roles', name, 'sauf', i], message: `rôle inconnu : ${other}` });
      });
    }
    const { roles: _, ...texts } = file;
    checkTemplates(texts, templateKeys(roles), ctx);
  });
export type SectorTemplate = z.output<typeof sectorTemplateSchema>;

const stat = z.strictObject({ valeur: template.meta({ label: 'Valeur' }), libelle: template.meta({ label: 'Libellé' }) });

export const cityFrameSchema = z
  .strictObject({
    /** Emergency response time promised on the generic pages (spec 2.12: under 2 h), by key: `{delais.urgence}`. */
    delai: line.meta({ label: 'Délai' }),
    accueil: template.meta({ label: 'Accueil' }),
    heros: z.strictObject({ surtitre: template.meta({ label: 'Surtitre' }), titre: template.meta({ label: 'Titre' }) }).meta({ label: 'Accroches' }),
    boutons: z.strictObject({ audit: template.meta({ label: 'Audit' }), appel: template.meta({ label: 'Bouton d’appel' }) }).meta({ label: 'Boutons' }),
    equipe: template.meta({ label: 'Titre de la raison « équipe »' }),
    titres: z.strictObject({
      raisons: template.meta({ label: 'Raisons' }),
      services: template.meta({ label: 'Services' }),
      quartiers: template.meta({ label: 'Quartiers', help: 'Les six quartiers montrés sur les pages de la ville.' }),
      temoignages: template.meta({ label: 'Témoignages' }),
      chiffres: template.meta({ label: 'Chiffres' }),
      faq: template.meta({ label: 'FAQ' }),
      audit: template.meta({ label: 'Audit' }),
      voisines: template.meta({ label: 'Villes voisines' }),
      proches: template.meta({ label: 'Proches' }),
    }).meta({ label: 'Titres' }),
    chiffres: z.strictObject({ clients: template.meta({ label: 'Clients' }), urgence: stat.meta({ label: 'Urgence' }), soumission: stat.meta({ label: 'Soumission' }), note: stat.meta({ label: 'Note' }) }).meta({ label: 'Chiffres' }),
    voisines: z.strictObject({ intro: template.meta({ label: 'Introduction' }), lien: template.meta({ label: 'Lien' }) }).meta({ label: 'Villes voisines' }),
  })
  .superRefine((file, ctx) => checkTemplates(file, templateKeys(), ctx));
export type CityFrame = z.output<typeof cityFrameSchema>;

/** A custom page's own text (spec 2.1), in place of the sector template's. */
export const customPageSchema = z.strictObject({
  accroche: template.meta({ label: 'Accroche' }),
  presentation: z.array(template).min(2).max(4).meta({ label: 'Présentation' }),
  raisons: z.array(card).length(4).meta({ label: 'Raisons' }),
  quartiers: z.strictObject({ intro: template.meta({ label: 'Introduction' }) }).meta({ label: 'Quartiers', help: 'Les six quartiers montrés sur les pages de la ville.' }),
  faq: z.array(faq).length(3).meta({ label: 'FAQ', item: 'question' }),
});

/** data/pages-ville/sur-mesure/<ville>.yaml: the city's three custom pages. */
export const customCitySchema = z
  .strictObject({
    /** Emergency response time promised on these pages (spec 2.12: under 1.5 h in Laval, 1 h in Longueuil). */
    delai: z.string().min(2).meta({ label: 'Délai' }),
    medical: customPageSchema.meta({ label: 'Médical' }),
    garderie: customPageSchema.meta({ label: 'Garderies et CPE' }),
    entreprise: customPageSchema.meta({ label: 'Entreprises' }),
  })
  .superRefine((file, ctx) => checkTemplates(file, templateKeys(), ctx));
export type CustomCity = z.output<typeof customCitySchema>;
export type CustomPage = z.output<typeof customPageSchema>;
