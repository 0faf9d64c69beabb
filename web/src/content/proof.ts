import { TO_SUPPLY, type CertificationData, type ClientLogoData, type InsuranceData } from './schemas/proof';
import type { SectorSlug } from './schemas/sector';

/**
 * Which of the firm's proof the site shows (data/preuves/), and what `server check` lists: an
 * entry is shown only when every value that lets a visitor check it is given (not `à fournir`)
 * and it has not expired on the build date; a client logo only with the client's permission.
 */

/** The day of the build in Montréal, AAAA-MM-JJ: an entry expiring that day is still shown. */
export function buildDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const given = (v: string | undefined): v is string => v !== undefined && v.trim() !== '' && v.trim().toLowerCase() !== TO_SUPPLY;

export interface ProofStatus {
  kind: 'certification' | 'insurance';
  name: string;
  file: string;
  /** The values still « à fournir » (or left out), by their key in the file. */
  missing: string[];
  /** The expiry date when it has passed. */
  expired?: string;
  shown: boolean;
}

function status(kind: ProofStatus['kind'], name: string, file: string, required: Record<string, string | undefined>, expiration: string | undefined, today: string): ProofStatus {
  const missing = Object.entries(required)
    .filter(([, v]) => !given(v))
    .map(([k]) => k);
  if (!given(expiration)) missing.push('expiration');
  const expired = given(expiration) && expiration !== 'aucune' && expiration < today ? expiration : undefined;
  return { kind, name, file, missing, ...(expired ? { expired } : {}), shown: missing.length === 0 && !expired };
}

export const certificationStatus = (c: CertificationData, file: string, today: string) =>
  status('certification', c.nom, file, { emetteur: c.emetteur, numero: c.numero }, c.expiration, today);

export const insuranceStatus = (i: InsuranceData, file: string, today: string) =>
  status('insurance', i.nom, file, { assureur: i.assureur, police: i.police }, i.expiration, today);

const forSector = (secteurs: readonly SectorSlug[] | undefined, sector: SectorSlug | undefined) => !sector || !secteurs || secteurs.includes(sector);

const CERTIFICATIONS = 'src/content/data/preuves/certifications.yaml';
const INSURANCES = 'src/content/data/preuves/assurances.yaml';
export const LOGOS = 'src/content/data/preuves/logos-clients.yaml';

export interface Proof {
  certifications: (CertificationData & { emetteur: string; numero: string; expiration: string })[];
  insurances: (InsuranceData & { assureur: string; police: string; expiration: string })[];
  logos: ClientLogoData[];
}

/** The proof as the three files of data/preuves/ give it (read by src/page-models/proof.ts, and by the build's manifest). */
export interface ProofData {
  certifications: readonly CertificationData[];
  insurances: readonly InsuranceData[];
  logos: readonly ClientLogoData[];
}

export const proofOf = (
  { certifications }: { certifications: readonly CertificationData[] },
  { assurances }: { assurances: readonly InsuranceData[] },
  { logos }: { logos: readonly ClientLogoData[] },
): ProofData => ({ certifications, insurances: assurances, logos });

/** What a page of `sector` (or a page of every sector) shows on `today`. */
export function visibleProof(sector: SectorSlug | undefined, today: string, data: ProofData): Proof {
  return {
    certifications: data.certifications.filter((c) => forSector(c.secteurs, sector) && certificationStatus(c, CERTIFICATIONS, today).shown) as Proof['certifications'],
    insurances: data.insurances.filter((i) => forSector(i.secteurs, sector) && insuranceStatus(i, INSURANCES, today).shown) as Proof['insurances'],
    logos: data.logos.filter((l) => l.permission && forSector(l.secteurs, sector)),
  };
}

/** What the build writes for `server check` (dist/.proof-check.json). */
export interface ProofManifest {
  buildDay: string;
  items: ProofStatus[];
  logos: { listed: number; shown: number; file: string };
}

export function proofManifest(today: string, data: ProofData): ProofManifest {
  return {
    buildDay: today,
    items: [
      ...data.certifications.map((c) => certificationStatus(c, CERTIFICATIONS, today)),
      ...data.insurances.map((i) => insuranceStatus(i, INSURANCES, today)),
    ],
    logos: { listed: data.logos.length, shown: data.logos.filter((l) => l.permission).length, file: LOGOS },
  };
}

