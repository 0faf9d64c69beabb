/**
 * Québec French formatting. fr-CA puts a no-break space (U+00A0) between the
 * amount and the dollar sign (`500 $`), as the OQLF recommends.
 */
const cad = new Intl.NumberFormat('fr-CA', {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 0,
});

export function formatCad(amount: number): string {
  return cad.format(amount);
}
