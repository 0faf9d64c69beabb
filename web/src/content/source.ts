import type { z } from 'zod';

/** Where a collection of the registry (./registry.ts) lives under ./data, and its schema. */
export type Source =
  | { file: string; schema: z.ZodType }
  /** YAML files, or Markdown files whose frontmatter the schema checks (data/articles). */
  | { folder: string; except?: readonly string[]; schema: z.ZodType }
  | { markdown: string; schema: z.ZodType };
