/**
 * OQLF typography, applied by the content schemas so data files can be written naturally:
 * a no-break space (U+00A0) before « : ; ! ? » and after « opening guillemets, and between a
 * number and its unit (`2 h`, `500 $`, `30 %`, `50 km`).
 */
export function typography(text: string): string {
  return text
    .replace(/ ([:;!?»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/(\d) (\d{3})\b/g, '$1\u00a0$2')
    .replace(/(\d) (h\b|\$|%|min\b|km\b|pi²|ans\b|enfants\b|heures\b|minutes\b|secondes\b|jours\b|mois\b)/g, '$1\u00a0$2');
}
