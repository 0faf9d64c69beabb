import type { FormMessages, ToastMessage } from './catalog';

/** What the server answered, reduced to what the form must do next. */
export type SubmitOutcome =
  /** `held`: kept as a probable bot's until the visitor confirms it by mail (issue 38.3). */
  | { kind: 'success'; id: string; reference: string; held: boolean }
  | { kind: 'invalid'; errors: Record<string, string>; toast: ToastMessage }
  | { kind: 'error'; toast: ToastMessage };

/**
 * Posts a form the way the server expects (urlencoded, `Accept: application/json`) and maps every
 * answer, including no answer at all, to an outcome. Never throws: a visitor must always be told.
 */
export async function submitForm(
  endpoint: string,
  body: URLSearchParams,
  messages: FormMessages,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
  } catch {
    return { kind: 'error', toast: messages.networkError };
  }
  const json = (await response.json().catch(() => null)) as
    | { ok?: boolean; id?: string; reference?: string; held?: boolean; errors?: Record<string, string>; message?: string }
    | null;
  if (response.ok && json?.ok) {
    return { kind: 'success', id: String(json.id ?? ''), reference: String(json.reference ?? ''), held: json.held === true };
  }
  if (response.status === 422 && json?.errors) {
    return { kind: 'invalid', errors: json.errors, toast: messages.invalid };
  }
  if (response.status === 429) return { kind: 'error', toast: messages.rateLimited };
  if (response.status >= 400 && response.status < 500 && json?.message) {
    return { kind: 'error', toast: { title: messages.invalid.title, description: json.message } };
  }
  return { kind: 'error', toast: messages.serverError };
}
