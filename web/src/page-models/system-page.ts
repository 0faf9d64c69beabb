import type { SystemPage, SystemPageEntry } from '../content/schemas/system-page';
import { catalog } from '../lib/forms/catalog';

/**
 * A page of pages-systeme.yaml as shown. One opened by a catalog form's message (`formulaire`)
 * shows that message's words first, the same as with JavaScript (the newsletter's « Vérifiez vos
 * courriels »): the catalog holds them once.
 */
export function systemPageOf(entry: SystemPageEntry): SystemPage {
  const { heading, form: formId, ...page } = entry;
  if (!formId) return { ...page, heading: heading! };
  const form = catalog.forms.find((f) => f.id === formId);
  if (!form) throw new Error(`pages-systeme.yaml, ${entry.slug} : formulaire « ${formId} » absent de forms/catalog.json`);
  const { title, description } = form.success;
  return { ...page, heading: title, paragraphs: description ? [description, ...page.paragraphs] : page.paragraphs };
}
