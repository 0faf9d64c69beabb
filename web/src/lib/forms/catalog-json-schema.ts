import { z } from 'zod';
import { catalogSchema } from './catalog';

/**
 * The forms catalog's JSON Schema, generated from its Zod schema (./catalog.ts) and committed as
 * forms/catalog.schema.json, which the C++ server checks the catalog against before it maps it to
 * its structs (server/src/forms/catalog.cpp): one description of the catalog's shape, in Zod. The
 * rules across entries (an option set a field names exists, a consent field is a field of its
 * form…) are the schema's refinements, which JSON Schema cannot say: the server checks them as it
 * maps. Regenerate after changing the Zod schema:
 * `WRITE_CATALOG_SCHEMA=1 npx vitest run tests/unit/forms-catalog-schema.test.ts`.
 */
export const CATALOG_SCHEMA_FILE = 'forms/catalog.schema.json';

export const catalogJsonSchema = (): string => `${JSON.stringify(z.toJSONSchema(catalogSchema, { io: 'input', unrepresentable: 'throw' }), null, 2)}\n`;
