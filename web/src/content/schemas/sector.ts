import { z } from 'zod';
import { objet } from './french-keys';
import { iconName } from './icons';
import { line, prose } from './text';

/**
 * The three sectors of the spec's routes (`/nettoyage-{sector}-{city}`) and their records (3.1:
 * secteur, secteurSlug, secteurNom, norme, 5 services), in data/secteurs.yaml. `name` is the
 * service's name, used in breadcrumbs, link labels and the LocalBusiness description.
 */
export const sectorSlugs = ['medical', 'garderie', 'entreprise'] as const;

export type SectorSlug = (typeof sectorSlugs)[number];

const service = objet({ icone: iconName.meta({ label: 'Icône', help: 'Une icône de la liste permise.' }), titre: line.meta({ label: 'Titre' }), description: prose.meta({ label: 'Description' }) });

export const sectorSchema = objet({
    secteur: z.enum(sectorSlugs).meta({ label: 'Secteur', help: 'medical, garderie ou entreprise.' }),
    /** Path segment of the sector landing page: `nettoyage-medical`. */
    secteurSlug: z.string().regex(/^nettoyage-[a-z]+$/).meta({ label: 'Secteur' }),
    nom: z.string().min(1).meta({ label: 'Nom' }),
    /** Who the sector serves, as a heading: « Cliniques et établissements de santé ». */
    secteurNom: z.string().min(1).meta({ label: 'Nom du secteur' }),
    /** The regulator whose rules the sector's cleaning follows (spec 1, 3.1). */
    norme: z.enum(['MSSS', 'Ministère de la Famille', 'CNESST']).meta({ label: 'Norme' }),
    /** The regulator's full name, for running text. */
    normeNom: z.string().min(1).meta({ label: 'Nom de la norme' }),
    icone: iconName.meta({ label: 'Icône', help: 'Une icône de la liste permise.' }),
    services: z.array(service).length(5).meta({ label: 'Services', item: 'service' }),
  })
  .refine((s) => s.secteurSlug === `nettoyage-${s.secteur}`, { message: 'secteurSlug doit valoir nettoyage-{secteur}', path: ['secteurSlug'] });

export type Sector = z.output<typeof sectorSchema>;
export type SectorService = z.output<typeof service>;

/** The three records, each filed under its own key. */
export const sectorRecordSchema = objet({ medical: sectorSchema.meta({ label: 'Médical' }), garderie: sectorSchema.meta({ label: 'Garderies et CPE' }), entreprise: sectorSchema.meta({ label: 'Entreprises' }) })
  .superRefine((r, ctx) => {
    for (const k of sectorSlugs) {
      if (r[k].secteur !== k) ctx.addIssue({ code: 'custom', path: [k, 'secteur'], message: `doit valoir ${k}, la clé de l’entrée` });
    }
  });
