import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

import * as contentRegistry from '../../src/content/registry';
import { cityTestimonialSchema } from '../../src/content/schemas/testimonial';
import { editorConfig, type EditorFile } from '../../editor/schema/config';
import type { DecapField } from '../../editor/schema/fields';
import { sourcesOf } from '../../editor/schema/sources';
import { SaveError, textToSave } from '../../editor/server/save';

/**
 * Consent is asked, never assumed (Law 25, issue 37): a testimonial shows a full name or a photo
 * only with the person's written consent, ticked in a checkbox that starts unticked and dated;
 * the photo is optional; nothing the editor generates writes `true` for the person.
 */

const sources = sourcesOf(contentRegistry);
const { decap } = editorConfig(resolve('.'), sources);
type Collection = { name: string; fields?: DecapField[]; files?: { fields: DecapField[] }[] };
const collections = decap.collections as Collection[];
const testimonials = collections.find((c) => c.name === 'temoignages')!;

const base = { ville: 'laval', secteur: 'medical', quartier: 'Chomedey', auteur: 'Nathalie Roy', poste: 'Infirmière-chef', texte: 'Un texte assez long pour être une citation.' };
const problems = (data: unknown) => {
  const result = cityTestimonialSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

function allFields(fields: DecapField[]): DecapField[] {
  return fields.flatMap((f) => [f, ...allFields([...(f.fields ?? []), ...(f.field ? [f.field] : []), ...(f.types ?? [])])]);
}

describe('a testimonial\'s consent', () => {
  it('is needed for a full name or a photo, with its date', () => {
    expect(problems({ ...base, affichage: 'initiales' })).toEqual([]);
    expect(problems({ ...base, affichage: 'nom-complet' }).join('\n')).toMatch(/consentement.*consentement écrit/);
    expect(problems({ ...base, affichage: 'initiales', photo: { fichier: 'nr.jpg' } }).join('\n')).toMatch(/consentement/);
    expect(problems({ ...base, affichage: 'nom-complet', consentement: true }).join('\n')).toMatch(/dateConsentement/);
    expect(problems({ ...base, affichage: 'nom-complet', consentement: false, dateConsentement: '2026-10-01' }).join('\n')).toMatch(/consentement/);
    expect(problems({ ...base, affichage: 'nom-complet', consentement: true, dateConsentement: '2026-10-01', photo: { fichier: 'nr.jpg' } })).toEqual([]);
  });

  it('is a checkbox that starts unticked, with the words of what the person agreed to', () => {
    const box = testimonials.fields!.find((f) => f.name === 'consentement')!;
    expect(box.widget).toBe('boolean');
    expect(box.default ?? false).toBe(false);
    expect(box.label).toMatch(/citation.*nom tel qu’affiché.*photo/);
    const date = testimonials.fields!.find((f) => f.name === 'dateConsentement')!;
    expect(date.required).toBe(false);
    expect(date.label).toMatch(/[Dd]ate du consentement/);
  });

  it('leaves the photo optional: its fields are required only once a photo is given', () => {
    const photo = testimonials.fields!.find((f) => f.name === 'photo')!;
    expect(photo.required).toBe(false);
    for (const f of photo.fields!) expect(f.required, f.name).toBe(false);
  });

  it('is never written true by a default: no field of the editor defaults to true', () => {
    const defaults = collections.flatMap((c) => allFields([...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields)])).filter((f) => f.default === true);
    expect(defaults.map((f) => f.name)).toEqual([]);
  });

  it('left unticked, saves a testimonial with initials and no photo as it is, and refuses a full name', () => {
    const file: EditorFile = { name: 'temoignages', path: 'src/content/data/temoignages/essai.yaml', markdown: false, wrapped: false, schema: cityTestimonialSchema };
    const raw = 'ville: laval\nsecteur: medical\nquartier: Chomedey\nauteur: Nathalie Roy\naffichage: initiales\nposte: Infirmière-chef\ntexte: Un texte assez long pour être une citation.\nconsentement: false\n';
    expect(textToSave(file, raw, undefined)).not.toMatch(/consentement: true/);
    expect(() => textToSave(file, raw.replace('initiales', 'nom-complet'), undefined)).toThrow(SaveError);
  });
});
