import type { LeadFormPlacement, QuoteFormPlacement } from '../components/forms/form-props';
import { paths } from '../config/navigation';
import { formDefinition } from '../lib/forms/catalog';
import { ui } from './ui-strings';
import { nextStepOf } from './next-step';

/**
 * A catalog form as a page places it (LeadFormIsland.astro): the component gets the UI strings
 * around the fields and the form's next step by props, so no component reads the content.
 */
export function leadForm(formId: string): LeadFormPlacement {
  return {
    formId,
    labels: ui.formulaire,
    toasterLabels: ui.notifications,
    next: nextStepOf(formDefinition(formId), paths.blog),
  };
}

/** The quote form of the home, contact and coverage pages (QuoteForm.astro): the `soumission` form. */
export function quoteForm(): QuoteFormPlacement {
  return { lead: leadForm('soumission'), frameTitle: ui.formulaire['cadre-soumission'] };
}
