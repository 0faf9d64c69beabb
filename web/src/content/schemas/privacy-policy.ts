import { z } from 'zod';
import { objet } from './french-keys';
import { line, prose } from './text';

/**
 * The privacy policy (spec 2.7: in force 1 January 2025, seven numbered sections, a pricing
 * disclaimer), written in Markdown in data/politique-confidentialite.md for Québec's Law 25. Facts
 * it states, and where they come from: the retention (`{conservation.mois}`) from
 * `site.leadRetentionDays` (the server's `RETENTION_DAYS`, default 730 days = 24 months), the
 * officer from config/business.json, the embedded form's provider from `QUOTE_FORM_EMBED_URL`.
 *
 * This schema checks the frontmatter; the body is turned into the page's sections by its page
 * model (src/page-models/privacy-policy.ts).
 */

export const privacyFrontmatterSchema = objet({
  id: z.literal('privacy-policy').meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }),
  titre: line.meta({ label: 'Titre' }),
  /** The date the policy takes effect; forms/catalog.json's `policyVersion` must say the same. */
  enVigueur: z.iso.date().or(z.date().transform((d) => d.toISOString().slice(0, 10))).meta({ label: 'Date d’entrée en vigueur' }),
  /** Filled with this page's keys too ({date-en-vigueur}), so checked when the body is. */
  chapeau: z.string().min(10).meta({ label: 'Chapeau' }),
  formulaireExterne: z.string().min(10).meta({ label: 'Formulaire externe' }),
  avis: objet({ titre: line.meta({ label: 'Titre' }), texte: prose.meta({ label: 'Texte' }) }).meta({ label: 'Avis' }),
});

export type PrivacyFrontmatter = z.output<typeof privacyFrontmatterSchema>;
