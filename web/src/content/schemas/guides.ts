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
    referencement: seoSchema.meta({ label: 'Référencement (titre et description)' }),
    fil: line.meta({ label: 'Fil d’Ariane' }),
    heros: objet({ surtitre: line.meta({ label: 'Surtitre' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }) }).meta({ label: 'Accroches' }),
    formulaire: objet({ ...sectionHead, id: anchor.meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }) }).meta({ label: 'Formulaire' }),
    merci: objet({ titre: line.meta({ label: 'Titre' }), texte: prose.meta({ label: 'Texte' }), bouton: line.meta({ label: 'Bouton' }), retour: line.meta({ label: 'Retour' }) }).meta({ label: 'Merci' }),
  }).meta({ label: 'Page' }),
  guide: objet({
    surtitre: line.meta({ label: 'Surtitre' }),
    mention: prose.meta({ label: 'Mention' }),
    tableMatieres: line.meta({ label: 'Table des matières' }),
    contact: objet({ titre: line.meta({ label: 'Titre' }), texte: prose.meta({ label: 'Texte' }), telephone: line.meta({ label: 'Téléphone' }), courriel: line.meta({ label: 'Courriel' }), site: line.meta({ label: 'Site' }) }).meta({ label: 'Contact' }),
    faq: line.meta({ label: 'FAQ' }),
    /** The running footer of every page of the PDF: « Page {page} sur {total} ». */
    pagination: z.string().includes('{page}', { message: 'doit contenir {page}' }).includes('{total}', { message: 'doit contenir {total}' }).meta({ label: 'Pagination' }),
  }).meta({ label: 'Guide' }),
  guides: z
    /** `motsCles`: the PDF's keywords (its document properties). */
    /** `reviseur`: who reviewed the guide, the name of their file in data/personnes/ (checked across files, ../rules.ts). */
    .array(objet({ secteur: z.enum(guideSectors).meta({ label: 'Secteur', help: 'medical, garderie ou entreprise.' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), motsCles: z.array(z.string().min(2)).min(2).max(8).meta({ label: 'Mots-clés' }), reviseur: personRef.meta({ label: 'Réviseur ou réviseure' }) }))
    .length(guideSectors.length)
    .refine((list) => new Set(list.map((g) => g.secteur)).size === list.length, { message: 'un guide par secteur' }).meta({ label: 'Guides' }),
});

export type GuidesContent = z.output<typeof guidesSchema>;
