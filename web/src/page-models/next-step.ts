import type { NextStep } from '../components/forms/form-props';
import { entriesOf, entryOf } from '../content/entries';
import { values } from '../content/values';
import type { FormDefinition } from '../lib/forms/catalog';
import type { ReadingLink } from '../lib/forms/next-step';
import { ui } from './ui-strings';

/*
 * The next step of a sent form (issue 26.4; its props, NextStep, are declared beside the lead
 * form in src/components/forms/form-props.ts): the form's delay (its catalog `nextStepDelay`, a
 * figure of chiffres.yaml), the firm's phone, and something to read meanwhile. Everything is
 * plain data, handed to the hydrated lead form by props.
 */

/**
 * One article per sector: the featured article (`vedette`) of a category of that sector
 * (data/articles.yaml maps categories to sectors), else the sector's newest. The sector guides
 * (PDF) are to take this place once they exist.
 */
const categories: Record<string, { secteur: string }> = (await entryOf('pageArticles')).categories;
const published = await entriesOf('articles');

function readingsBySector(blog: string): Record<string, ReadingLink> {
  const articles = published
    .map((e) => ({ slug: e.id, ...e.data }))
    .sort((a, b) => Number(b.vedette) - Number(a.vedette) || b.publication.getTime() - a.publication.getTime());
  const out: Record<string, ReadingLink> = {};
  for (const a of articles) {
    const sector = categories[a.categorie]!.secteur;
    out[sector] ??= { title: a.titre, href: `${blog}/${a.slug}` };
  }
  return out;
}

let cached: Omit<NextStep, 'delay'> | undefined;

/** `blog`: the blog's path (config/navigation), where the articles live. */
export function nextStepOf(form: Pick<FormDefinition, 'id' | 'nextStepDelay'>, blog: string): NextStep {
  cached ??= {
    strings: ui.suite,
    phone: { display: values.get('entreprise.telephone')!, href: values.get('entreprise.telephone-lien')! },
    readings: readingsBySector(blog),
    fallbackReading: { title: ui.suite.blogue, href: blog },
  };
  if (!form.nextStepDelay) return cached;
  const delay = values.get(form.nextStepDelay);
  if (delay === undefined) {
    throw new Error(`forms/catalog.json, formulaire « ${form.id} » : « nextStepDelay » nomme {${form.nextStepDelay}}, absent de chiffres.yaml`);
  }
  return { ...cached, delay };
}
