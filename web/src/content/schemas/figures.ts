import { z } from 'zod';

/**
 * Figures (prices, discounts, counts, ratings, claimed statistics) live once, in
 * `data/chiffres.yaml`, as a tree whose leaves are one of the shapes below. Copy refers to a leaf
 * by its dotted key: `{prix.garderie.petite}` (see ../placeholders.ts for how each shape reads).
 */

/**
 * « À confirmer »: a figure the firm has not confirmed yet (the specification gave two values for
 * its quantity and one was kept). It is shown as is; `server check` lists it with the pages that
 * show it (web/dist/.figures-a-confirmer.json) until the box is unticked.
 */
const toConfirm = z.boolean().optional().meta({ label: 'À confirmer', help: 'Coché tant que l’entreprise n’a pas confirmé cette valeur (un chiffre, une personne) : « server check » la liste avec les pages qui l’affichent et bloque la mise en ligne. Décochez une fois la valeur confirmée.' });

/** « 500 $ »: a whole amount in dollars, or « 12,99 $ » with `cents: true`. */
const amount = z.strictObject({ montant: z.number().nonnegative().meta({ label: 'Montant ($)' }), cents: z.boolean().optional().meta({ label: 'Afficher les cents', help: 'Coché : le montant s’affiche avec ses cents ; décoché : arrondi au dollar.' }), aConfirmer: toConfirm });
/** « 100 à 150 $ », or « 0,10 à 0,15 $ » with `cents: true`; `.de` and `.a` read each end alone. */
const range = z
  .strictObject({ de: z.number().nonnegative().meta({ label: 'De (minimum, $)' }), a: z.number().positive().meta({ label: 'À (maximum, $)' }), cents: z.boolean().optional().meta({ label: 'Afficher les cents', help: 'Coché : le montant s’affiche avec ses cents ; décoché : arrondi au dollar.' }) })
  .refine((r) => r.de < r.a, { message: '« de » doit être plus petit que « a »' });
/** « 10 % ». */
const percent = z.strictObject({ pourcentage: z.number().meta({ label: 'Pourcentage (%)' }), aConfirmer: toConfirm });
/** « 2 500 »: a count, with fr-CA grouping. */
const count = z.strictObject({ nombre: z.number().meta({ label: 'Nombre' }), aConfirmer: toConfirm });
/** A figure that is not a number, kept as written: « 4,9/5 », « +40 % ». */
const text = z.strictObject({ texte: z.string().min(1).meta({ label: 'Texte' }), aConfirmer: toConfirm });

export const figureSchema = z.union([amount, range, percent, count, text]);
export type Figure = z.infer<typeof figureSchema>;

export interface FigureTree {
  [key: string]: Figure | FigureTree;
}

const keyName = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  message: 'une clé s’écrit en minuscules sans accents, avec des traits d’union',
});

/** The editor's words for the keys the tree shares with the sectors (`prix.garderie`); any other key is shown as written. */
const sectorKeys = { medical: 'Médical', garderie: 'Garderies et CPE', entreprise: 'Entreprises' };

export const figureTreeSchema: z.ZodType<FigureTree> = z.lazy(() =>
  z.record(keyName, z.union([figureSchema, figureTreeSchema])).meta({ keys: sectorKeys }),
);

export const isFigure = (node: Figure | FigureTree): node is Figure =>
  ['montant', 'de', 'pourcentage', 'nombre', 'texte'].some((k) => k in node && typeof (node as Record<string, unknown>)[k] !== 'object');

/** The dotted keys of the figures still « à confirmer », in file order. */
export function figuresToConfirm(tree: FigureTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, node]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (isFigure(node)) return 'aConfirmer' in node && node.aConfirmer ? [key] : [];
    return figuresToConfirm(node, key);
  });
}

/** The figure at a dotted key (`note.avis`), if there is one. */
export function figureAt(tree: FigureTree, key: string): Figure | undefined {
  const node = key.split('.').reduce<Figure | FigureTree | undefined>((at, part) => (at && !isFigure(at) ? at[part] : undefined), tree);
  return node && isFigure(node) ? node : undefined;
}

/** The number of a count or an amount at a dotted key (for JSON-LD and the header's button). */
export function numberAt(tree: FigureTree, key: string): number {
  const figure = figureAt(tree, key);
  if (figure && 'nombre' in figure) return figure.nombre;
  if (figure && 'montant' in figure) return figure.montant;
  throw new Error(`chiffres.yaml : {${key}} n’est pas un nombre ni un montant`);
}
