// Mail to visitors cannot be turned against them: the confirmation echoes none of their text,
// the newsletter is double opt-in, opening a link (as mail scanners do) changes nothing, and an
// address gets at most 3 mails a day, whoever asks. Through the real server and its .eml files.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Server, tempSite, postLead, blogAudit, check, main, sleep, request } from './harness.mjs';

// The text/plain part of an .eml, decoded.
function plainText(eml) {
  const part = eml.split(/Content-Type: text\/plain; charset=UTF-8\r\n/)[1] ?? '';
  const body = part.split('\r\n\r\n')[1].split(/\r\n(\r\n|--)/)[0];
  return Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8');
}

main(async () => {
  const site = tempSite();
  const server = await new Server(process.argv[2], site.dir).start();
  const outbox = join(site.dir, 'outbox');
  const mails = () => (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort() : [])
    .map((f) => readFileSync(join(outbox, f), 'latin1'));
  const to = (email) => mails().filter((m) => m.includes(`\r\nTo: <${email}>\r\n`));
  const waitFor = async (email, count) => { for (let i = 0; i < 50 && to(email).length < count; i++) await sleep(100); await sleep(200); };
  const stored = (email) => JSON.parse(server.cli('privacy', 'export', '--email', email));

  // 1. A lure typed into the form reaches the firm, never the address typed.
  const lure = 'Votre compte est suspendu : https://phish.example/login';
  check((await postLead(server.port, { ...blogAudit(1), name: lure, company: lure, email: 'cible@example.com' })).status === 201, 'lead with a lure stored');
  await waitFor('cible@example.com', 1);
  const confirmation = plainText(to('cible@example.com')[0] ?? '');
  check(confirmation.includes('Audit'), 'the visitor confirmation names the form');
  check(!confirmation.includes('phish.example') && !confirmation.includes('suspendu'), 'and echoes none of the visitor\'s text');
  check(plainText(to('info@example.com')[0]).includes('phish.example'), 'the firm gets the text');

  // 2. Double opt-in.
  const signup = await postLead(server.port, { form: 'infolettre', prenom: 'Élodie', email: 'elodie@example.com', consentement: 'on' },
    { path: '/api/newsletter' });
  check(signup.status === 201, 'newsletter post answered 201');
  await waitFor('elodie@example.com', 1);
  check(to('elodie@example.com').length === 1, 'one mail: the confirmation request');
  const ask = plainText(to('elodie@example.com')[0]);
  check(!ask.includes('Élodie'), 'which echoes no free text');
  const link = /https?:\/\/\S+?(\/infolettre\/confirmer\?token=[0-9a-f.]+)/.exec(ask)?.[1];
  check(Boolean(link), `it carries a signed link ${link}`);
  check(stored('elodie@example.com').subscription === null, 'not subscribed before confirming');
  const page = await request(server.port, 'GET', link);
  check(page.status === 200 && page.body.includes('method="post"') && page.body.includes('Confirmer mon inscription'),
    'opening the link shows a button that posts');
  check((await request(server.port, 'HEAD', link)).body === '', 'HEAD has no body');
  check(stored('elodie@example.com').subscription === null, 'opening the link (GET, HEAD) subscribes no one');
  const confirmed = await request(server.port, 'POST', link, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  check(confirmed.status === 303 && confirmed.headers.location === '/infolettre-confirmee', 'the button confirms, to the page that says so');
  const record = stored('elodie@example.com');
  check(record.subscription?.first_name === 'Élodie' && record.subscription.unsubscribed_at === null, 'subscribed once confirmed');
  check(record.leads.length === 1 && record.leads[0].kind === 'newsletter' && record.leads[0].form === 'infolettre' && record.leads[0].consent_at,
    'with its consent record: when, from which form');
  await waitFor('elodie@example.com', 2);
  const welcome = to('elodie@example.com')[1] ?? '';
  const unsubscribe = /^List-Unsubscribe: <https?:\/\/[^/]+(\/desabonnement\?token=[0-9a-f]{64})>\r?$/m.exec(welcome)?.[1];
  check(Boolean(unsubscribe), 'the welcome announces the one-click unsubscribe');

  // 3. Unsubscribing: GET and HEAD change nothing, the page's button and the one-click POST do.
  const leavePage = await request(server.port, 'GET', unsubscribe);
  check(leavePage.status === 200 && leavePage.body.includes(`action="${unsubscribe}"`) && leavePage.body.includes('Me désabonner'),
    'opening the unsubscribe link shows a button that posts');
  const head = await request(server.port, 'HEAD', unsubscribe);
  check(head.status === 200 && head.body === '', 'HEAD: 200, no body');
  check(stored('elodie@example.com').subscription.unsubscribed_at === null, 'still subscribed after GET and HEAD');
  const left = await request(server.port, 'POST', unsubscribe, { body: 'List-Unsubscribe=One-Click',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  check(left.status === 303 && left.headers.location === '/desabonnement-confirme', 'the one-click POST unsubscribes');
  check(stored('elodie@example.com').subscription.unsubscribed_at !== null, 'recorded');

  // 4. At most 3 mails a day to one visitor address, whoever asks; the firm gets every lead.
  for (let i = 0; i < 5; i++) {
    check((await postLead(server.port, { ...blogAudit(10 + i), email: 'flood@example.com' })).status === 201, `lead ${i} for flood@ stored`);
  }
  await sleep(1500);
  check(to('flood@example.com').length === 3, `${to('flood@example.com').length} mails to flood@example.com (at most 3)`);
  check(to('info@example.com').length === 6, 'the firm was notified of all 6 leads');
  await server.kill();
  site.cleanup();
});
