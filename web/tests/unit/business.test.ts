// Issue 16, item 9: the firm's identity lives in config/business.json alone, checked against
// config/business.schema.json by the web build; site.ts reads it rather than repeating it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import raw from '../../../config/business.json';
import { business, parseBusiness, site } from '../../src/config/site';

describe('config/business.json', () => {
  it('is what the site shows: name, phone, e-mail, privacy officer, hours', () => {
    expect(site.name).toBe(raw.name);
    expect(site.phone.display).toBe(raw.phone);
    expect(site.email).toBe(raw.email);
    expect(site.privacyOfficer).toEqual(raw.privacyOfficer);
    expect(site.openingHours).toEqual(raw.hours.emergency);
    expect(site.address.locality).toBe(raw.address.locality);
    expect(site.geo).toEqual(raw.geo);
    if (!process.env.SITE_URL) expect(site.url).toBe(raw.siteUrl);
    expect(business).toEqual(raw);
  });

  it('is not repeated in site.ts', () => {
    const source = readFileSync(new URL('../../src/config/site.ts', import.meta.url), 'utf8');
    for (const value of [raw.phone, raw.email, raw.siteUrl, raw.name, raw.privacyOfficer.name, raw.notificationEmail]) {
      expect(source).not.toContain(value);
    }
  });

  it('is checked against its JSON Schema: a missing or malformed value fails the build', () => {
    const { phone: _phone, ...withoutPhone } = raw;
    expect(() => parseBusiness(withoutPhone)).toThrow(/phone/);
    expect(() => parseBusiness({ ...raw, siteUrl: 'https://exemple.ca/' })).toThrow(/siteUrl/);
    expect(() => parseBusiness({ ...raw, notificationEmail: 'pas une adresse' })).toThrow(/notificationEmail/);
    expect(() => parseBusiness({ ...raw, hours: { ...raw.hours, office: { ...raw.hours.office, days: ['Lundi'] } } })).toThrow();
    expect(() => parseBusiness({ ...raw, surprise: 1 })).toThrow();
    expect(parseBusiness(raw)).toEqual(raw);
  });
});
