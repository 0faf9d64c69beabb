import { fill } from './placeholders';
import { entryOf } from './entries';
import { site } from '../config/site';
import { figureAt, numberAt, type FigureTree } from './schemas/figures';

/** The values copy may name by key, as the loader computed them (collection `valeurs`), for the page models. */
export const values: ReadonlyMap<string, string> = new Map((await entryOf('valeurs')).paires);

/** A text of the content with its `{clés}` filled; `where` names it in a build error. */
export const copy = (text: string, where = 'texte') => fill(text, values, where);

/** Page-level values (`{ville}`) on top of the global ones. */
export const withValues = (extra: Record<string, string>): ReadonlyMap<string, string> =>
  new Map([...values, ...Object.entries(extra)]);

export const figures: FigureTree = await entryOf('chiffres');

/** One figure's text by key, for content still written in TypeScript: `figure('prix.garderie.petite')`. */
export function figure(key: string): string {
  const value = values.get(key);
  if (value === undefined) throw new Error(`chiffres.yaml : la clé {${key}} n’existe pas`);
  return value;
}

/**
 * The header's button, verbatim as the spec gives it (« Audit Gratuit 500$ »), its amount read from
 * {prix.audit.valeur}: the audit's value is written once, in chiffres.yaml.
 */
export const freeAuditLabel: string = fill(
  site.offers.freeAudit.label,
  new Map([['montant', String(numberAt(figures, 'prix.audit.valeur'))]]),
  'src/config/site.ts, offers.freeAudit.label',
);

/**
 * The rating may be published as confirmed (issue 39): {note.moyenne} and {note.avis} no longer
 * « à confirmer », and its source given (config/business.json reviewProfile). The FAQ shows it,
 * and gives it in its JSON-LD, only then.
 */
const unconfirmed = (key: string) => Boolean((figureAt(figures, key) as { aConfirmer?: boolean } | undefined)?.aConfirmer);
export const ratingConfirmed: boolean = Boolean(site.reviewProfile) && !unconfirmed('note.moyenne') && !unconfirmed('note.avis');
