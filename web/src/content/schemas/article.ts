import { z } from 'zod';
import { personRef, pictureSchema } from './person';
import { line, prose } from './text';
import { withdrawn } from './withdrawal';

import { articleCategories } from './article-categories';

export { articleCategories, type ArticleCategory } from './article-categories';

/** An internal link target: `/conformite-garderies`, `/nettoyage-medical-laval`, with an optional `#ancre`. */
const internalPath = z.string().regex(/^\/[a-z0-9-]*(#[a-z0-9-]+)?$/, {
  message: 'un chemin du site qui commence par « / » (ex. : /conformite-garderies ou /conformite-garderies#aires-de-change)',
});

/**
 * The frontmatter of an article (src/content/data/articles/<slug>.md); the file name is the slug of
 * its address, /blog/<slug>. Reading time and word count are computed from the text, never written.
 */
export const articleSchema = z
  .strictObject({
    titre: line,
    /** The browser tab's and search results' title, when `titre` is too long for them (see MAX_TITLE in src/page-models/article-rules.ts). */
    titreCourt: line.optional(),
    description: prose,
    /** Who wrote it and who reviewed it: the names of their files in data/personnes/ (checked across files, ../rules.ts). */
    auteur: personRef,
    reviseur: personRef,
    /** The cover: a drawing made for the site (src/assets/dessins/*.svg) or a photo, with its French alt text. */
    couverture: pictureSchema,
    publication: z.coerce.date(),
    miseAJour: z.coerce.date().optional(),
    categorie: z.enum(articleCategories, { message: `une des catégories : ${articleCategories.join(', ')}` }),
    /** Three articles are featured on /blog (schema rule of the collection, checked by the page model). */
    vedette: z.boolean().default(false),
    /** Compliance and sector pages the article builds on; the cities it names are linked on top of these. */
    pagesLiees: z.array(internalPath).min(1),
    motsCles: z.array(z.string().min(2)).min(2).max(8),
    /** « Retirer du site »: the file stays, the article is no longer built (./withdrawal.ts). */
    retire: withdrawn,
  })
  .refine((a) => !a.miseAJour || a.miseAJour >= a.publication, {
    path: ['miseAJour'],
    message: 'la mise à jour ne peut pas précéder la publication',
  })
  // A review is a second pair of eyes: the author cannot be their own reviewer.
  .refine((a) => a.reviseur !== a.auteur, {
    path: ['reviseur'],
    message: 'le réviseur doit être une autre personne que l’auteur',
  });

export type ArticleData = z.output<typeof articleSchema>;

/** A category: its name on /blog and on its articles, and the sector whose city pages its articles link to. */
const categoryName = z.strictObject({ nom: line, secteur: z.enum(['medical', 'garderie', 'entreprise']) });

/** A label template filled per article or per city (`{minutes} min de lecture`, `Nettoyage médical à {ville}`). */
const withKey = (key: string) => z.string().min(3).includes(key, { message: `doit contenir ${key}` });

/** The copy around the articles (data/articles.yaml): labels, category names, the call to action. */
export const articlesPageSchema = z.strictObject({
  fil: line,
  categories: z.strictObject({ medical: categoryName, garderies: categoryName, entreprises: categoryName, produits: categoryName }),
  meta: z.strictObject({ publie: line, misAJour: line, lecture: withKey('{minutes}'), couverture: withKey('{titre}') }),
  liees: z.strictObject({
    titre: line,
    villes: z.strictObject({ medical: withKey('{ville}'), garderie: withKey('{ville}'), entreprise: withKey('{ville}') }),
  }),
  liste: z.strictObject({ id: z.string().min(2), titre: line, chapeau: prose, lire: line }),
  appel: z.strictObject({ titre: line, texte: prose, bouton: line }),
  flux: z.strictObject({ titre: line, description: prose, lien: line }),
});

export type ArticlesPageContent = z.output<typeof articlesPageSchema>;
