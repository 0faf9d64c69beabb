// "201 means on disk", tested where it can fail. The server runs under the sync shim
// (tests/durability/sync_shim.c, path in SYNC_SHIM):
// 1. count mode: every acknowledged lead cost at least one fsync/fdatasync of the database files;
// 2. powercut mode: during a flood the server is SIGKILLed, then every write the shim saw after
//    the last sync of its file is undone (the page cache lost in a power cut). Restarted, every
//    lead that got a 201 must still be there.
import { readFileSync, existsSync, openSync, writeSync, ftruncateSync, closeSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Server, tempSite, postLead, blogAudit, check, main } from './harness.mjs';

const shim = process.env.SYNC_SHIM;
const CLIENTS = 50;

function shimEnv(dir, mode) {
  return { LD_PRELOAD: shim, SYNC_SHIM_MODE: mode, SYNC_SHIM_TRACK: join(dir, 'leads.db'), SYNC_SHIM_LOG: join(dir, 'shim.log') };
}

const syncCount = (dir) => (existsSync(join(dir, 'shim.log')) ? readFileSync(join(dir, 'shim.log'), 'utf8').split('\n').filter(Boolean).length : 0);

// Undoes each journal newest-first: the files get back their last-synced contents. Returns how
// many unsynced writes were dropped.
function powerCut(dir) {
  let dropped = 0;
  for (const name of readdirSync(dir).filter((n) => /^shim\.log\.\d+\.path$/.test(n))) {
    const file = readFileSync(join(dir, name), 'utf8');
    const undo = readFileSync(join(dir, name.replace(/path$/, 'undo')));
    const entries = [];
    for (let at = 0; at + 24 <= undo.length;) {
      const offset = Number(undo.readBigUInt64LE(at)), length = Number(undo.readBigUInt64LE(at + 8));
      const sizeBefore = Number(undo.readBigUInt64LE(at + 16));
      if (at + 24 + length > undo.length) break;  // a record the kill cut short: its write never happened
      entries.push({ offset, sizeBefore, old: undo.subarray(at + 24, at + 24 + length) });
      at += 24 + length;
    }
    if (!entries.length || !existsSync(file)) continue;
    const fd = openSync(file, 'r+');
    for (const e of entries.reverse()) writeSync(fd, e.old, 0, e.old.length, e.offset);
    ftruncateSync(fd, entries.at(-1).sizeBefore);  // the oldest entry: the size at the last sync
    closeSync(fd);
    dropped += entries.length;
  }
  // The WAL index is shared memory, rebuilt from the WAL by the next opener; nothing of it survives a power cut.
  rmSync(join(dir, 'leads.db-shm'), { force: true });
  return dropped;
}

async function countSyncsPerLead(binary) {
  const site = tempSite();
  const server = await new Server(binary, site.dir, shimEnv(site.dir, 'count')).start();
  const before = syncCount(site.dir);
  const leads = 20;
  for (let i = 0; i < leads; i++) check((await postLead(server.port, blogAudit(i))).status === 201, `lead ${i} acknowledged`);
  const syncs = syncCount(site.dir) - before;
  await server.kill();
  console.log(`${leads} leads acknowledged one after the other, ${syncs} fsync/fdatasync of the database files`);
  check(syncs >= leads, 'at least one sync per acknowledged lead (each commit reached the disk)');
  site.cleanup();
}

async function survivePowerCut(binary) {
  const site = tempSite();
  const server = await new Server(binary, site.dir, shimEnv(site.dir, 'powercut')).start();
  const acknowledged = [];
  let dead = false, reached;
  const target = new Promise((r) => { reached = r; });
  const client = async (c) => {
    for (let n = 0; !dead; n++) {
      try {
        const res = await postLead(server.port, blogAudit(`p-${c}-${n}`));
        if (res.status !== 201) return;
        acknowledged.push(JSON.parse(res.body).id);
        if (acknowledged.length >= 300) reached();
      } catch { return; }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
  await target;
  dead = true;
  await server.kill('SIGKILL');
  await Promise.allSettled(clients);
  const dropped = powerCut(site.dir);

  const restarted = await new Server(binary, site.dir).start();
  const csv = restarted.cli('leads', 'export', '--csv');
  await restarted.kill();
  const stored = new Set(csv.split('\r\n').slice(1).filter(Boolean).map((line) => line.split(',')[0]));
  const surviving = acknowledged.filter((id) => stored.has(id)).length;
  console.log(`power cut: ${acknowledged.length} leads acknowledged, ${dropped} unsynced writes dropped, ` +
              `${surviving} acknowledged leads surviving, ${stored.size} leads stored`);
  check(surviving === acknowledged.length, 'every acknowledged lead survived the power cut');
  site.cleanup();
}

// `make bench` compares durable leads with this bench-only baseline: it must start (the durability
// check refuses every other way of running without sync) and really commit without syncing.
async function benchBaselineSkipsSync(binary) {
  const site = tempSite();
  const server = await new Server(binary, site.dir, shimEnv(site.dir, 'count'), ['--bench-unsafe-no-fsync']).start();
  // The retention task's first purge runs at start on its own, durable connection (it is not the
  // leads' baseline): counted before it ends, its commit's sync was taken for a lead's on a loaded
  // machine (1 fsync, seen under load 20).
  for (let i = 0; i < 200 && !/retention: purged/.test(server.log); i++) await new Promise((r) => setTimeout(r, 50));
  check(/retention: purged/.test(server.log), 'the retention task ran its start-up purge');
  const before = syncCount(site.dir);
  for (let i = 0; i < 5; i++) check((await postLead(server.port, blogAudit(i))).status === 201, `baseline lead ${i} acknowledged`);
  const syncs = syncCount(site.dir) - before;
  await server.kill();
  console.log(`--bench-unsafe-no-fsync: 5 leads acknowledged, ${syncs} fsync/fdatasync of the database files`);
  check(syncs === 0, 'the bench baseline commits without syncing');
  check(/WITHOUT fsync/.test(server.log), 'the bench baseline says it is unsafe');
  site.cleanup();
}

main(async () => {
  check(shim && existsSync(shim), `sync shim built (${shim})`);
  await countSyncsPerLead(process.argv[2]);
  await benchBaselineSkipsSync(process.argv[2]);
  await survivePowerCut(process.argv[2]);
});
