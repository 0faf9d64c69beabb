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

const cadCents = new Intl.NumberFormat('fr-CA', {
  style: 'currency',
  currency: 'CAD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Amount with cents, for unit prices: `formatCadCents(12.99)` → « 12,99 $ ». */
export function formatCadCents(amount: number): string {
  return cadCents.format(amount);
}

const percent = new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 1 });

/** Percentage with the OQLF no-break space: `formatPercent(10)` → « 10 % ». */
export function formatPercent(value: number): string {
  return percent.format(value / 100);
}

const plain = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 0 });
const plainCents = new Intl.NumberFormat('fr-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price range with one currency sign: « 1 200 à 2 400 $ », or « 0,25 à 0,30 $ » with cents. */
export function formatCadRange(min: number, max: number, { cents = false }: { cents?: boolean } = {}): string {
  return cents
    ? `${plainCents.format(min)} à ${formatCadCents(max)}`
    : `${plain.format(min)} à ${formatCad(max)}`;
}

const decimal = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 2 });

/** A number as written, decimals kept: `formatDecimal(4.9)` → « 4,9 ». */
export function formatDecimal(value: number): string {
  return decimal.format(value);
}

/** A whole number with fr-CA grouping: `formatNumber(4000)` → « 4 000 ». */
export function formatNumber(value: number): string {
  return plain.format(value);
}
