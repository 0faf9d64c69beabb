// Starts the real `server` binary on a free loopback port with a temporary database and site,
// and posts to it. Node built-ins only.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import http from 'node:http';

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

export function tempSite() {
  const dir = mkdtempSync(join(tmpdir(), 'leads-it-'));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<h1>Accueil</h1>');
  writeFileSync(join(dir, 'dist', 'formulaire-erreur.html'), '<h1>Erreur</h1><!--FORM_ERRORS--><!--FORM_RETURN-->');
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export class Server {
  // `args`: more `serve` flags.
  constructor(binary, dir, env = {}, args = []) { Object.assign(this, { binary, dir, env, args, log: '' }); }
  // A restart keeps the port: like a service restarted in place, it is the same instance (the
  // outbox worker's default instance id is host:port).
  async start() {
    this.port ??= await freePort();
    this.child = spawn(this.binary, ['serve', '--host', '127.0.0.1', '--port', String(this.port), '--root', join(this.dir, 'dist'), ...this.args], {
      env: { ...process.env, DB_PATH: join(this.dir, 'leads.db'), OUTBOX_DIR: join(this.dir, 'outbox'), MIN_SUBMIT_MS: '0',
             RATE_LIMIT_BURST: '100000', RATE_LIMIT_PER_MINUTE: '100000', OUTBOX_POLL_MS: '100',
             // Tests send more visitor mail in minutes than a site in hours: the hourly budget is
             // tested where it is set (outbox_classes.mjs).
             OUTBOX_VISITOR_MAILS_PER_HOUR: '0', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout.on('data', (d) => { this.log += d; });
    this.child.stderr.on('data', (d) => { this.log += d; });
    this.exited = new Promise((resolve) => this.child.on('exit', (code, signal) => resolve({ code, signal })));
    for (let i = 0; i < 100; i++) {
      try { if ((await request(this.port, 'GET', '/healthz')).status === 200) return this; } catch {}
      await sleep(50);
    }
    throw new Error(`server did not start:\n${this.log}`);
  }
  kill(signal = 'SIGTERM') { this.child.kill(signal); return this.exited; }
  cli(...args) {
    return execFileSync(this.binary, [...args, '--db', join(this.dir, 'leads.db')], { encoding: 'utf8' });
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// One request on its own connection; resolves { status, headers, body } or rejects on a socket error.
export function request(port, method, path, { body = '', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const data = Buffer.isBuffer(body) ? body : Buffer.from(body);
    const req = http.request({ host: '127.0.0.1', port, method, path, agent: false,
      headers: { 'Content-Length': data.length, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(data);
  });
}

export function postLead(port, fields, { json = true, contentType = 'application/x-www-form-urlencoded', path = '/api/audit', headers = {} } = {}) {
  const body = contentType === 'application/json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
  return request(port, 'POST', path, { body, headers: { 'Content-Type': contentType, ...(json ? { Accept: 'application/json' } : {}), ...headers } });
}

export function blogAudit(n) {
  return { form: 'audit-blogue', name: `Visiteur ${n}`, company: 'Clinique', email: `visiteur${n}@example.com`, phone: '514-555-1234',
           city: 'laval', sector: 'medical', confidentialite: 'on', page: '/blog' };
}

export function check(condition, message) {
  if (!condition) throw new Error(`FAILED: ${message}`);
  console.log(`ok - ${message}`);
}

export async function main(fn) {
  // Node exits quietly with status 0 when nothing is left to wait for, even mid-check (a promise
  // that never settles because the server died): that must not read as a pass.
  let finished = false;
  process.on('exit', (code) => {
    if (finished || code !== 0) return;
    console.error('FAILED: the check stopped before its end (it awaited something that never came)');
    process.exitCode = 1;
  });
  try {
    await fn();
    finished = true;
    console.log('PASSED');
  } catch (e) {
    console.error(e.stack || String(e));
    process.exit(1);
  }
}
