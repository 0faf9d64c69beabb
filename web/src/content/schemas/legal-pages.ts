import { z } from 'zod';
import { objet } from './french-keys';
import { line, prose, slug } from './text';

/**
 * The firm's legal pages (issue 25): the privacy policy's own page, whose text stays in
 * data/politique-confidentialite.md (shared with /contact's section), and the terms of use,
 * written here. Both are linked from every footer.
 */
/** Every page names its keywords (issue 39: the legal pages had none). */
const pageHead = { titre: line.meta({ label: 'Titre' }), description: prose.meta({ label: 'Description' }), motsCles: z.array(z.string().min(2)).min(2).max(8).meta({ label: 'Mots-clés' }) };

export const legalPagesSchema = objet({
  politique: objet({ ...pageHead, fil: line.meta({ label: 'Fil d’Ariane' }) }).meta({ label: 'Politique de confidentialité' }),
  conditions: objet({
    ...pageHead,
    fil: line.meta({ label: 'Fil d’Ariane' }),
    /** The date the terms take effect (AAAA-MM-JJ). */
    enVigueur: z.iso.date().or(z.date().transform((d) => d.toISOString().slice(0, 10))).meta({ label: 'Date d’entrée en vigueur' }),
    chapeau: prose.meta({ label: 'Chapeau' }),
    sections: z
      .array(objet({ id: slug.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), paragraphes: z.array(prose).min(1).meta({ label: 'Paragraphes', item: 'paragraphe' }) }))
      .min(3)
      .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'deux sections ont la même ancre').meta({ label: 'Sections', item: 'section' }),
  }).meta({ label: 'Conditions d’utilisation' }),
});

export type LegalPages = z.output<typeof legalPagesSchema>;
