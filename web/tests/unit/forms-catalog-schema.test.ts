import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogSchema } from '../../src/lib/forms/catalog';
import { CATALOG_SCHEMA_FILE, catalogJsonSchema } from '../../src/lib/forms/catalog-json-schema';

/**
 * The committed JSON Schema of the forms catalog is the one its Zod schema generates: the server
 * checks the catalog against that file, so it must never say something else than the build does.
 */
const committed = join(resolve('..'), CATALOG_SCHEMA_FILE);
if (process.env.WRITE_CATALOG_SCHEMA) writeFileSync(committed, catalogJsonSchema());

describe('forms/catalog.schema.json', () => {
  it('is the JSON Schema generated from the catalog’s Zod schema (regenerate: WRITE_CATALOG_SCHEMA=1)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(catalogJsonSchema());
  });

  it('closes every object the Zod schema closes, and requires what it requires', () => {
    const schema = JSON.parse(readFileSync(committed, 'utf8'));
    const form = schema.properties.forms.items;
    expect(form.additionalProperties).toBe(false);
    expect(form.required).toEqual(expect.arrayContaining(['id', 'kind', 'fields', 'submitLabel']));
    expect(form.properties.fields.items.properties.type.enum).toEqual(catalogSchema.shape.forms.element.shape.fields.element.shape.type.options);
  });
});
