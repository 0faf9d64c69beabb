import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { formatCad } from '../../src/lib/format';

describe('site config', () => {
  it('keeps the spec literals verbatim', () => {
    // The amount is {prix.audit.valeur} of chiffres.yaml (figures-render-once.test.ts reads the built button).
    expect(site.offers.freeAudit.label).toBe('Audit Gratuit {montant}$');
    expect(site.offers.freeAudit.shortLabel).toBe('Audit Gratuit');
  });

  it('has an absolute site URL without a trailing slash', () => {
    expect(site.url).toMatch(/^https?:\/\/[^/]+$/);
  });

  it('is open every day, 00:00 to 23:59', () => {
    expect(site.openingHours.days).toHaveLength(7);
    expect(site.openingHours).toMatchObject({ opens: '00:00', closes: '23:59' });
  });
});

describe('formatCad', () => {
  it('writes amounts the Québec way, with a no-break space before $', () => {
    expect(formatCad(500)).toBe('500\u00a0$');
    expect(formatCad(55200)).toBe('55\u00a0200\u00a0$');
  });
});
