/**
 * French grammar of place names for the sector-city templates: lists, articles, contraction and
 * elision after « de » and « à ». Grammar, not copy: the sentences live in data/pages-ville/.
 */

/** « a, b et c »: a French list. */
export function frenchList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** « à A, à B ou à C ». */
export const orList = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`;

/** What a district is known for (its « repère »), for a parenthesis inside a sentence. */
export function landmark(text: string): string {
  // Common nouns lose their capital inside a sentence; « Hôpital Pierre-Boucher », « CHUS » keep it.
  return COMMON_NOUN.test(text) ? lower(text) : text;
}

const COMMON_NOUN =
  /^(Centre|Commerces|Quartiers?|Secteur|Site|Bureaux|Tours|Rues?|Parcs?|Port|Campus|Vieux|Nouveau|Grand|Jeunes|Édifices|Chantier|Métro|Aéroport|Sanctuaire)\b/;

const VOWEL = /^[AEIOUYÀÂÉÈÊËÎÏÔÛ]/;
const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * A place name after « de » or « à », with French contraction and elision: « du secteur L »,
 * « du Plateau-Mont-Royal », « dans le Vieux-Québec », « d’Aylmer », « de l’Île-des-Moulins ».
 */
function withPreposition(name: string, kind: 'de' | 'à'): string {
  // « Quartier DIX30 » is a proper name; « Secteur L », « Parc industriel… » are common nouns.
  if (/^Quartier /.test(name)) return kind === 'de' ? `du ${name}` : `dans le ${name}`;
  if (/^(Secteur|Parc) /.test(name)) return kind === 'de' ? `du ${lower(name)}` : `dans le ${lower(name)}`;
  if (/^Centre-ville/.test(name)) return kind === 'de' ? `du ${lower(name)}` : `au ${lower(name)}`;
  if (/^Vieux-/.test(name)) return kind === 'de' ? `du ${name}` : `dans le ${name}`;
  if (/^Cap-/.test(name)) return kind === 'de' ? `du ${name}` : `au ${name}`;
  // « Le Gardeur » is a family name, not an article: « à Le Gardeur », « du secteur Le Gardeur ».
  if (name === 'Le Gardeur') return kind === 'de' ? `du secteur ${name}` : `à ${name}`;
  if (/^Le /.test(name)) return kind === 'de' ? `du ${name.slice(3)}` : `au ${name.slice(3)}`;
  if (/^Les /.test(name)) return kind === 'de' ? `des ${name.slice(4)}` : `aux ${name.slice(4)}`;
  if (/^Île/.test(name)) return kind === 'de' ? `de l’${name}` : `à l’${name}`;
  if (kind === 'de' && VOWEL.test(name)) return `d’${name}`;
  return `${kind} ${name}`;
}

export const de = (name: string) => withPreposition(name, 'de');

/** A place name in running text, with the article it takes: « le Vieux-Québec », « le secteur L ». */
export function the(name: string): string {
  if (/^(Secteur|Parc|Centre-ville)\b/.test(name)) return `le ${lower(name)}`;
  if (/^(Quartier |Vieux-|Cap-)/.test(name)) return `le ${name}`;
  if (/^Île/.test(name)) return `l’${name}`;
  return name;
}

export const a = (name: string) => withPreposition(name, 'à');
