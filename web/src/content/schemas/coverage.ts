import { z } from 'zod';
import { objet } from './french-keys';
import { actionSchema, contactDetailsSchema, linkSchema, sectionHead, seoSchema, testimonialSchema } from './page-parts';
import { line, prose } from './text';

/**
 * The Greater Montréal coverage page (spec 2.8): its copy (data/zone-couverture.yaml), its
 * localities (data/localites.yaml) and its map's frame (data/carte-couverture.yaml).
 */
export const coveragePageSchema = objet({
  referencement: seoSchema.meta({ label: 'Référencement (titre et description)' }),
  fil: line.meta({ label: 'Fil d’Ariane' }),
  heros: objet({ surtitre: line.meta({ label: 'Surtitre' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), actions: z.array(actionSchema).min(1).max(2).meta({ label: 'Boutons', item: 'bouton' }) }).meta({ label: 'Accroches' }),
  carte: objet({ ...sectionHead }).meta({ label: 'Carte' }),
  localites: objet({ ...sectionHead, autresVilles: linkSchema.meta({ label: 'Autres villes' }) }).meta({ label: 'Localités' }),
  temoignages: objet({ id: sectionHead.id.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), elements: z.array(testimonialSchema).min(2).meta({ label: 'Éléments', item: 'témoignage' }) }).meta({ label: 'Témoignages' }),
  formulaire: objet({ ...sectionHead, details: contactDetailsSchema.meta({ label: 'Détails' }) }).meta({ label: 'Formulaire' }),
});

export type CoveragePageContent = z.output<typeof coveragePageSchema>;

const lat = z.number().min(44.9).max(49);
const lon = z.number().min(-80).max(-64);

export const localitySchema = objet({
  nom: z.string().min(2).meta({ label: 'Nom' }),
  libelleCarte: z.string().min(2).optional().meta({ label: 'Nom de la carte' }),
  region: z.string().min(1).meta({ label: 'Région administrative' }),
  lat: lat.meta({ label: 'Latitude' }),
  lon: lon.meta({ label: 'Longitude' }),
  libelle: z.enum(['left', 'right', 'above', 'below']).meta({ label: 'Libellé' }),
  zone: z.boolean().optional().meta({ label: 'Zone' }),
  nomListe: z.string().min(2).optional().meta({ label: 'Nom de la liste' }),
});

export const localitiesSchema = objet({ regions: z.record(z.string(), z.string().min(2)).meta({ label: 'Régions' }), localites: z.array(localitySchema).min(1).meta({ label: 'Localités', item: 'localité' }) })
  .superRefine((data, ctx) => {
    data.localites.forEach((l, i) => {
      if (!(l.region in data.regions)) {
        ctx.addIssue({ code: 'custom', path: ['localites', i, 'region'], message: `région inconnue (permises : ${Object.keys(data.regions).join(', ')})` });
      }
    });
    const names = data.localites.map((l) => l.name);
    names.forEach((n, i) => {
      if (names.indexOf(n) !== i) ctx.addIssue({ code: 'custom', path: ['localites', i, 'nom'], message: 'localité en double' });
    });
  });

export type Localities = z.output<typeof localitiesSchema>;

/** The map's frame and the waters it names; the land itself comes from Natural Earth (src/lib/map). */
export const coverageMapSchema = objet({
    limites: objet({ nord: lat.meta({ label: 'Nord' }), sud: lat.meta({ label: 'Sud' }), ouest: lon.meta({ label: 'Ouest' }), est: lon.meta({ label: 'Est' }) }).meta({ label: 'Limites' }),
    eaux: z.array(objet({ nom: z.string().min(2).meta({ label: 'Nom' }), lat: lat.meta({ label: 'Latitude' }), lon: lon.meta({ label: 'Longitude' }) })).meta({ label: 'Eaux' }),
    titre: line.meta({ label: 'Titre' }),
    description: prose.meta({ label: 'Description' }),
  })
  .refine((m) => m.bounds.north > m.bounds.south && m.bounds.east > m.bounds.west, { message: 'nord doit dépasser sud, et est dépasser ouest', path: ['bounds'] });
