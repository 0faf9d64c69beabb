import { z } from 'zod';
import { objet } from './french-keys';
import { iconName as icon } from './icons';
import { fillField, line, prose } from './text';

/**
 * Pieces the site-level pages (home, blog, contact, audit, coverage) are written with, shared by
 * their schemas so a hero or a card reads the same in every file.
 */

/** A link target: a path (`/zone-couverture`), an anchor (`#contact`), `mailto:` or `tel:`; `{clés}` are filled. */
export const href = z
  .string()
  .regex(/^(\/|#|mailto:|tel:|https:\/\/|\{)/, { message: 'commence par /, #, mailto:, tel:, https:// ou une {clé}' })
  .transform(fillField);

/** An in-page anchor: lowercase words joined by hyphens. */
export const anchor = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'identifiant en minuscules, mots séparés par des traits d’union' });

export const seoSchema = objet({ titre: line, description: prose, motsCles: z.array(z.string().min(3)).min(3) });

export const actionSchema = objet({ libelle: line, href, variante: z.enum(['primary', 'accent', 'outline']).optional() });

export const linkSchema = objet({ libelle: line, href });

export const iconCardShape = {
  icone: icon,
  titre: line,
  sousTitre: line.optional(),
  description: prose.optional(),
  href: href.optional(),
  libelleLien: line.optional(),
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
  .meta({ title: 'Note (étoiles, de 1 à 5)', description: 'Le nombre d’étoiles que la personne a données, de 1 à 5 ; laissez vide si elle n’en a pas donné.' });

export const testimonialFields = {
  texte: prose,
  auteur: z.string().min(2),
  poste: line,
  note: starRating.optional(),
};
const asCard = <T extends { texte: string; auteur: string; poste: string; note?: number }>({ texte, auteur, poste, note, ...rest }: T) => ({
  quote: texte,
  name: auteur,
  role: poste,
  ...(note ? { rating: note } : {}),
  ...rest,
});
export const testimonialSchema = z.strictObject({ ...testimonialFields, question: line.optional() }).transform(asCard);
/** A testimonial that answers a client's question (the home page's second block). */
export const answeredTestimonialSchema = z.strictObject({ ...testimonialFields, question: line }).transform(asCard);

export const statSchema = objet({ valeur: line, libelle: line });

/** The « talk to an advisor » panel; its hours come from data/heures.yaml. */
export const contactDetailsShape = { titre: line, libelleAppel: line };
export const contactDetailsSchema = objet(contactDetailsShape);

/** The office and emergency hours (data/heures.yaml). */
export const hoursSchema = z.array(objet({ libelle: line, texte: line })).min(1);
export type Hours = z.output<typeof hoursSchema>;

/** A section's heading: its anchor, title and lead. */
export const sectionHead = { id: anchor, titre: line, chapeau: prose };
