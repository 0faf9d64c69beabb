import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * The reference `server leads list` shows for a stored lead (the column before its id): what the
 * firm reads when a visitor quotes the reference the site gave them.
 */
export function listedReference(id: string): string | undefined {
  const out = execFileSync(serverBin, ['leads', 'list', '--db', e2eStore.db], { encoding: 'utf8' });
  const line = out.split('\n').find((l) => l.includes(`  ${id}  `));
  return line?.trim().split(/\s+/)[1];
}

/** The e-mails the e2e server wrote as .eml files (no SMTP), their base64 parts decoded. */
export function sentMails(): string[] {
  const dir = `${e2eStore.dir}/outbox`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => {
      const raw = readFileSync(`${dir}/${f}`, 'utf8');
      const parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)];
      return [raw, ...parts.map((m) => Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'))].join('\n');
    });
}
