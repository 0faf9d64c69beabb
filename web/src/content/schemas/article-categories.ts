/**
 * The four guide categories of /blog, in the order the page shows them. A module of its own, with
 * no import.
 */
export const articleCategories = ['medical', 'garderies', 'entreprises', 'produits'] as const;
export type ArticleCategory = (typeof articleCategories)[number];
