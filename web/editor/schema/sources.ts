import { z } from 'zod';

/**
 * The files the editor offers, read from the content registry (`registry` of
 * src/content.config.ts: each collection's file, folder or Markdown file, and its schema), so a
 * collection added there appears in the editor with no change here.
 */
export interface Source {
  /** The registry's name for it (`villes`, `chiffres`). */
  name: string;
  /** Schema of one whole file. */
  schema: z.ZodType;
  /** Relative to src/content/data/: one YAML file, one folder of YAML files, or one Markdown file. */
  file?: string;
  folder?: string;
  except?: readonly string[];
  markdown?: string;
}

interface RegistryEntry {
  schema: z.ZodType;
  file?: string;
  folder?: string;
  except?: readonly string[];
  markdown?: string;
}

/**
 * Until the registry lands on main, content.config.ts declares Astro collections whose loaders
 * hide their paths: their files are listed here, with how each loader splits a file into entries
 * (`record`: one entry per top-level key; `array`: one per item; `wrapped`: the list under
 * `liste`). Remove this table once `registry` is exported.
 */
const LEGACY: Record<string, Omit<RegistryEntry, 'schema'> & { split?: 'record' | 'array' | 'wrapped' }> = {
  chiffres: { file: 'chiffres.yaml' },
  villes: { folder: 'villes' },
  pagesSecteurs: { file: 'pages-secteurs.yaml', split: 'record' },
  secteurs: { file: 'secteurs.yaml', split: 'record' },
  accueil: { file: 'accueil.yaml' },
  blogue: { file: 'blogue.yaml' },
  contact: { file: 'contact.yaml' },
  auditGratuit: { file: 'audit-gratuit.yaml' },
  zoneCouverture: { file: 'zone-couverture.yaml' },
  localites: { file: 'localites.yaml' },
  carteCouverture: { file: 'carte-couverture.yaml' },
  heures: { file: 'heures.yaml', split: 'wrapped' },
  pagesSysteme: { file: 'pages-systeme.yaml', split: 'array' },
  pageIntrouvable: { file: 'page-introuvable.yaml' },
  politiqueConfidentialite: { markdown: 'politique-confidentialite.md' },
  badgesSecteurs: { file: 'badges-secteurs.yaml' },
  pagesVilleCommun: { file: 'pages-ville/commun.yaml' },
  pagesVille: { folder: 'pages-ville', except: ['commun.yaml'] },
  pagesVilleSurMesure: { folder: 'pages-ville/sur-mesure' },
  municipalites: { file: 'municipalites.yaml' },
  conformiteCliniques: { file: 'conformite/cliniques.yaml' },
  conformiteCliniquesVilles: { folder: 'conformite/cliniques-villes' },
  conformiteGarderies: { file: 'conformite/garderies.yaml' },
  conformiteGarderiesChapitres: { folder: 'conformite/garderies-chapitres' },
  conformiteEntreprises: { file: 'conformite/entreprises-reglementees.yaml' },
  conformiteFaq: { file: 'conformite/faq.yaml' },
  conformiteCommun: { file: 'conformite/commun.yaml' },
};

function legacySources(collections: Record<string, { schema?: unknown }>): Source[] {
  return Object.entries(collections).flatMap(([name, collection]) => {
    const where = LEGACY[name];
    const entry = collection.schema as z.ZodType | undefined;
    if (!where || !entry) return [];
    const { split, ...place } = where;
    const schema =
      split === 'record'
        ? z.record(z.string(), entry)
        : split === 'array'
          ? z.array(entry)
          : split === 'wrapped'
            ? ((entry as z.ZodObject<{ liste: z.ZodType }>).shape?.liste ?? entry)
            : entry;
    return [{ name, schema, ...place }];
  });
}

/** The sources of a loaded src/content.config.ts module. */
export function sourcesOf(contentConfig: Record<string, unknown>): Source[] {
  const registry = contentConfig.registry as Record<string, RegistryEntry> | undefined;
  if (registry) return Object.entries(registry).map(([name, entry]) => ({ name, ...entry }));
  return legacySources((contentConfig.collections ?? {}) as Record<string, { schema?: unknown }>);
}
