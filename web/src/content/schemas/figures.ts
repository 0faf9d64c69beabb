import { z } from 'zod';

/**
 * Figures (prices, discounts, counts, ratings, claimed statistics) live once, in
 * `data/chiffres.yaml`, as a tree whose leaves are one of the shapes below. Copy refers to a leaf
 * by its dotted key: `{prix.garderie.petite}` (see ../placeholders.ts for how each shape reads).
 */

/** « 500 $ »: a whole amount in dollars, or « 12,99 $ » with `cents: true`. */
const amount = z.strictObject({ montant: z.number().nonnegative(), cents: z.boolean().optional() });
/** « 100 à 150 $ », or « 0,10 à 0,15 $ » with `cents: true`; `.de` and `.a` read each end alone. */
const range = z
  .strictObject({ de: z.number().nonnegative(), a: z.number().positive(), cents: z.boolean().optional() })
  .refine((r) => r.de < r.a, { message: '« de » doit être plus petit que « a »' });
/** « 10 % ». */
const percent = z.strictObject({ pourcentage: z.number() });
/** « 2 500 »: a count, with fr-CA grouping. */
const count = z.strictObject({ nombre: z.number() });
/** A figure that is not a number, kept as written: « 4,9/5 », « +40 % ». */
const text = z.strictObject({ texte: z.string().min(1) });

export const figureSchema = z.union([amount, range, percent, count, text]);
export type Figure = z.infer<typeof figureSchema>;

export interface FigureTree {
  [key: string]: Figure | FigureTree;
}

const keyName = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  message: 'une clé s’écrit en minuscules sans accents, avec des traits d’union',
});

export const figureTreeSchema: z.ZodType<FigureTree> = z.lazy(() =>
  z.record(keyName, z.union([figureSchema, figureTreeSchema])),
);

export const isFigure = (node: Figure | FigureTree): node is Figure =>
  ['montant', 'de', 'pourcentage', 'nombre', 'texte'].some((k) => k in node && typeof (node as Record<string, unknown>)[k] !== 'object');
