import type { z } from 'zod';

/**
 * The files the editor offers, read from the content registry (`registry` of
 * src/content/registry.ts: each collection's file, folder or Markdown file, and its schema), so a
 * collection added there appears in the editor with no change here.
 */
export interface Source {
  /** The registry's name for it (`villes`, `chiffres`). */
  name: string;
  /** Schema of one whole file. */
  schema: z.ZodType;
  /** Relative to src/content/data/: one YAML file, one folder of YAML or Markdown files, or one Markdown file. */
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

/** The sources of the loaded src/content/registry.ts module. */
export function sourcesOf(registryModule: { registry: Record<string, RegistryEntry> }): Source[] {
  const { registry } = registryModule;
  if (!registry) throw new Error('src/content/registry.ts does not export `registry`: the editor reads the content registry only');
  return Object.entries(registry).map(([name, entry]) => ({ name, ...entry }));
}
