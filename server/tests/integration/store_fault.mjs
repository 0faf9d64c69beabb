// A store that cannot write (disk full, then an I/O error, injected by the sync shim on the
// database files) answers 503 with Retry-After and a French message, never 500 and never the
// database's own error text (the log keeps that); /healthz answers 503 meanwhile, and 200 again
// once the disk is back, with no post needed to notice it.
import { writeFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Server, tempSite, postLead, blogAudit, check, main, sleep, request } from './harness.mjs';

const internal = /sqlite|disk|full|I\/O|ENOSPC|EIO|error:|database|queue|deadline/i;

main(async () => {
  const shim = process.env.SYNC_SHIM;
  check(shim && existsSync(shim), `sync shim built (${shim})`);
  const site = tempSite();
  const fault = join(site.dir, 'fault');
  const server = await new Server(process.argv[2], site.dir, {
    LD_PRELOAD: shim, SYNC_SHIM_MODE: 'fault', SYNC_SHIM_TRACK: join(site.dir, 'leads.db'), SYNC_SHIM_FAULT: fault,
  }).start();
  try {
    check((await postLead(server.port, blogAudit(0))).status === 201, 'a lead is stored while the disk is fine');
    for (const [errno, logged] of [['ENOSPC', /database or disk is full/], ['EIO', /disk I\/O error/]]) {
      writeFileSync(fault, errno);
      const json = await postLead(server.port, blogAudit(`${errno}-json`));
      check(json.status === 503, `${errno}: the enhanced form gets 503 (got ${json.status})`);
      check(Number(json.headers['retry-after']) > 0, `${errno}: with Retry-After: ${json.headers['retry-after']}`);
      const message = JSON.parse(json.body).message;
      check(/Réessayez/.test(message) && !internal.test(json.body), `${errno}: a French message and no internal text: « ${message} »`);
      const html = await postLead(server.port, blogAudit(`${errno}-html`), { json: false });
      check(html.status === 503 && !internal.test(html.body.replace(/<[^>]*>/g, '')), `${errno}: the form without JavaScript gets a 503 page, no internal text`);
      const health = await request(server.port, 'GET', '/healthz');
      check(health.status === 503 && !internal.test(health.body), `${errno}: /healthz answers 503: ${health.body}`);
      check(logged.test(server.log), `${errno}: the log keeps the database's error`);
    }
    rmSync(fault);
    let health;
    for (let i = 0; i < 50; i++) {
      health = await request(server.port, 'GET', '/healthz');
      if (health.status === 200) break;
      await sleep(100);
    }
    check(health.status === 200, '/healthz answers 200 again once the disk is back, before any post');
    check((await postLead(server.port, blogAudit(1))).status === 201, 'leads are stored again');
  } finally {
    await server.kill();
  }
  const stored = server.cli('leads', 'export', '--csv').split('\r\n').slice(1).filter(Boolean).length;
  check(stored === 2, `the two acknowledged leads are stored (${stored})`);
  site.cleanup();
});
