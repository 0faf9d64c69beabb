// One rule for e-mail addresses at every layer: over valid, exotic and hostile addresses posted to
// the real server, an accepted address is mailed to exactly what was stored (To of the visitor's
// confirmation, Reply-To of the firm's notification), and a refused one gets 422 with nothing
// stored or sent.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Server, tempSite, postLead, blogAudit, check, main, sleep } from './harness.mjs';

const addresses = [
  // Ordinary and valid.
  'marie.tremblay@clinique.qc.ca', 'Marie.Tremblay2@Clinique.QC.ca', 'jean+devis@example.com', "o'neil@example.com",
  'a_b-c@sub.example.co', 'x@example.museum', '1234567890@example.com', 'a@b.co', 'user@sub.sub2.example.org',
  'user@123.example.com', 'a%b@example.com', "!#$&'*+-/=?^_`{|}~@example.com", 'UPPER@EXAMPLE.COM',
  // Internationalised domains: IDNA (libidn2) to the ASCII form, which is what is stored and mailed.
  'jean@exämple.com', 'info@québec.ca', 'user@bücher.de', 'user@ÉCOLE.ca', 'x@xn--bcher-kva.de', 'admin@xn--80ak6aa92e.com',
  'user@例子.广告', 'a@exa\u200bmple.com', 'a@xn--zz.com',
  // Non-ASCII local parts (SMTPUTF8 is not offered): refused with a French message.
  'jéan@example.com', 'ÀÉ@example.com', 'δοκιμή@παράδειγμα.δοκιμή', '用户@例子.广告', 'a\u200b@example.com',
  // Hostile: what a mail header or an SMTP envelope would rewrite or misread.
  'a,b@example.com', '<erase.me@example.com>', 'Erase Me <erase.me@example.com>', 'erase.me@example.com>', '"quoted"@example.com',
  '"a b"@example.com', 'a b@example.com', 'a@b@example.com', '.lead@example.com', 'trail.@example.com', 'a..b@example.com',
  'a@example', 'a@-example.com', 'a@example-.com', 'a@exa_mple.com', 'a@[127.0.0.1]', 'a@127.0.0.1', 'a;b@example.com',
  'a:b@example.com', 'a(comment)@example.com', 'a\\b@example.com', 'a@example.com\r\nBcc: victim@example.org',
  'a@example.com\nBcc: x@example.org', 'a@example..com', '@example.com', 'a@', 'a@exam ple.com', 'a@localhost',
  `${'l'.repeat(65)}@example.com`, `a@${'d'.repeat(64)}.com`, `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`,
  'a@ex%61mple.com', 'a@.example.com', 'a＠example.com', 'a@example.com.', 'a@example.com, b@example.com', 'a\tb@example.com',
  '=?utf-8?q?x?=@example.com', 'a@example.com\u0000', 'x@example.com;y@example.org',
];

const header = (data, name) => new RegExp(`^${name}: (.*)$`, 'mi').exec(data)?.[1]?.trim();

main(async () => {
  const site = tempSite();
  const server = await new Server(process.argv[2], site.dir).start();
  const results = [];
  for (const [i, email] of addresses.entries()) {
    const res = await postLead(server.port, { ...blogAudit(i), email }, { contentType: 'application/json' });
    results.push({ email, status: res.status, body: JSON.parse(res.body) });
  }
  const unexpected = results.filter((r) => r.status !== 201 && r.status !== 422);
  check(unexpected.length === 0, `every post answered 201 or 422 (${JSON.stringify(unexpected.slice(0, 3))})`);
  const accepted = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status === 422);
  console.log(`${addresses.length} addresses tried: ${accepted.length} accepted, ${refused.length} refused`);
  check(addresses.length >= 50, `${addresses.length} addresses tried`);
  check(refused.every((r) => typeof r.body.errors?.email === 'string' && r.body.errors.email.length > 0),
    'each refusal names the e-mail field with a message');

  // What was stored, lead by lead (the id the answer gave).
  const stored = new Map();
  for (const line of server.cli('leads', 'list').split('\n')) {
    // time, reference, id, form, email, fields
    const [, , id, , email] = line.split(/ {2}/);
    if (email) stored.set(id, email);
  }
  check(stored.size === accepted.length, `${stored.size} leads stored for ${accepted.length} accepted posts (none for a refused one)`);
  const storedEmails = accepted.map((r) => stored.get(r.body.id));
  check(storedEmails.every((e) => typeof e === 'string'), 'every accepted post has its lead');

  const outbox = join(site.dir, 'outbox');
  const emls = () => (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []);
  for (let i = 0; i < 150 && emls().length < accepted.length * 2; i++) await sleep(100);
  await sleep(300);
  const mails = emls().map((f) => readFileSync(join(outbox, f), 'latin1'));
  check(mails.length === accepted.length * 2, `${mails.length} .eml files for ${accepted.length} leads (firm + visitor each)`);
  const sorted = (a) => [...a].sort();
  const toVisitors = sorted(mails.map((m) => header(m, 'To')).filter((t) => t !== '<info@example.com>'));
  const replyTos = sorted(mails.map((m) => header(m, 'Reply-To')).filter(Boolean));
  const expected = sorted(storedEmails.map((e) => `<${e}>`));
  const diff = (a, b) => a.filter((x, i) => x !== b[i]).slice(0, 3);
  check(JSON.stringify(toVisitors) === JSON.stringify(expected), `To of every visitor mail is the stored address ${JSON.stringify(diff(toVisitors, expected))}`);
  check(JSON.stringify(replyTos) === JSON.stringify(expected), `Reply-To of every firm mail is the stored address ${JSON.stringify(diff(replyTos, expected))}`);

  // The cases the issue names.
  const outcome = (email) => results.find((r) => r.email === email);
  check(outcome('<erase.me@example.com>').status === 422, '<erase.me@example.com> refused');
  check(outcome('a,b@example.com').status === 422, 'a,b@example.com refused');
  check(outcome('jéan@example.com').status === 422, 'jéan@example.com refused (no SMTPUTF8)');
  check(/accent|caractère/i.test(outcome('jéan@example.com').body.errors.email), 'the refusal says why, in French');
  check(stored.get(outcome('jean@exämple.com').body.id) === 'jean@xn--exmple-cua.com', 'jean@exämple.com stored and mailed as jean@xn--exmple-cua.com');
  check(stored.get(outcome('UPPER@EXAMPLE.COM').body.id) === 'upper@example.com', 'addresses stored lower-cased');
  await server.kill();
  site.cleanup();
});
