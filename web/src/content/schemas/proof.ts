import { z } from 'zod';
import { sectorSlugs } from './sector';
import { photoFile } from './images';
import { line } from './text';

/**
 * The firm's verifiable proof (issue 25): certifications and memberships, insurance, client
 * logos. What the firm has not supplied yet is written `à fournir`: such an entry is never shown
 * on the site, and `server check` lists it (../proof.ts decides, the build writes the list).
 */

/** The explicit state of a value the firm has not supplied yet. */
export const TO_SUPPLY = 'à fournir';

/** A value the firm gives, or `à fournir` until it does (a missing line reads the same). */
const supplied = z
  .string()
  .min(1)
  .transform((v) => v.trim())
  .optional();

/** An expiry: a date (AAAA-MM-JJ), `à fournir`, or `aucune` for what does not expire. */
const expiry = z
  .union([
    z.iso.date(),
    z.date().transform((d) => d.toISOString().slice(0, 10)),
    z.literal(TO_SUPPLY),
    z.literal('aucune'),
  ])
  .optional();

/** Pages of these sectors show the entry; without the list, every page with a proof block does. */
const sectorList = z.array(z.enum(sectorSlugs)).min(1).optional();

const certificationSchema = z.strictObject({
  /** What it is, as the visitor reads it: « ISO 9001 — système de gestion de la qualité ». */
  nom: line,
  type: z.enum(['certification', 'adhesion']),
  /** Who issued it (the registrar, the association). */
  emetteur: supplied,
  /** The certificate or member number, as the issuer writes it. */
  numero: supplied,
  expiration: expiry,
  /** Where a visitor can check it (the issuer's public register). */
  verification: z.url({ protocol: /^https$/ }).optional(),
  secteurs: sectorList,
});

export const certificationsSchema = z.strictObject({ certifications: z.array(certificationSchema) });

const insuranceSchema = z.strictObject({
  /** The kind of cover: « Responsabilité civile générale ». */
  nom: line,
  assureur: supplied,
  /** The amount, by its key of chiffres.yaml: `{assurance.responsabilite}`. */
  couverture: line,
  police: supplied,
  expiration: expiry,
  secteurs: sectorList,
});

export const insurancesSchema = z.strictObject({ assurances: z.array(insuranceSchema) });

const clientLogoSchema = z.strictObject({
  /** The client's name, the logo's alternative text. */
  client: line,
  /** The logo file, in src/assets/photos/ with the firm's photos (PNG, JPEG, WebP). */
  fichier: photoFile,
  /** The client's written permission to show its logo: without it, the logo stays off the site. */
  permission: z.boolean(),
  /** When the permission was given (AAAA-MM-JJ). */
  datePermission: z.iso.date().or(z.date().transform((d) => d.toISOString().slice(0, 10))).optional(),
  secteurs: sectorList,
});

export const clientLogosSchema = z.strictObject({ logos: z.array(clientLogoSchema) });

export type CertificationData = z.output<typeof certificationSchema>;
export type InsuranceData = z.output<typeof insuranceSchema>;
export type ClientLogoData = z.output<typeof clientLogoSchema>;
