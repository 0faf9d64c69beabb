import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests run Debian's Chromium (Playwright cannot download browsers here) against the
// real C++ server serving the real build, on loopback only.
const chromiumFlags: string[] = JSON.parse(readFileSync(resolve('chromium-flags.json'), 'utf8'));
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
// The e2e server keeps its leads apart from var/ (the real ones), fresh for every run. Tests read
// them back through the operator CLI (tests/e2e/store.ts). Forms are filled faster than a person
// would, so the minimum time-to-submit is off here; its rule is covered by the C++ tests.
const storeDir = resolve(`test-results/e2e-store-${port}`);
export const e2eStore = { dir: storeDir, db: `${storeDir}/leads.db` };
const webRoot = resolve(process.env.E2E_WEB_ROOT ?? 'dist');
const serverBin = resolve(process.env.E2E_SERVER_BIN ?? '../server/build/server');

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Debian's Chromium on a closed network, as root (shared with scripts/lighthouse.mjs).
      args: ['--headless', ...chromiumFlags],
    },
  },
  webServer: {
    // From the repository root, where the server finds forms/ and config/ as in production.
    cwd: '..',
    command:
      `rm -rf ${e2eStore.dir} && mkdir -p ${e2eStore.dir} && exec ` +
      `${serverBin} serve --host 127.0.0.1 --port ${port} --root ${webRoot}`,
    env: {
      DB_PATH: e2eStore.db,
      OUTBOX_DIR: `${e2eStore.dir}/outbox`,
      MIN_SUBMIT_MS: '0',
      RATE_LIMIT_BURST: '10000',
      // A run sends more mail to visitors than the production hourly budget allows.
      OUTBOX_VISITOR_MAILS_PER_HOUR: '0',
    },
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 20_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
