#!/usr/bin/env node
// Keeps CONCURRENCY requests in flight against a server on loopback, round-robin over the given
// paths, until STOP_FILE exists; then prints { requests, failed, failures } as JSON. A failure is
// a refused or broken connection, an incomplete body, or a status other than 200. Used by
// scripts/test-publish (no request may fail while releases switch) and the publish bench.
// Usage: load-generator.mjs PORT STOP_FILE CONCURRENCY PATH...
import { existsSync } from 'node:fs';
import http from 'node:http';

const [port, stopFile, concurrency, ...paths] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(concurrency) });
let requests = 0;
let failed = 0;
const failures = [];
const fail = (what) => {
  failed++;
  if (failures.length < 10) failures.push(what);
};

function get(path) {
  return new Promise((done) => {
    const req = http.get({ host: '127.0.0.1', port: Number(port), path, agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (d) => (bytes += d.length));
      res.on('end', () => {
        const length = Number(res.headers['content-length'] ?? bytes);
        if (res.statusCode !== 200) fail(`${path}: ${res.statusCode}`);
        else if (bytes !== length || !res.complete) fail(`${path}: ${bytes} of ${length} bytes`);
        done();
      });
      res.on('error', (e) => {
        fail(`${path}: ${e.message}`);
        done();
      });
    });
    req.on('error', (e) => {
      fail(`${path}: ${e.message}`);
      done();
    });
  });
}

async function worker(offset) {
  for (let i = offset; !existsSync(stopFile); i++) {
    await get(paths[i % paths.length]);
    requests++;
  }
}

await Promise.all(Array.from({ length: Number(concurrency) }, (_, i) => worker(i)));
agent.destroy();
console.log(JSON.stringify({ requests, failed, failures }));
