/**
 * The JSON Schema of a content schema (Zod's `toJSONSchema`), as far as the editor reads it: the
 * type ./fields.ts walks to build Decap's fields and ./labels.ts reads for hints. A file of its own
 * so neither of them imports the other for it.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: (string | number)[];
  const?: string | number | boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
  /** The field's French label, help and the name of one entry of a list, written beside it in its schema (`.meta({ label, help, item })`). */
  label?: string;
  help?: string;
  item?: string;
  /** A record's words for some of its keys (`chiffres.yaml`: `garderie` is « Garderies et CPE »). */
  keys?: Record<string, string>;
  /** A reference to an entry of another folder collection (`.meta({ relation })` in the schema): its name and the key to show. */
  relation?: { collection: string; display: string };
  /** A page's title (`.meta({ titreOnglet })`, src/content/schemas/text.ts pageTitle): counted as the browser tab shows it. */
  titreOnglet?: boolean;
};
