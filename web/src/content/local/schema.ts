import { z } from 'zod';
import { sectorSlugs } from '../sectors';
import { faqSchema } from '../schemas/city';
import { line, prose } from '../schemas/text';

/**
 * Zod schemas of the local pages' content (spec 3.1). Every data file of this folder parses its
 * records with these, so a missing or malformed record fails the build.
 */

export { line, prose } from '../schemas/text';
export { districtKind, faqSchema, type DistrictKind, type LocalFaq } from '../schemas/city';

export { iconName as icon } from '../schemas/icons';
import { iconName as icon } from '../schemas/icons';

/** A sector-page testimonial before it is placed in a city: the district comes from the city. */
export const testimonialSchema = z.object({
  texte: prose,
  auteur: z.string().min(2),
  poste: z.string().min(3),
});
export type LocalTestimonial = z.infer<typeof testimonialSchema>;

/** Spec 3.1's sector-page testimonial, with its district. */
export type PlacedTestimonial = LocalTestimonial & { quartier: string };

export const reasonSchema = z.object({ icon, title: line, description: prose });
export type LocalReason = z.infer<typeof reasonSchema>;

/**
 * A custom page's own text (spec 2.1: the Laval and Longueuil pages of every sector), rendered by
 * the generic template in place of the generated text.
 */
export const cityOverrideSchema = z.object({
  heroLead: prose,
  intro: z.array(prose).min(2).max(4),
  reasons: z.array(reasonSchema).length(4),
  districtsLead: prose,
  /** Local response time (spec 2.12: under 1.5 h in Laval, under 1 h in Longueuil). */
  responseTime: z.string().min(2),
  faqs: z.array(faqSchema).length(3),
});
export type CityOverride = z.infer<typeof cityOverrideSchema>;

export const sectorKey = z.enum(sectorSlugs);
