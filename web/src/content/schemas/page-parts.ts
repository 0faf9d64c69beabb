import { z } from 'zod';
import { objet } from './french-keys';
import { iconName as icon } from './icons';
import { fillField, line, pageTitle, prose } from './text';

/**
 * Pieces the site-level pages (home, blog, contact, audit, coverage) are written with, shared by
 * their schemas so a hero or a card reads the same in every file.
 */

/** A link target: a path (`/zone-couverture`), an anchor (`#contact`), `mailto:` or `tel:`; `{clés}` are filled. */
export const href = z
  .string()
  .regex(/^(\/|#|mailto:|tel:|https:\/\/|\{)/, { message: 'commence par /, #, mailto:, tel:, https:// ou une {clé}' })
  .transform(fillField)
  .meta({ label: 'Adresse du lien', help: 'Une page (/zone-couverture), une section (#contact), mailto: ou tel:.' });

/** An in-page anchor: lowercase words joined by hyphens. */
export const anchor = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'identifiant en minuscules, mots séparés par des traits d’union' });

export const seoSchema = objet({ titre: pageTitle, description: prose.meta({ label: 'Description' }), motsCles: z.array(z.string().min(3)).min(3).meta({ label: 'Mots-clés' }) });

export const actionSchema = objet({ libelle: line.meta({ label: 'Libellé' }), href, variante: z.enum(['primary', 'accent', 'outline']).optional().meta({ label: 'Variante' }) });

export const linkSchema = objet({ libelle: line.meta({ label: 'Libellé' }), href });

export const iconCardShape = {
  icone: icon.meta({ label: 'Icône', help: 'Une icône de la liste permise.' }),
  titre: line.meta({ label: 'Titre' }),
  sousTitre: line.optional().meta({ label: 'Sous-titre' }),
  description: prose.optional().meta({ label: 'Description' }),
  href: href.optional(),
  libelleLien: line.optional().meta({ label: 'Texte du lien' }),
};
export const iconCardSchema = objet(iconCardShape);

/**
 * A client's words, as every page writes them (the city testimonials of data/temoignages/ too):
 * `texte`, `auteur`, `poste`, and `note` (1 to 5) to show that many stars. The components get
 * `{ quote, name, role, rating }`.
 */
/** The stars a client gave, 1 to 5, shown as that many stars: a number field in the editor, never filled by default. */
const STARS = 'une note entière de 1 à 5 étoiles (ex. : 5), ou rien si la personne n’en a pas donné';
export const starRating = z
  .number({ message: STARS })
  .int({ message: STARS })
  .min(1, { message: STARS })
  .max(5, { message: STARS })
  .meta({ label: 'Note (étoiles, de 1 à 5)', help: 'Le nombre d’étoiles que la personne a données, de 1 à 5 ; laissez vide si elle n’en a pas donné.' });

export const testimonialFields = {
  texte: prose.meta({ label: 'Texte' }),
  auteur: z.string().min(2).meta({ label: 'Auteur' }),
  poste: line.meta({ label: 'Poste' }),
  note: starRating.optional(),
};
const asCard = <T extends { texte: string; auteur: string; poste: string; note?: number }>({ texte, auteur, poste, note, ...rest }: T) => ({
  quote: texte,
  name: auteur,
  role: poste,
  ...(note ? { rating: note } : {}),
  ...rest,
});
export const testimonialSchema = z.strictObject({ ...testimonialFields, question: line.optional().meta({ label: 'Question' }) }).transform(asCard);
/** A testimonial that answers a client's question (the home page's second block). */
export const answeredTestimonialSchema = z.strictObject({ ...testimonialFields, question: line.meta({ label: 'Question' }) }).transform(asCard);

export const statSchema = objet({ valeur: line.meta({ label: 'Valeur' }), libelle: line.meta({ label: 'Libellé' }) });

/** The « talk to an advisor » panel; its hours come from data/heures.yaml. */
export const contactDetailsShape = { titre: line.meta({ label: 'Titre' }), libelleAppel: line.meta({ label: 'Libellé du bouton d’appel' }) };
export const contactDetailsSchema = objet(contactDetailsShape);

/** The office and emergency hours (data/heures.yaml). */
export const hoursSchema = z.array(objet({ libelle: line.meta({ label: 'Libellé' }), texte: line.meta({ label: 'Texte' }) })).min(1);
export type Hours = z.output<typeof hoursSchema>;

/** A section's heading: its anchor, title and lead. */
export const sectionHead = { id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }) };
