import { z } from 'zod';
import { photoFile } from './images';
import { starRating } from './page-parts';
import { sectorSlugs } from './sector';
import { line, prose, slug } from './text';
import { withdrawn } from './withdrawal';

/**
 * A client's words on the city pages (spec 3.1: texte, auteur, poste, quartier), one file each in
 * data/temoignages/: tied to one city (`ville`, the name of its file in data/villes/) and one
 * sector, in one of the city's districts, with the stars the client gave if any. A city has any
 * number of them, at least one per sector; a person is quoted for one city only (../rules.ts
 * checks both across the files). Each is shown on its own sector's pages of its city; the city's
 * other sectors only under a labelled heading.
 */
const isoDate = z.iso.date().or(z.date().transform((d) => d.toISOString().slice(0, 10)));

const CONSENT_NEEDED = 'un nom complet ou une photo exige le consentement écrit de la personne : cochez « consentement » et donnez sa date, ou choisissez « initiales » sans photo';

export const cityTestimonialSchema = z
  .strictObject({
    ville: slug.meta({ label: 'Ville' }),
    secteur: z.enum(sectorSlugs).meta({ label: 'Secteur', help: 'medical, garderie ou entreprise.' }),
    quartier: z.string().min(2).meta({ label: 'Quartier', help: 'Un des quartiers de la même ville.' }),
    /** The person's full name, as the firm keeps it. */
    auteur: z.string().min(2).meta({ label: 'Auteur' }),
    /** The name shown: the full name (only with `consentement`), or the initials only (« N. R. »). */
    affichage: z.enum(['nom-complet', 'initiales']).meta({ label: 'Nom affiché', help: 'Ce que le client a permis par écrit : son nom complet ou ses initiales seulement.' }),
    poste: line.meta({ label: 'Poste' }),
    /** The client's organization, when the client allows it to be named. */
    entreprise: line.optional().meta({ label: 'Entreprises' }),
    /** A portrait in src/assets/photos/, only with the person's consent (Law 25). */
    photo: z
      .strictObject({
        fichier: photoFile.meta({
          label: 'Photo de la personne (JPEG, PNG, WebP ou AVIF)',
          help: 'Téléversez sa photo : seulement avec son consentement écrit, coché et daté plus bas (Loi 25). Sans photo, le témoignage s’affiche sans portrait.',
        }),
      })
      .optional()
      .meta({ label: 'Photo' }),
    texte: prose.meta({ label: 'Texte' }),
    /** The stars the client gave, shown above the quote as on the other pages' testimonials. */
    note: starRating.optional(),
    /**
     * The person's written consent (Law 25) to the publication of their quote, their name as
     * displayed and their photo: ticked by whoever holds the signed form, never by default. A full
     * name or a photo is published only with it.
     */
    consentement: z.boolean().optional().meta({ label: 'La personne a signé son consentement à la publication de sa citation, de son nom tel qu’affiché (complet ou initiales) et de sa photo s’il y en a une', help: 'Loi 25 : cochez seulement si vous avez ce consentement écrit et daté. Sans lui, le témoignage n’affiche que les initiales, sans photo.' }),
    /** The day the person signed that consent. */
    dateConsentement: isoDate.optional().meta({ label: 'Date du consentement signé (AAAA-MM-JJ)', help: 'Le jour où la personne a signé. Obligatoire quand la case est cochée.' }),
    /** « Retirer du site »: the file (and its consent) stays, the quote is no longer shown (./withdrawal.ts). */
    retire: withdrawn,
  })
  .superRefine((t, ctx) => {
    if ((t.affichage === 'nom-complet' || t.photo) && t.consentement !== true) {
      ctx.addIssue({ code: 'custom', path: ['consentement'], message: CONSENT_NEEDED });
    }
    if (t.consentement === true && !t.dateConsentement) {
      ctx.addIssue({ code: 'custom', path: ['dateConsentement'], message: 'la date du consentement écrit manque (AAAA-MM-JJ)' });
    }
    if (t.consentement !== true && t.dateConsentement) {
      ctx.addIssue({ code: 'custom', path: ['consentement'], message: 'une date de consentement sans la case cochée : cochez « consentement » ou effacez la date' });
    }
  });
export type CityTestimonial = z.output<typeof cityTestimonialSchema>;

/** The name shown: « Nathalie Roy », or « N. R. » (a title such as « Dre » is kept: « Dre I. G. »). */
export function shownName(t: Pick<CityTestimonial, 'auteur' | 'affichage'>): string {
  if (t.affichage === 'nom-complet') return t.auteur;
  return t.auteur
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (/^(Dr|Dre|M|Mme)\.?$/.test(word) ? word : word.split('-').map((part) => `${part.charAt(0).toUpperCase()}.`).join('-')))
    .join('\u00a0');
}
