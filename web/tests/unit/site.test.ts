import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { formatCad } from '../../src/lib/format';

describe('site config', () => {
  it('keeps the spec literals verbatim', () => {
    expect(site.offers.freeAudit.label).toBe('Audit Gratuit 500$');
    expect(site.offers.freeAudit.shortLabel).toBe('Audit Gratuit');
    expect(site.offers.freeAudit.value).toBe(500);
  });

  it('has an absolute site URL without a trailing slash', () => {
    expect(site.url).toMatch(/^https?:\/\/[^/]+$/);
  });

  it('is open every day, 00:00 to 23:59, rated 4.9 from 127 reviews', () => {
    expect(site.openingHours.days).toHaveLength(7);
    expect(site.openingHours).toMatchObject({ opens: '00:00', closes: '23:59' });
    expect(site.rating).toEqual({ value: 4.9, count: 127 });
  });
});

describe('formatCad', () => {
  it('writes amounts the Québec way, with a no-break space before $', () => {
    expect(formatCad(500)).toBe('500\u00a0$');
    expect(formatCad(55200)).toBe('55\u00a0200\u00a0$');
  });
});
