/**
 * The date the site is built, which figures that follow from time are computed against (the years
 * of experience since the founding year). `SOURCE_DATE_EPOCH` (seconds, the reproducible-builds
 * convention) fixes it, so a rebuild of the same sources says the same thing.
 */
export function buildDate(env: Readonly<Record<string, string | undefined>> = typeof process !== 'undefined' ? process.env : {}): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  return new Date();
}

/** Whole years from a year to the build date's year (« 17 ans » from 2009 in 2026). */
export function yearsSince(year: number, on: Date = buildDate()): number {
  return on.getUTCFullYear() - year;
}
