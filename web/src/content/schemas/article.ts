import { z } from 'zod';
import { personRef, pictureOf } from './person';
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
    titre: line.meta({ label: 'Titre' }),
    /** The browser tab's and search results' title, when `titre` is too long for them (see MAX_TITLE in src/page-models/article-rules.ts). */
    titreCourt: line.optional().meta({ label: 'Titre court (onglet et moteurs de recherche)' }),
    description: prose.meta({ label: 'Description' }),
    /** Who wrote it and who reviewed it: the names of their files in data/personnes/ (checked across files, ../rules.ts). */
    auteur: personRef.meta({ label: 'Auteur' }),
    reviseur: personRef.meta({ label: 'Réviseur ou réviseure' }),
    /** The cover: a drawing made for the site (src/assets/dessins/*.svg) or a photo, with its French alt text. */
    couverture: pictureOf(
      { label: 'Image (dessin .svg ou photo)', help: 'Un dessin fait pour le site (src/assets/dessins/, .svg) ou une photo téléversée : le site en produit lui-même les formats et tailles.' },
      { label: 'Texte de remplacement', help: 'Ce que l’image montre, en une phrase, pour les personnes qui ne la voient pas.' },
    ).meta({ label: 'Image de couverture' }),
    publication: z.coerce.date().meta({ label: 'Date de publication' }),
    miseAJour: z.coerce.date().optional().meta({ label: 'Date de mise à jour' }),
    categorie: z.enum(articleCategories, { message: `une des catégories : ${articleCategories.join(', ')}` }).meta({ label: 'Catégorie' }),
    /** Three articles are featured on /blog (schema rule of the collection, checked by the page model). */
    vedette: z.boolean().default(false).meta({ label: 'En vedette' }),
    /** Compliance and sector pages the article builds on; the cities it names are linked on top of these. */
    pagesLiees: z.array(internalPath).min(1).meta({ label: 'Pages liées (adresses du site)' }),
    motsCles: z.array(z.string().min(2)).min(2).max(8).meta({ label: 'Mots-clés' }),
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
const categoryName = z.strictObject({ nom: line.meta({ label: 'Nom' }), secteur: z.enum(['medical', 'garderie', 'entreprise']).meta({ label: 'Secteur', help: 'medical, garderie ou entreprise.' }) });

/** A label template filled per article or per city (`{minutes} min de lecture`, `Nettoyage médical à {ville}`). */
const withKey = (key: string) => z.string().min(3).includes(key, { message: `doit contenir ${key}` });

/** The copy around the articles (data/articles.yaml): labels, category names, the call to action. */
export const articlesPageSchema = z.strictObject({
  fil: line.meta({ label: 'Fil d’Ariane' }),
  categories: z.strictObject({ medical: categoryName.meta({ label: 'Médical' }), garderies: categoryName.meta({ label: 'Garderies' }), entreprises: categoryName.meta({ label: 'Entreprises' }), produits: categoryName.meta({ label: 'Produits' }) }).meta({ label: 'Catégories' }),
  meta: z.strictObject({ publie: line.meta({ label: 'Libellé « Publié le »' }), misAJour: line.meta({ label: 'Libellé « Mis à jour le »' }), lecture: withKey('{minutes}').meta({ label: 'Temps de lecture' }), couverture: withKey('{titre}').meta({ label: 'Nom de la couverture dans la liste des images à remplacer' }) }).meta({ label: 'Dates et lecture' }),
  liees: z.strictObject({
    titre: line.meta({ label: 'Titre' }),
    villes: z.strictObject({ medical: withKey('{ville}').meta({ label: 'Médical' }), garderie: withKey('{ville}').meta({ label: 'Garderies et CPE' }), entreprise: withKey('{ville}').meta({ label: 'Entreprises' }) }).meta({ label: 'Villes' }),
  }).meta({ label: 'Pour aller plus loin' }),
  liste: z.strictObject({ id: z.string().min(2).meta({ label: 'Ancre (identifiant)', help: 'L’ancre de la section (#tarifs-cpe) : des liens y mènent, ne la changez pas sans un développeur.' }), titre: line.meta({ label: 'Titre' }), chapeau: prose.meta({ label: 'Chapeau' }), lire: line.meta({ label: 'Lien « Lire l’article »' }) }).meta({ label: 'Liste' }),
  appel: z.strictObject({ titre: line.meta({ label: 'Titre' }), texte: prose.meta({ label: 'Texte' }), bouton: line.meta({ label: 'Bouton' }) }).meta({ label: 'Bouton d’appel' }),
  flux: z.strictObject({ titre: line.meta({ label: 'Titre' }), description: prose.meta({ label: 'Description' }), lien: line.meta({ label: 'Lien' }) }).meta({ label: 'Flux RSS' }),
});

export type ArticlesPageContent = z.output<typeof articlesPageSchema>;
