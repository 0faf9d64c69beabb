import { ContentError } from '../lib/errors/french-errors';
import type { Entry } from './collections';

/**
 * Rules across the files of a folder collection, which one file's schema cannot see: a city file
 * copied from another keeps the other's districts, landmarks or quoted people, and would publish
 * them on the new city's pages.
 */
type CityData = {
  slug: string;
  ordre: number;
  quartiers: readonly string[];
  reperes: readonly string[];
  temoignages?: readonly { auteur: string }[];
};

function cityRules(entries: Entry<CityData>[]): void {
  const problems: string[] = [];
  for (const { id, data, file } of entries) {
    if (data.slug !== id) problems.push(`${file}, champ « slug » : doit valoir « ${id} », comme le nom du fichier.`);
  }
  const byOrder = new Map<number, string>();
  for (const { data, file } of entries) {
    const other = byOrder.get(data.ordre);
    if (other) problems.push(`${file}, champ « ordre » : ${data.ordre} est déjà l’ordre de ${other}. Donnez à chaque ville un ordre différent.`);
    else byOrder.set(data.ordre, file);
  }
  const shared = (what: string, plural: string, pick: (d: CityData) => readonly string[]) => {
    const seen = new Map<string, string>();
    for (const { data, file } of entries) {
      for (const value of new Set(pick(data))) {
        const key = value.normalize('NFC').toLowerCase();
        const other = seen.get(key);
        if (other && other !== file) {
          problems.push(`${file} : ${what} « ${value} » figure déjà dans ${other}. Un fichier de ville copié d’une autre garde ses ${plural} : écrivez ceux de la nouvelle ville.`);
        } else seen.set(key, file);
      }
    }
  };
  shared('quartier', 'quartiers', (d) => d.quartiers);
  shared('repère', 'repères', (d) => d.reperes);
  shared('personne citée', 'témoignages', (d) => (d.temoignages ?? []).map((t) => t.auteur));
  if (problems.length) throw new ContentError(problems.join('\n'));
}

export const crossFileRules: Partial<Record<string, (entries: Entry<never>[]) => void>> = {
  villes: cityRules as (entries: Entry<never>[]) => void,
};
