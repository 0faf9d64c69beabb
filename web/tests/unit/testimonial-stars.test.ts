import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

import * as contentRegistry from '../../src/content/registry';
import { cityTestimonialSchema } from '../../src/content/schemas/testimonial';
import { editorConfig, type EditorFile } from '../../editor/schema/config';
import type { DecapField } from '../../editor/schema/fields';
import { sourcesOf } from '../../editor/schema/sources';
import { SaveError, textToSave } from '../../editor/server/save';

/**
 * A city testimonial's stars (issue 37): the clients' testimonials of the other pages show the
 * stars the client gave, and so do the city pages' ones; the editor has a field for them, 1 to 5,
 * a whole number, left empty by default, refused otherwise in French before anything is written.
 */

const { decap } = editorConfig(resolve('.'), sourcesOf(contentRegistry));
const testimonials = (decap.collections as { name: string; fields?: DecapField[] }[]).find((c) => c.name === 'temoignages')!;
const base = { ville: 'laval', secteur: 'medical', quartier: 'Chomedey', auteur: 'Nathalie Roy', affichage: 'initiales', poste: 'Infirmière-chef', texte: 'Un texte assez long pour être une citation.' };
const file: EditorFile = { name: 'temoignages', path: 'src/content/data/temoignages/essai.yaml', markdown: false, wrapped: false, schema: cityTestimonialSchema };
const yaml = (note: string) => `ville: laval\nsecteur: medical\nquartier: Chomedey\nauteur: Nathalie Roy\naffichage: initiales\nposte: Infirmière-chef\ntexte: Un texte assez long pour être une citation.\nnote: ${note}\n`;

describe('a city testimonial\'s stars', () => {
  it('are a whole number from 1 to 5, or absent', () => {
    for (const note of [1, 3, 5]) expect(cityTestimonialSchema.safeParse({ ...base, note }).success, String(note)).toBe(true);
    expect(cityTestimonialSchema.safeParse(base).success).toBe(true);
    for (const note of [0, 6, 4.5, 'cinq']) {
      const result = cityTestimonialSchema.safeParse({ ...base, note });
      expect(result.success, String(note)).toBe(false);
      expect(result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')).toMatch(/^note: une note entière de 1 à 5 étoiles/);
    }
  });

  it('are a number field of the editor, 1 to 5 by whole steps, labelled in French and empty by default', () => {
    const stars = testimonials.fields!.find((f) => f.name === 'note');
    expect(stars).toMatchObject({ widget: 'number', value_type: 'int', step: 1, min: 1, max: 5, required: false });
    expect(stars!.default).toBeUndefined();
    expect(stars!.label).toMatch(/étoiles/);
    expect(stars!.hint).toMatch(/de 1 à 5/);
  });

  it('outside 1 to 5, are refused at save with the French rule, nothing written', () => {
    expect(textToSave(file, yaml('4'), undefined)).toMatch(/^note: 4$/m);
    for (const note of ['6', '0', '4.5']) expect(() => textToSave(file, yaml(note), undefined), note).toThrow(/champ « note » : une note entière de 1 à 5 étoiles/);
    expect(() => textToSave(file, yaml('6'), undefined)).toThrow(SaveError);
  });
});
