import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { e2eStore } from '../../playwright.config';

export interface StoredLead {
  id: string;
  form: string;
  fields: Record<string, string | boolean>;
  page: string;
  consent_given: boolean;
  policy_version: string;
}

export interface PrivacyExport {
  email: string;
  leads: StoredLead[];
  subscription: { first_name: string; consent_at: string; unsubscribed_at: string | null } | null;
  /** Newsletter sign-ups waiting for the visitor to follow the confirmation link (double opt-in). */
  subscription_requests: { form: string; first_name: string; confirmed_at: string | null }[];
  outbox: { channel: string; recipient: string; subject: string; status: string }[];
}

const serverBin = resolve(process.env.E2E_SERVER_BIN ?? '../server/build/server');

/** Everything the e2e server stored about an address, read with the operator CLI (Law 25 export). */
export function storedAbout(email: string): PrivacyExport {
  const out = execFileSync(serverBin, ['privacy', 'export', '--email', email, '--db', e2eStore.db], { encoding: 'utf8' });
  return JSON.parse(out) as PrivacyExport;
}
