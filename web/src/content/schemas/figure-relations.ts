import { formatDecimal, formatNumber } from '../../lib/format';
import { figureAt, figureTreeSchema, isFigure, type Figure, type FigureTree } from './figures';

/**
 * Figures that stand in a relation (issue 39): a rating lies in 1–5 and comes with its review
 * count; a total is at least the sum of its parts, so a part never exceeds its whole. Each broken
 * relation is one French sentence naming both keys, for the build and the editor alike (the
 * chiffres.yaml schema refines with `figureRelationProblems`; the city files, which one file's
 * schema cannot see, are checked against chiffres.yaml by ../rules.ts with `cityCountProblems`).
 */

/** The overall count each sector's city counts (`villes.<ville>.clients.<secteur>`) are part of. */
export const SECTOR_TOTALS: Readonly<Record<string, string>> = { medical: 'clients.cliniques', garderie: 'clients.garderies' };
/** Every client, all sectors and cities together. */
export const CLIENTS_TOTAL = 'clients.total';

export interface RelationProblem {
  /** The key the problem is reported on (`clients.total`), as a path of chiffres.yaml. */
  key: string;
  message: string;
}

const countOf = (figure: Figure | undefined) => (figure && 'nombre' in figure ? figure.nombre : undefined);
const shown = (n: number) => (Number.isInteger(n) ? formatNumber(n) : formatDecimal(n));

/** The relations inside chiffres.yaml. */
export function figureRelationProblems(tree: FigureTree): RelationProblem[] {
  const problems: RelationProblem[] = [];
  const rating = countOf(figureAt(tree, 'note.moyenne'));
  const reviews = countOf(figureAt(tree, 'note.avis'));
  if (rating !== undefined && (rating < 1 || rating > 5)) {
    problems.push({ key: 'note.moyenne', message: `{note.moyenne} vaut ${shown(rating)} : une note va de 1 à 5 (sur {note.avis} avis).` });
  }
  if ((rating === undefined) !== (reviews === undefined)) {
    const missing = rating === undefined ? 'note.moyenne' : 'note.avis';
    problems.push({ key: missing, message: `{note.moyenne} et {note.avis} vont ensemble : une note s’affiche avec le nombre d’avis qui la donnent. Ajoutez {${missing}} (un nombre).` });
  }
  if (reviews !== undefined && (!Number.isInteger(reviews) || reviews < 1)) {
    problems.push({ key: 'note.avis', message: `{note.avis} vaut ${shown(reviews)} : le nombre d’avis de {note.moyenne} est un nombre entier d’au moins 1.` });
  }
  totalsOf(tree, '', problems);
  return problems;
}

/** In every group of chiffres.yaml that has a `total` count, its other counts are its parts. */
function totalsOf(tree: FigureTree, prefix: string, problems: RelationProblem[]): void {
  const total = tree.total && isFigure(tree.total) ? countOf(tree.total) : undefined;
  const group = prefix ? `${prefix}.` : '';
  if (total !== undefined) {
    const parts = Object.entries(tree)
      .filter(([name, node]) => name !== 'total' && isFigure(node) && countOf(node) !== undefined)
      .map(([name, node]) => ({ key: `${group}${name}`, value: countOf(node as Figure)! }));
    const over = parts.filter((p) => p.value > total);
    for (const part of over) {
      problems.push({ key: part.key, message: `{${part.key}} (${shown(part.value)}) dépasse son total {${group}total} (${shown(total)}) : une partie ne peut dépasser son tout.` });
    }
    const sum = parts.reduce((s, p) => s + p.value, 0);
    if (!over.length && sum > total) {
      problems.push({
        key: `${group}total`,
        message: `{${group}total} (${shown(total)}) est plus petit que la somme de ses parties, ${parts.map((p) => `{${p.key}} (${shown(p.value)})`).join(' + ')} = ${shown(sum)} : un total est au moins la somme de ses parties.`,
      });
    }
  }
  for (const [name, node] of Object.entries(tree)) {
    if (!isFigure(node)) totalsOf(node, `${group}${name}`, problems);
  }
}

export interface CityCounts {
  /** The city file's name without extension (`laval`). */
  slug: string;
  /** Clients per sector (`{ medical: 30 }`). */
  counts: Readonly<Record<string, number>>;
}

/**
 * The city files' client counts against chiffres.yaml: a sector's counts over every city add up to
 * at most that sector's overall count ({clients.cliniques}), and every city's counts of every
 * sector to at most {clients.total}.
 */
export function cityCountProblems(cities: readonly CityCounts[], tree: FigureTree): string[] {
  const problems: string[] = [];
  const list = (entries: { key: string; value: number }[]) =>
    entries.map((e) => `{${e.key}} (${shown(e.value)})`).join(' + ');
  const sectors = [...new Set(cities.flatMap((c) => Object.keys(c.counts)))];
  for (const sector of sectors) {
    const totalKey = SECTOR_TOTALS[sector];
    const total = totalKey ? countOf(figureAt(tree, totalKey)) : undefined;
    if (!totalKey || total === undefined) continue;
    const parts = cities.filter((c) => c.counts[sector] !== undefined).map((c) => ({ key: `villes.${c.slug}.clients.${sector}`, value: c.counts[sector]! }));
    const sum = parts.reduce((s, p) => s + p.value, 0);
    if (sum > total) {
      problems.push(
        `Les clients « ${sector} » des villes, ${list(parts)} = ${shown(sum)}, dépassent {${totalKey}} (${shown(total)}) de chiffres.yaml : ` +
          `la somme des villes ne peut dépasser le total. Baissez les nombreClients.${sector} des fichiers de villes/ ou montez {${totalKey}}.`,
      );
    }
  }
  const total = countOf(figureAt(tree, CLIENTS_TOTAL));
  if (total !== undefined) {
    const parts = cities.map((c) => ({ slug: c.slug, value: Object.values(c.counts).reduce((s, n) => s + n, 0) }));
    const sum = parts.reduce((s, p) => s + p.value, 0);
    if (sum > total) {
      problems.push(
        `Les clients de toutes les villes, ${parts.map((p) => `{villes.${p.slug}.clients} (${shown(p.value)})`).join(' + ')} = ${shown(sum)}, ` +
          `dépassent {${CLIENTS_TOTAL}} (${shown(total)}) de chiffres.yaml : la somme des villes ne peut dépasser le total.`,
      );
    }
  }
  return problems;
}

/** chiffres.yaml: its figures, and their relations checked with the file (the build and the editor alike). */
export const figuresFileSchema = figureTreeSchema.superRefine((tree, ctx) => {
  for (const { key, message } of figureRelationProblems(tree)) ctx.addIssue({ code: 'custom', path: key.split('.'), message });
});
