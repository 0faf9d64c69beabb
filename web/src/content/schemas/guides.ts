import { z } from 'zod';
import { objet } from './french-keys';
import { anchor, sectionHead, seoSchema } from './page-parts';
import { personRef } from './person';
import { line, prose } from './text';

/** The guides' sectors: the forms catalog's `guides` option values, and the PDFs' file names. */
export const guideSectors = ['cliniques-medicales', 'garderies', 'entreprises-reglementees'] as const;
export type GuideSector = (typeof guideSectors)[number];

/**
 * data/guides.yaml (issue 26): the words of the compliance guides (PDF) and of the page that hands
 * them out. The guides' chapters are the compliance pages' own data; only the cover, the contact
 * page and the form's page are written here.
 */
export const guidesSchema = objet({
  page: objet({
    referencement: seoSchema,
    fil: line,
    heros: objet({ surtitre: line, titre: line, chapeau: prose }),
    formulaire: objet({ ...sectionHead, id: anchor }),
    merci: objet({ titre: line, texte: prose, bouton: line, retour: line }),
  }),
  guide: objet({
    surtitre: line,
    mention: prose,
    tableMatieres: line,
    contact: objet({ titre: line, texte: prose, telephone: line, courriel: line, site: line }),
    faq: line,
    /** The running footer of every page of the PDF: « Page {page} sur {total} ». */
    pagination: z.string().includes('{page}', { message: 'doit contenir {page}' }).includes('{total}', { message: 'doit contenir {total}' }),
  }),
  guides: z
    /** `motsCles`: the PDF's keywords (its document properties). */
    /** `reviseur`: who reviewed the guide, the name of their file in data/personnes/ (checked across files, ../rules.ts). */
    .array(objet({ secteur: z.enum(guideSectors), titre: line, chapeau: prose, motsCles: z.array(z.string().min(2)).min(2).max(8), reviseur: personRef }))
    .length(guideSectors.length)
    .refine((list) => new Set(list.map((g) => g.secteur)).size === list.length, { message: 'un guide par secteur' }),
});

export type GuidesContent = z.output<typeof guidesSchema>;
