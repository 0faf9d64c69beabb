// bench/outbox: how fast the outbox empties into a loopback SMTP sink, and how soon a real lead's
// notification leaves while a flood's mails are queued. Prints Markdown. Usage:
//   node bench/outbox.mjs server/build/server
// BENCH_OUTBOX_MAILS (default 6000) mails are queued while the worker sleeps, then the server is
// restarted with the sink: throughput is mails received over the time to receive them (at most
// BENCH_OUTBOX_SECONDS, default 60). Then BENCH_OUTBOX_FLOOD leads (default 10000, two mails each)
// are posted from one /64 and a real lead from another address: its notification's latency.
// Last (issue 38), the classes: BENCH_OUTBOX_CLASS_FLOOD_SECONDS (default 20) of guide requests
// and newsletter sign-ups from many addresses with the outbox idle, then their drain into a relay
// taking 100 ms a mail, a real audit request posted 3 s into it: its notification's delay, and
// the mails/s of each class over the drain.
import { Server, tempSite, freePort, sleep } from '../server/tests/integration/harness.mjs';
import { startCountingSink, flood, postFrom, pendingRows } from '../server/tests/integration/outbox_flood.mjs';
import { floodThenDrain } from '../server/tests/integration/class_flood.mjs';
import { join } from 'node:path';

const binary = process.argv[2] ?? 'server/build/server';
const mails = Number(process.env.BENCH_OUTBOX_MAILS ?? 6000);
const seconds = Number(process.env.BENCH_OUTBOX_SECONDS ?? 60);
const floodLeads = Number(process.env.BENCH_OUTBOX_FLOOD ?? 10000);
const classFloodSeconds = Number(process.env.BENCH_OUTBOX_CLASS_FLOOD_SECONDS ?? 20);
const site = tempSite();
const servers = [];
const serve = async (env) => { const s = new Server(binary, site.dir, { TRUST_PROXY: '1', ...env }); servers.push(s); return s.start(); };

try {
  // 1. Throughput: the queue filled while the worker sleeps (first pass empty, next in an hour).
  const intake = await serve({ OUTBOX_POLL_MS: '3600000' });
  await sleep(300);
  await flood(intake.port, Math.ceil(mails / 2), { tag: 'queued' });
  await intake.kill();
  const queued = pendingRows(join(site.dir, 'leads.db'));
  const smtpPort = await freePort();
  const sink = await startCountingSink(smtpPort);
  const start = Date.now();
  const sender = await serve({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  const deadline = start + seconds * 1000;
  while (sink.received.length < queued && Date.now() < deadline) await sleep(20);
  const elapsed = (sink.received.at(-1)?.at ?? Date.now()) - start;
  const drained = sink.received.length;
  const rate = drained / (elapsed / 1000);
  const sessions = sink.sessions.opened;

  // 2. A real lead during a flood from one /64.
  const floodStart = Date.now();
  const beforeFlood = sink.received.length;
  await flood(sender.port, floodLeads, { tag: 'flood' });
  const floodSeconds = (Date.now() - floodStart) / 1000;
  const duringFlood = (sink.received.length - beforeFlood) / floodSeconds;
  const pending = pendingRows(join(site.dir, 'leads.db'));
  const real = { form: 'audit-blogue', name: 'Cliente Réelle', company: 'CPE Soleil', email: 'cliente.reelle@cpe-soleil.ca',
                 phone: '514-555-0199', city: 'laval', sector: 'medical', confidentialite: 'on', page: '/blog' };
  const before = sink.received.length;
  const posted = Date.now();
  const status = await postFrom(sender.port, real, '198.51.100.7');
  let arrival = null;
  while (!arrival && Date.now() - posted < 120_000) {
    arrival = sink.received.find((m, i) => i >= before && m.replyTo === real.email);
    if (!arrival) await sleep(5);
  }
  const latency = arrival ? arrival.at - posted : null;
  const ahead = arrival ? sink.received.indexOf(arrival) - before : null;
  await sender.kill();
  sink.close();

  const yes = (ok) => (ok ? 'yes' : '**no**');
  console.log('## Outbox');
  console.log();
  console.log(`Mails to a loopback SMTP sink (Node, bench/outbox.mjs), the server's outbox worker with its default settings.`);
  console.log();
  console.log('| measure | figure | target |');
  console.log('|---|---|---|');
  console.log(`| throughput: ${queued} queued mails drained | ${drained} in ${(elapsed / 1000).toFixed(1)} s: **${rate.toFixed(0)} messages/s** over ${sessions} SMTP session(s) | ≥ 200 messages/s: ${yes(rate >= 200)} |`);
  console.log(`| throughput while the flood is posted (${floodLeads} leads in ${floodSeconds.toFixed(1)} s, ${(floodLeads / floodSeconds).toFixed(0)} leads/s) | ${duringFlood.toFixed(0)} messages/s | reported |`);
  console.log(`| a real lead's notification during a flood (${floodLeads} leads from one /64, ${pending} mails pending when it was posted; answered ${status}) | ${latency === null ? 'not received in 120 s' : `**${latency} ms**, ${ahead} flood mail(s) sent before it`} | ≤ 5 s: ${yes(latency !== null && latency <= 5000)} |`);

  // 3. The classes behind a slow relay (a fresh store: the sections above left mails queued).
  const classSite = tempSite();
  try {
    const run = await floodThenDrain(binary, classSite.dir, { floodSeconds: classFloodSeconds, drainSeconds: 40, env: { OUTBOX_VISITOR_MAILS_PER_HOUR: '1000000' } });
    console.log(`| a real audit request's notification, posted 3 s into the drain of a ${classFloodSeconds}-s flood (${run.flood.guide} guide requests, ${run.flood.newsletter} sign-ups, many addresses), relay 100 ms a mail | ${run.delay === null ? 'not received' : `**${run.delay} ms**`} | ≤ 5 s: ${yes(run.delay !== null && run.delay <= 5000)} |`);
    for (const [name, r] of Object.entries(run.rates).sort()) {
      console.log(`| ${name}: mails/s while sent (first ${run.drainSeconds.toFixed(0)} s of the drain, ${run.sessions} SMTP sessions) | ${r.perSecond === null ? '—' : r.perSecond.toFixed(1)} (${r.mails} mails in ${r.seconds.toFixed(1)} s) | reported |`);
    }
  } finally {
    classSite.cleanup();
  }
} finally {
  for (const s of servers) if (s.child && s.child.exitCode === null) s.child.kill('SIGKILL');
  site.cleanup();
}
