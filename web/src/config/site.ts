import { z } from 'zod';
import business from '../../../config/business.json' with { type: 'json' };
import { telHref, toE164 } from '../lib/phone';

/**
 * The one place for the firm's identity and offers. Components import these
 * values; no other file repeats them.
 */

// Name, phone, e-mail and site URL are shared with the server (e-mails) through
// config/business.json; all four are placeholders until the firm provides them.
const { name, phone, email, siteUrl } = business;

const siteSchema = z.object({
  name: z.string().min(1),
  /** Absolute origin without a trailing slash; `SITE_URL` overrides it at build time. */
  url: z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, '')),
  locale: z.literal('fr-CA'),
  ogLocale: z.literal('fr_CA'),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  phone: z.object({ display: z.string(), e164: z.string(), href: z.string() }),
  email: z.email(),
  address: z.object({
    locality: z.string(),
    region: z.literal('QC'),
    country: z.literal('CA'),
    postalCode: z.string().optional(),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  priceRange: z.string(),
  rating: z.object({ value: z.number().min(0).max(5), count: z.number().int().positive() }),
  openingHours: z.object({
    days: z.array(
      z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
    ),
    opens: z.string().regex(/^\d\d:\d\d$/),
    closes: z.string().regex(/^\d\d:\d\d$/),
  }),
  offers: z.object({
    freeAudit: z.object({
      value: z.number().positive(),
      /** Button label quoted verbatim by the spec. */
      label: z.string(),
      /** Short label of the mobile bottom bar, quoted verbatim by the spec. */
      shortLabel: z.string(),
    }),
  }),
  foundedYear: z.number().int(),
  /** Person in charge of protecting personal information (Québec Law 25). */
  privacyOfficer: z.object({
    /** How the privacy policy names the role: by title, so the copy survives a change of person. */
    title: z.string().min(1),
    /** Kept for the firm's records and requests; not shown on the site. */
    name: z.string().min(1),
    email: z.email(),
  }),
  /** Days a lead is kept before the server's daily purge deletes it (server `RETENTION_DAYS`, default 730). */
  leadRetentionDays: z.number().int().positive(),
});

export type SiteConfig = z.infer<typeof siteSchema>;

const envSiteUrl = typeof process !== 'undefined' ? process.env.SITE_URL : undefined;

export const site: SiteConfig = siteSchema.parse({
  name,
  url: envSiteUrl || siteUrl,
  locale: 'fr-CA',
  ogLocale: 'fr_CA',
  themeColor: '#0f766e',
  phone: {
    display: phone,
    e164: toE164(phone),
    href: telHref(phone),
  },
  email,
  address: { locality: 'Montréal', region: 'QC', country: 'CA' },
  geo: { latitude: 45.5019, longitude: -73.5674 },
  priceRange: '$$',
  rating: { value: 4.9, count: 127 },
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    opens: '00:00',
    closes: '23:59',
  },
  offers: {
    freeAudit: { value: 500, label: 'Audit Gratuit 500$', shortLabel: 'Audit Gratuit' },
  },
  foundedYear: 2009,
  privacyOfficer: {
    title: 'la présidente de l’entreprise',
    // PLACEHOLDER: replace with the real name once the firm provides it.
    name: 'À confirmer (nom de la présidente)',
    email,
  },
  leadRetentionDays: 730,
});
