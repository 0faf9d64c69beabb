/**
 * A save the editor refuses, with its reason in French: shown to the person who saved, field by
 * field. A file of its own so the modules that refuse a save (./save.ts, ./city-form.ts,
 * ./photo.ts, ./api.ts) import it without importing one another.
 */
export class SaveError extends Error {
  override name = 'SaveError';
}
