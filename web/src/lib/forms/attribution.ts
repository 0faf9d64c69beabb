/**
 * Where the visitor came from, kept for the lead (spec: UTM parameters captured from the landing
 * URL). Stored for the browser session on the first page that has a form; the server falls back
 * to the Referer header when JavaScript never ran.
 */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const STORAGE_KEY = 'attribution';

export type Attribution = Partial<Record<(typeof UTM_KEYS)[number] | 'referrer', string>>;

export function attributionFrom(search: string, referrer: string, ownOrigin: string): Attribution {
  const params = new URLSearchParams(search);
  const found: Attribution = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value) found[key] = value.slice(0, 200);
  }
  if (referrer && !referrer.startsWith(ownOrigin)) found.referrer = referrer.slice(0, 500);
  return found;
}

/** The session's first attribution wins: a visitor who browses on keeps the campaign that brought them. */
export function rememberAttribution(storage: Storage, current: Attribution): Attribution {
  try {
    const saved = storage.getItem(STORAGE_KEY);
    if (saved) return JSON.parse(saved) as Attribution;
    storage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Private modes may refuse storage: the current page's values still go with the form.
  }
  return current;
}
