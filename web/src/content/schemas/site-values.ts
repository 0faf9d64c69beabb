import { z } from 'zod';

/**
 * The values copy may name by key (`{prix.audit.valeur}`, `{villes.nombre}`, `{entreprise.nom}`),
 * as the loader computes them from the data and config/business.json (../direct-reader.ts,
 * `siteValues`) and stores them as the one entry of the collection `valeurs`: each key with its
 * text, in the order they are computed.
 */
export const siteValuesSchema = z
  .object({ paires: z.array(z.tuple([z.string(), z.string()])) })
  .strict();
