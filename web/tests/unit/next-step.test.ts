// Issue 26.4: what the next-step panel reads from the catalog, the figures and the sent form.
import { describe, expect, it } from 'vitest';
import { siteValues } from '../../src/content/direct-reader';
import { catalog, formDefinition } from '../../src/lib/forms/catalog';
import { confirmationOf } from '../../src/lib/forms/confirmation';
import { firstNameIn, readingFor } from '../../src/lib/forms/next-step';
import { nextStepOf } from '../../src/page-models/next-step';

// A form that hands out a file (the guides) promises no call: its panel names no delay.
const leadForms = catalog.forms.filter((f) => f.kind === 'lead' && !f.download);
const downloadForms = catalog.forms.filter((f) => f.download);
const next = nextStepOf(formDefinition('soumission'), '/blog');

describe('the delay each lead form announces', () => {
  it.each(leadForms.map((f) => [f.id, f] as const))('%s: a figure of chiffres.yaml that its own words agree with', (_, form) => {
    expect(form.nextStepDelay, 'nextStepDelay').toBeDefined();
    const delay = siteValues().get(form.nextStepDelay!);
    expect(delay, form.nextStepDelay).toBeDefined();
    // « 2 heures ouvrables » → 2, « 24 h » → 24: the promise and the success words say the same hours.
    const hours = /^(\d+)/.exec(delay!)![1];
    const words = [form.promise ?? '', confirmationOf(form).description ?? '', form.success.title].join(' ');
    expect(words).toMatch(new RegExp(`(?<!\\d)${hours}\\s?(h|heures)\\b`));
  });

  it('is not named by a form that hands out a file', () => {
    expect(downloadForms.length).toBeGreaterThan(0);
    for (const form of downloadForms) expect(form.nextStepDelay, form.id).toBeUndefined();
  });

  it('is 2 hours for the clinic forms and 24 hours for the quote', () => {
    for (const form of leadForms.filter((f) => f.id.startsWith('audit-clinique'))) expect(siteValues().get(form.nextStepDelay!)).toMatch(/^2\s/);
    expect(nextStepOf(formDefinition('soumission'), '/blog').delay).toMatch(/^24\s?h/);
  });
});

describe('the panel’s data', () => {
  it('has an article per sector, and the blog otherwise', () => {
    expect(Object.keys(next.readings).sort()).toEqual(['entreprise', 'garderie', 'medical']);
    for (const r of Object.values(next.readings)) expect(r.href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(next.fallbackReading.href).toBe('/blog');
    expect(next.phone.href).toMatch(/^tel:\+1\d{10}$/);
  });

  it('refuses a delay that names no figure', () => {
    expect(() => nextStepOf({ id: 'x', nextStepDelay: 'delais.inconnu' }, '/blog')).toThrow(/delais\.inconnu/);
  });
});

describe('what the panel reads from the sent form', () => {
  const sent = (pairs: Record<string, string>) => new URLSearchParams(pairs);

  it('thanks by the given name, else the first word of the full name, else nobody', () => {
    expect(firstNameIn(formDefinition('audit-conformite'), sent({ prenom: ' Élodie ', nom: 'Côté' }))).toBe('Élodie');
    expect(firstNameIn(formDefinition('soumission'), sent({ nom: 'Marie-Ève  Tremblay' }))).toBe('Marie-Ève');
    expect(firstNameIn(formDefinition('soumission'), sent({ nom: '  ' }))).toBeUndefined();
    expect(firstNameIn(formDefinition('infolettre-blogue'), sent({ email: 'a@b.ca' }))).toBeUndefined();
  });

  it('suggests the article of the sector chosen, else of the form, else the blog', () => {
    expect(readingFor(formDefinition('soumission'), sent({ secteur: 'garderie-cpe' }), next)).toBe(next.readings.garderie);
    expect(readingFor(formDefinition('audit'), sent({ sectorType: 'entreprise' }), next)).toBe(next.readings.entreprise);
    expect(readingFor(formDefinition('audit-clinique-laval'), sent({ ville: 'laval' }), next)).toBe(next.readings.medical);
    expect(readingFor(formDefinition('audit'), sent({ sectorType: 'autre' }), next)).toBe(next.fallbackReading);
  });
});
