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
  .optional()
  .meta({ label: 'Date d’expiration', help: 'AAAA-MM-JJ, « à fournir », ou « aucune ». Expirée à la date de construction du site : elle n’est plus affichée.' });

/** Pages of these sectors show the entry; without the list, every page with a proof block does. */
const sectorList = z.array(z.enum(sectorSlugs)).min(1).optional();

const certificationSchema = z.strictObject({
  /** What it is, as the visitor reads it: « ISO 9001 — système de gestion de la qualité ». */
  nom: line.meta({ label: 'Nom' }),
  type: z.enum(['certification', 'adhesion']).meta({ label: 'Type' }),
  /** Who issued it (the registrar, the association). */
  emetteur: supplied.meta({ label: 'Émetteur (l’organisme qui l’a délivrée)', help: 'Écrivez « à fournir » tant que l’entreprise ne l’a pas donné : rien n’est affiché et server check le signale.' }),
  /** The certificate or member number, as the issuer writes it. */
  numero: supplied.meta({ label: 'Numéro', help: 'Tel que l’émetteur l’écrit ; « à fournir » tant qu’il manque. N’écrivez jamais un numéro d’exemple.' }),
  expiration: expiry,
  /** Where a visitor can check it (the issuer's public register). */
  verification: z.url({ protocol: /^https$/ }).optional().meta({ label: 'Adresse du registre où la vérifier' }),
  secteurs: sectorList.meta({ label: 'Secteurs', help: 'Les pages où la montrer (toutes si la liste est vide).' }),
});

export const certificationsSchema = z.strictObject({ certifications: z.array(certificationSchema).meta({ label: 'Certifications et adhésions', item: 'certification' }) });

const insuranceSchema = z.strictObject({
  /** The kind of cover: « Responsabilité civile générale ». */
  nom: line.meta({ label: 'Nom' }),
  assureur: supplied.meta({ label: 'Assureur', help: 'Écrivez « à fournir » tant que l’entreprise ne l’a pas donné : rien n’est affiché et server check le signale.' }),
  /** The amount, by its key of chiffres.yaml: `{assurance.responsabilite}`. */
  couverture: line.meta({ label: 'Couverture', help: 'La clé du montant dans chiffres.yaml, entre accolades : {assurance.responsabilite}.' }),
  police: supplied.meta({ label: 'Numéro de police', help: 'Tel que l’assureur l’écrit ; « à fournir » tant qu’il manque.' }),
  expiration: expiry,
  secteurs: sectorList.meta({ label: 'Secteurs', help: 'Les pages où la montrer (toutes si la liste est vide).' }),
});

export const insurancesSchema = z.strictObject({ assurances: z.array(insuranceSchema).meta({ label: 'Assurances', item: 'assurance' }) });

const clientLogoSchema = z.strictObject({
  /** The client's name, the logo's alternative text. */
  client: line.meta({ label: 'Client' }),
  /** The logo file, in src/assets/photos/ with the firm's photos (PNG, JPEG, WebP). */
  fichier: photoFile.meta({ label: 'Logo', help: 'Téléversez la photo : elle est enregistrée dans src/assets/photos/ et le site en produit lui-même les formats et tailles.' }),
  /** The client's written permission to show its logo: without it, the logo stays off the site. */
  permission: z.boolean().meta({ label: 'Permission écrite du client', help: 'Sans la permission écrite du client, le logo n’est pas montré.' }),
  /** When the permission was given (AAAA-MM-JJ). */
  datePermission: z.iso.date().or(z.date().transform((d) => d.toISOString().slice(0, 10))).optional().meta({ label: 'Date de la permission' }),
  secteurs: sectorList.meta({ label: 'Secteurs', help: 'Les pages où le montrer (toutes si la liste est vide).' }),
});

export const clientLogosSchema = z.strictObject({ logos: z.array(clientLogoSchema).meta({ label: 'Logos de clients', item: 'logo' }) });

export type CertificationData = z.output<typeof certificationSchema>;
export type InsuranceData = z.output<typeof insuranceSchema>;
export type ClientLogoData = z.output<typeof clientLogoSchema>;
