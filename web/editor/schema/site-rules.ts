import { FEATURED, MAX_TITLE, MIN_WORDS } from '../../src/page-models/article-rules';
import { documentTitle } from '../../src/seo/page-meta';
import type { DecapField } from './fields';

/**
 * The rules the build applies across files, said in the help of the fields they are about, before
 * anything is typed (issue 37), with a live count where the rule is a length (the `compte` widget
 * of ../client/editeur.js). The numbers come from the modules the build runs; the editor checks the
 * rules themselves before every save (../server/site-check.ts).
 */

/** What the site appends to a page's title in the browser tab (« | Conformité Propreté Québec »). */
const titleSuffix = documentTitle('x').length - 1;
const tabTitle = MAX_TITLE - titleSuffix;

interface Rule {
  hint: string;
  /** A live count: of words or characters, with its bound. */
  compte?: { unite: 'mots' | 'caracteres'; min?: number; max?: number };
}

/** The local text a city's three pages need (src/page-models/city-page.ts), optional only for a city with pages of its own. */
const LOCAL_TEXT = 'À remplir pour toute nouvelle ville : ses trois pages en ont besoin (sauf une ville qui a ses propres pages dans « Pages des villes sur mesure »).';

const RULES: Record<string, Record<string, Rule>> = {
  articles: {
    titre: {
      hint: `Titre de l’onglet : ${tabTitle} caractères au plus (le nom de l’entreprise s’y ajoute, ${MAX_TITLE} en tout). Plus long, écrivez aussi un « titre court ».`,
      compte: { unite: 'caracteres' },
    },
    titreCourt: { hint: `${tabTitle} caractères au plus (le nom de l’entreprise s’y ajoute, ${MAX_TITLE} en tout).`, compte: { unite: 'caracteres', max: tabTitle } },
    body: {
      hint: `${MIN_WORDS} mots au moins. Chaque section commence par « ## titre » (sans {#ancre} : l’ancre se fait seule) ; {clé} affiche un chiffre de « Chiffres et prix ».`,
      compte: { unite: 'mots', min: MIN_WORDS },
    },
    vedette: { hint: `Exactement ${FEATURED} articles en vedette sur le blogue : décochez-en un pour en cocher un autre.` },
  },
  villes: {
    ordre: { hint: 'Un ordre par ville : deux villes n’ont jamais le même.' },
    quartiers: { hint: 'Les quartiers de cette ville seulement : aucun quartier d’une autre ville.' },
    reperes: { hint: 'Les repères de cette ville seulement : aucun repère d’une autre ville.' },
    nombreClients: { hint: 'La somme des clients des villes ne dépasse pas les totaux de « Chiffres et prix » (clients).' },
    ...Object.fromEntries(['heros', 'trajets', 'saison', 'quartiersIntro', 'faq'].map((key) => [key, { hint: LOCAL_TEXT }])),
  },
  temoignages: {
    ville: { hint: 'Chaque ville garde au moins un témoignage par secteur.' },
    auteur: { hint: 'Une personne n’est citée que pour une ville.' },
  },
};

/** Adds the rules' help (and live counts) to a collection's top-level fields. */
export function withSiteRules(collection: string, fields: DecapField[]): void {
  const rules = RULES[collection];
  if (!rules) return;
  for (const field of fields) {
    const rule = rules[field.name];
    if (!rule) continue;
    field.hint = [field.hint, rule.hint].filter(Boolean).join(' ');
    if (rule.compte) Object.assign(field, { widget: 'compte', compte: rule.compte, multiline: field.widget === 'text' || field.widget === 'markdown' });
  }
}
