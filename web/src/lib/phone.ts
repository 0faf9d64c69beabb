/**
 * Derives the E.164 form (`+15140000000`) of a North American number written
 * for people (`514-000-0000`), so the site config holds the number only once.
 */
export function toE164(displayNumber: string, countryCode = '1'): string {
  const digits = displayNumber.replace(/\D/g, '');
  if (digits.length === 10) return `+${countryCode}${digits}`;
  if (digits.length === 11 && digits.startsWith(countryCode)) return `+${digits}`;
  throw new Error(`Not a 10-digit North American phone number: "${displayNumber}"`);
}

/**
 * Text of a phone number that never wraps: non-breaking hyphens (U+2011) and
 * spaces (U+00A0), as validators ask for text inside `tel:` links.
 */
export function nonBreaking(text: string): string {
  return text.replace(/-/g, '\u2011').replace(/ /g, '\u00a0');
}

/** `tel:` href for a number written for people. */
export function telHref(displayNumber: string): string {
  return `tel:${toE164(displayNumber)}`;
}
