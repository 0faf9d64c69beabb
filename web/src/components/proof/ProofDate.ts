const longDate = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** « 14 mai 2027 » from 2027-05-14 (« 1er » for the first of the month, as Québec French writes it). */
export function frenchDate(day: string): string {
  const text = longDate.format(new Date(`${day}T00:00:00Z`));
  return text.replace(/^1 /, '1er ');
}
