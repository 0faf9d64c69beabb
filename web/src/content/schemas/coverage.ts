import { z } from 'zod';
import { objet } from './french-keys';
import { actionSchema, contactDetailsSchema, linkSchema, sectionHead, seoSchema, testimonialSchema } from './page-parts';
import { line, prose } from './text';

/**
 * The Greater Montréal coverage page (spec 2.8): its copy (data/zone-couverture.yaml), its
 * localities (data/localites.yaml) and its map's frame (data/carte-couverture.yaml).
 */
export const coveragePageSchema = objet({
  referencement: seoSchema,
  fil: line,
  heros: objet({ surtitre: line, titre: line, chapeau: prose, actions: z.array(actionSchema).min(1).max(2) }),
  carte: objet({ ...sectionHead }),
  localites: objet({ ...sectionHead, autresVilles: linkSchema }),
  temoignages: objet({ id: sectionHead.id, titre: line, elements: z.array(testimonialSchema).min(2) }),
  formulaire: objet({ ...sectionHead, details: contactDetailsSchema }),
});

export type CoveragePageContent = z.output<typeof coveragePageSchema>;

const lat = z.number().min(44.9).max(49);
const lon = z.number().min(-80).max(-64);

export const localitySchema = objet({
  nom: z.string().min(2),
  libelleCarte: z.string().min(2).optional(),
  region: z.string().min(1),
  lat,
  lon,
  libelle: z.enum(['left', 'right', 'above', 'below']),
  zone: z.boolean().optional(),
  nomListe: z.string().min(2).optional(),
});

export const localitiesSchema = objet({ regions: z.record(z.string(), z.string().min(2)), localites: z.array(localitySchema).min(1) })
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
    limites: objet({ nord: lat, sud: lat, ouest: lon, est: lon }),
    eaux: z.array(objet({ nom: z.string().min(2), lat, lon })),
    titre: line,
    description: prose,
  })
  .refine((m) => m.bounds.north > m.bounds.south && m.bounds.east > m.bounds.west, { message: 'nord doit dépasser sud, et est dépasser ouest', path: ['bounds'] });
