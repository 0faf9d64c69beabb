import { z } from 'zod';
import { telHref, toE164 } from '../lib/phone';

/**
 * The one place for the firm's identity and offers. Components import these
 * values; no other file repeats them.
 */

// Placeholder: the spec names no company and no domain; replace both before launch.
const PLACEHOLDER_NAME = 'Conformité Propreté Québec';
const PLACEHOLDER_SITE_URL = 'https://conformiteproprete.example';
// Placeholder for the spec's `{phone}`: the real number is not known yet.
const PLACEHOLDER_PHONE = '514-000-0000';
// Placeholder: the spec gives a fixed company e-mail address but not its value.
const PLACEHOLDER_EMAIL = 'info@example.com';

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
});

export type SiteConfig = z.infer<typeof siteSchema>;

const envSiteUrl = typeof process !== 'undefined' ? process.env.SITE_URL : undefined;

export const site: SiteConfig = siteSchema.parse({
  name: PLACEHOLDER_NAME,
  url: envSiteUrl || PLACEHOLDER_SITE_URL,
  locale: 'fr-CA',
  ogLocale: 'fr_CA',
  themeColor: '#0f766e',
  phone: {
    display: PLACEHOLDER_PHONE,
    e164: toE164(PLACEHOLDER_PHONE),
    href: telHref(PLACEHOLDER_PHONE),
  },
  email: PLACEHOLDER_EMAIL,
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
});
