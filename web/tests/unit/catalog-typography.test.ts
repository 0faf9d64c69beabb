import { describe, expect, it } from 'vitest';
import raw from '../../../forms/catalog.json' with { type: 'json' };

/**
 * Strings spec section 8 quotes verbatim: they keep the spec's own typography. The newsletters'
 * success message departs from the spec on purpose (double opt-in: it says to confirm by e-mail),
 * so it is project copy and checked like the rest.
 */
const SPEC_VERBATIM = new Set([
  "Demande d'audit reçue ! Nous vous contactons sous 2 heures.",
  "Demande d'audit envoyée! Nous vous contactons sous 2h.",
  'Demande envoyée avec succès!',
  'Notre équipe vous contactera sous 24h pour planifier votre audit gratuit.',
  'Politique de confidentialité',
  'Veuillez accepter notre politique de confidentialité pour continuer.',
  'Sélectionner...',
]);

/** Keys whose string values visitors read (plus the plain error messages under `messages`). */
const COPY_KEYS = new Set(['label', 'title', 'description', 'text', 'promise', 'notice', 'emptyLabel', 'submitLabel', 'sending']);

/** Every user-facing string of the catalog, found by key. */
function copy(node: unknown, key = '', inMessages = false): string[] {
  if (typeof node === 'string') return COPY_KEYS.has(key) || inMessages ? [node] : [];
  if (Array.isArray(node)) return node.flatMap((n) => copy(n, key, inMessages));
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([k, v]) => copy(v, k, inMessages || k === 'messages'));
  }
  return [];
}

describe('forms catalog typography (OQLF) in project-written copy', () => {
  const strings = copy(raw).filter((s) => !SPEC_VERBATIM.has(s));

  it('finds the copy to check', () => {
    expect(strings.length).toBeGreaterThan(100);
  });

  it('uses typographic apostrophes', () => {
    expect(strings.filter((s) => /\p{L}'\p{L}/u.test(s))).toEqual([]);
  });

  it('puts a no-break space before « ! ? ; : »', () => {
    expect(strings.filter((s) => /[^\u00a0\u202f][!?;:](\s|$)/u.test(s))).toEqual([]);
  });

  it('writes ranges in words, not with a hyphen between numbers', () => {
    // « 514 555-0101 » is a phone number, not a range: its four-digit group is not a quantity.
    expect(strings.filter((s) => /\b\d{1,3}-\d{1,3}\b/.test(s))).toEqual([]);
  });
});
