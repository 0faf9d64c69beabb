// Every built page passes the W3C's Nu HTML Checker (vnu-jar from npm, run with Debian's Java)
// with 0 errors. The checker reads the files of the build in one JVM run (JVM start-up dominates
// its cost), then each page is reported as its own test.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

// The checker's jar from npm (vnu-jar); Debian's Java runs it (scripts/bootstrap, test group).
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const root = resolve(process.env.E2E_WEB_ROOT ?? 'dist');
const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html'))
  .sort();

let messages: NuMessage[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const files = pages.map((f) => join(root, f));
  // vnu exits 1 when it finds errors; its JSON report goes to stderr either way.
  const run = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((e: { stderr?: string; code?: number }) => {
    if (e.code !== 1 || !e.stderr) throw e;
    return { stderr: e.stderr };
  });
  messages = (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages;
});

test('the checker read every page of the build', () => {
  expect(pages.length).toBeGreaterThan(50);
  // A fatal message (« non-document-error ») would mean a file the checker could not read at all.
  expect(messages.filter((m) => m.type === 'non-document-error')).toEqual([]);
});

for (const page of pages) {
  test(`${page} has no Nu HTML Checker error`, () => {
    const file = `file:${join(root, page)}`;
    const errors = messages
      .filter((m) => m.url === file && m.type === 'error')
      .map((m) => `${m.lastLine}: ${m.message} [${m.extract ?? ''}]`);
    expect(errors).toEqual([]);
  });
}
