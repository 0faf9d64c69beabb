import { z } from 'zod';
import rawBusiness from '../../../config/business.json' with { type: 'json' };
import businessSchema from '../../../config/business.schema.json' with { type: 'json' };
import { telHref, toE164 } from '../lib/phone';

/**
 * The one place on the web side for the firm's identity and offers. Components import these
 * values; no other file repeats them. The identity itself (name, phone, e-mails, address, privacy
 * officer, hours) lives in config/business.json alone, shared with the server, and the build
 * fails here when that file does not match config/business.schema.json.
 */
export const business = parseBusiness(rawBusiness);

/** Checks an identity file against the shared JSON Schema (the server checks the same at start). */
export function parseBusiness(value: unknown) {
  const checked = z.fromJSONSchema(businessSchema as Parameters<typeof z.fromJSONSchema>[0]).safeParse(value);
  if (!checked.success) {
    throw new Error(`config/business.json does not match config/business.schema.json:\n${z.prettifyError(checked.error)}`);
  }
  return value as typeof rawBusiness;
}

/** « À confirmer » marks a value the firm has not given yet: left out of pages rather than shown. */
const given = (value: string) => (value.startsWith('À confirmer') ? undefined : value);

const { name, legalName, neq, phone, email, siteUrl, address, geo, privacyOfficer, hours } = business;
/** The firm's own social pages (config/business.json `social`, optional and empty until given). */
const social = ((business as { social?: { network: string; url: string }[] }).social ?? []);

const siteSchema = z.object({
  name: z.string().min(1),
  /** Legal name and Québec enterprise number (NEQ) for the footer; absent while « À confirmer ». */
  legalName: z.string().min(1).optional(),
  neq: z.string().regex(/^\d{10}$/).optional(),
  social: z.array(z.object({ network: z.enum(['facebook', 'linkedin', 'instagram', 'youtube', 'google']), url: z.url({ protocol: /^https$/ }) })),
  /** Absolute origin without a trailing slash; `SITE_URL` overrides it at build time. */
  url: z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, '')),
  locale: z.literal('fr-CA'),
  ogLocale: z.literal('fr_CA'),
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/i),
  phone: z.object({ display: z.string(), e164: z.string(), href: z.string() }),
  email: z.email(),
  address: z.object({
    streetAddress: z.string().optional(),
    locality: z.string(),
    region: z.literal('QC'),
    country: z.literal('CA'),
    postalCode: z.string().optional(),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  priceRange: z.string(),
  openingHours: z.object({
    days: z.array(
      z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
    ),
    opens: z.string().regex(/^\d\d:\d\d$/),
    closes: z.string().regex(/^\d\d:\d\d$/),
  }),
  offers: z.object({
    freeAudit: z.object({
      /**
       * Button label quoted verbatim by the spec (« Audit Gratuit 500$ »), its amount written as
       * `{montant}`: the layout fills it with {prix.audit.valeur} of chiffres.yaml, the one value.
       */
      label: z.string().regex(/\{montant\}/),
      /** Short label of the mobile bottom bar, quoted verbatim by the spec. */
      shortLabel: z.string(),
    }),
  }),
  /** config/business.json foundingYear: « Depuis 2009 », and the years of experience computed from it. */
  foundedYear: z.number().int(),
  /**
   * The firm's public review profile (config/business.json reviewProfile): the rating and its
   * review count are shown only with it, linked as their source, on the pages and in the JSON-LD.
   */
  reviewProfile: z.url({ protocol: /^https$/ }).optional(),
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
  legalName: given(legalName),
  neq: given(neq),
  social,
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
  address: {
    streetAddress: given(address.streetAddress),
    locality: address.locality,
    region: address.region,
    country: address.country,
    postalCode: given(address.postalCode),
  },
  geo,
  priceRange: '$$',
  /** Structured data announces the emergency service's hours (24/7); offices keep their own. */
  openingHours: hours.emergency,
  offers: {
    freeAudit: { label: 'Audit Gratuit {montant}$', shortLabel: 'Audit Gratuit' },
  },
  foundedYear: business.foundingYear,
  reviewProfile: (business as { reviewProfile?: string }).reviewProfile || undefined,
  privacyOfficer,
  leadRetentionDays: 730,
});
