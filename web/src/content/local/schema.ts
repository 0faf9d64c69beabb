import type { LucideIcon } from 'lucide-react';
import { z } from 'zod';
import { citySlugs } from '../cities';
import { sectorSlugs } from '../sectors';
import { typography } from '../../lib/typography';

/**
 * Zod schemas of the local pages' content (spec 3.1). Every data file of this folder parses its
 * records with these, so a missing or malformed record fails the build.
 */

/** Prose: no empty strings, no leftover template placeholders, OQLF spacing applied. */
export const prose = z
  .string()
  .min(10)
  .refine((s) => !/[{}]/.test(s), { message: 'unresolved placeholder' })
  .transform(typography);

/** A heading or label: OQLF spacing applied. */
export const line = z.string().min(3).transform(typography);

export const icon = z.custom<LucideIcon>((v) => typeof v === 'function' || (typeof v === 'object' && v !== null));

export const faqSchema = z.object({ question: line, answer: prose });
export type LocalFaq = z.infer<typeof faqSchema>;

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

/** What a district is mostly made of: a clinic, a CPE or a warehouse is placed accordingly. */
export const districtKind = z.enum(['residentiel', 'commercial', 'industriel', 'institutionnel', 'patrimonial']);
export type DistrictKind = z.infer<typeof districtKind>;

const perSector = <T extends z.ZodType>(schema: T) =>
  z.object({ medical: schema, garderie: schema, entreprise: schema });

/**
 * What the sector-city template knows about a city beyond its 3.1 record: its administrative
 * region, its health authority, a portrait, how our teams reach it, and one local remark per
 * sector. These make the 36 pages differ by substance, not by the city's name alone.
 */
export const cityProfileSchema = z.object({
  slug: z.enum(citySlugs),
  /** Administrative region of Québec, as a name (« Estrie ») and after « in » (« en Estrie »). */
  region: z.string().min(3),
  regionIn: z.string().regex(/^(en|au|à|dans) /),
  /** The health network that covers the city, after « le réseau »: « du CISSS de Laval ». */
  sante: z.string().regex(/^(du|des) /),
  portrait: prose,
  /** What each of the city's six districts is known for, in the order of `City.quartiers`. */
  reperes: z.array(line).length(6),
  acces: prose,
  /** Title of the reason that presents `acces`; « Une équipe {regionIn} » when absent. */
  equipe: line.optional(),
  notes: perSector(prose),
  /** What each district is, in the order of `City.quartiers`, so sentences pick districts by role. */
  kinds: z.array(districtKind).length(6),
  /**
   * The generic pages' own local text (the custom pages of ./custom replace these): a hero line
   * per sector, travel times inside the city, a seasonal reality, the districts section's intro
   * and one local FAQ per sector.
   */
  hero: perSector(prose).optional(),
  trajets: prose.optional(),
  saison: z.object({ title: line, text: prose }).optional(),
  quartiers: prose.optional(),
  faq: perSector(faqSchema).optional(),
});
export type CityProfile = z.infer<typeof cityProfileSchema>;

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
