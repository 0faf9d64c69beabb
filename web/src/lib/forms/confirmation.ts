import type { FormDefinition, ToastMessage } from './catalog';

/**
 * What a visitor is told once the server has stored a form, the same with JavaScript (the toast)
 * and without (the `/merci/<form-id>` page the server redirects to): the catalog's success title,
 * and its text or, when the specification gives a title only (clinic forms), the form's promise.
 */
export function confirmationOf(form: Pick<FormDefinition, 'success' | 'promise'>): ToastMessage {
  const description = form.success.description ?? form.promise;
  return description ? { title: form.success.title, description } : { title: form.success.title };
}

/** The thank-you page of one form; the C++ server builds the same path from the form id. */
export const thankYouPath = (formId: string) => `/merci/${formId}`;
