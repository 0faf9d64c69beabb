import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { nonBreaking, telHref, toE164 } from '../../src/lib/phone';

describe('toE164', () => {
  it('derives E.164 from a number written for people', () => {
    expect(toE164('514-000-0000')).toBe('+15140000000');
    expect(toE164('(438) 555 1234')).toBe('+14385551234');
    expect(toE164('1-450-555-1234')).toBe('+14505551234');
  });

  it('rejects numbers that are not 10 digits', () => {
    expect(() => toE164('555-1234')).toThrow(/10-digit/);
    expect(() => toE164('2-514-555-1234')).toThrow();
  });

  it('builds the tel: href', () => {
    expect(telHref('514-000-0000')).toBe('tel:+15140000000');
  });
});

describe('the site phone', () => {
  it('holds one number in both forms', () => {
    expect(site.phone.display).toBe('514-000-0000');
    expect(site.phone.e164).toBe(toE164(site.phone.display));
    expect(site.phone.href).toBe('tel:+15140000000');
  });

  it('is shown with characters that never wrap', () => {
    expect(nonBreaking('Appelez au 514-000-0000')).toBe('Appelez\u00a0au\u00a0514\u2011000\u20110000');
  });
});
