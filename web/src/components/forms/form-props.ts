import type { UiStrings } from '../../content/schemas/ui-strings';
import type { ReadingLink } from '../../lib/forms/next-step';

/** The form group of the UI strings, passed by props to the hydrated lead form. */
export type FormStrings = UiStrings['formulaire'];
/** The toast region's names, passed on by the lead form to the toaster. */
export type ToasterStrings = UiStrings['notifications'];
/** The next-step panel's words, passed by props to the hydrated lead form. */
export type NextStepStrings = UiStrings['suite'];

/**
 * What the next-step panel shows after a form is sent (issue 26.4), and the /merci/<form> page
 * without JavaScript: the form's delay, the firm's phone, and something to read meanwhile. Plain
 * data made by the page model src/page-models/next-step.ts, handed to the island by props.
 */
export interface NextStep {
  strings: NextStepStrings;
  /** « 2 heures ouvrables »: when the firm calls back; absent when the form does not say. */
  delay?: string;
  phone: { display: string; href: string };
  /** The article suggested per sector (`medical`, `garderie`, `entreprise`), and when none applies. */
  readings: Record<string, ReadingLink>;
  fallbackReading: ReadingLink;
}

/**
 * What a page hands to LeadFormIsland.astro for one catalog form (src/page-models/lead-form.ts):
 * the form's id, the words around its fields and its toasts, and its next step.
 */
export interface LeadFormPlacement {
  formId: string;
  labels: FormStrings;
  toasterLabels: ToasterStrings;
  next: NextStep;
}

/** What a page hands to QuoteForm.astro: the lead form it places, and the provider frame's title. */
export interface QuoteFormPlacement {
  lead: LeadFormPlacement;
  frameTitle: string;
}
