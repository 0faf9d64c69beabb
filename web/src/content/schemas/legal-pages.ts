import { z } from 'zod';
import { objet } from './french-keys';
import { line, prose, slug } from './text';

/**
 * The firm's legal pages (issue 25): the privacy policy's own page, whose text stays in
 * data/politique-confidentialite.md (shared with /contact's section), and the terms of use,
 * written here. Both are linked from every footer.
 */
/** Every page names its keywords (issue 39: the legal pages had none). */
const pageHead = { titre: line, description: prose, motsCles: z.array(z.string().min(2)).min(2).max(8) };

export const legalPagesSchema = objet({
  politique: objet({ ...pageHead, fil: line }),
  conditions: objet({
    ...pageHead,
    fil: line,
    /** The date the terms take effect (AAAA-MM-JJ). */
    enVigueur: z.iso.date().or(z.date().transform((d) => d.toISOString().slice(0, 10))),
    chapeau: prose,
    sections: z
      .array(objet({ id: slug, titre: line, paragraphes: z.array(prose).min(1) }))
      .min(3)
      .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'deux sections ont la même ancre'),
  }),
});

export type LegalPages = z.output<typeof legalPagesSchema>;
