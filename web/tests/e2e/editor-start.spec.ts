import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { copySite, freePort, type Workspace } from './editor-workspace';

/**
 * `make edit` starts quietly: French progress lines and the editor's address, none of npm's
 * engine warnings nor the dev server's English routine (issue 37). The installs `make` runs
 * first (scripts/npm-install-quietly) say one French line and keep npm's output in the log they
 * name.
 */

const REPO = resolve('..');
const ENGLISH = /npm (warn|WARN|ERR)|EBADENGINE|\bastro\b.*ready|watching for file changes|\[vite\]|\bLocal\b|Syncing|Synced|\bwarn\b|\berror\b/;

test.describe('a quiet start', () => {
  test.describe.configure({ timeout: 180_000 });
  let site: Workspace | undefined;
  test.afterEach(() => site?.remove());

  test('make edit prints French progress lines and the editor\'s address, nothing of npm', async () => {
    site = copySite();
    const repo = dirname(site.web);
    cpSync(join(REPO, 'Makefile'), join(repo, 'Makefile'));
    cpSync(join(REPO, 'scripts'), join(repo, 'scripts'), { recursive: true });
    // The copy's package files are older than the installed modules (linked): make installs nothing.
    const old = new Date('2000-01-01');
    for (const f of ['package.json', 'package-lock.json', 'editor/decap/package.json', 'editor/decap/package-lock.json']) utimesSync(join(site.web, f), old, old);
    const port = await freePort();
    const child = spawn('make', ['-s', 'edit', `EDIT_PORT=${port}`], { cwd: repo, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const address = `http://127.0.0.1:${port}/_editeur/`;
    try {
      await expect.poll(() => out, { timeout: 150_000 }).toContain(address);
      expect((await fetch(address)).status).toBe(200);
      const lines = out.split('\n').filter((l) => l.trim());
      expect(lines[0]).toBe('Démarrage de l’éditeur de contenu…');
      expect(lines).toContain(`Éditeur de contenu prêt : ${address}`);
      for (const line of lines) expect(line, line).not.toMatch(ENGLISH);
      expect(lines.length, out).toBeLessThanOrEqual(8);
      // Everything the dev server said is kept in the log.
      expect(readFileSync(join(site.web, '.journal/editeur.log'), 'utf8')).toMatch(/ready in|watching for file changes/);
    } finally {
      if (child.exitCode === null) {
        process.kill(-child.pid!, 'SIGTERM');
        await new Promise((ok) => child.once('exit', ok));
      }
    }
  });

  test('an install says one French line and keeps npm\'s warnings in the log it names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'installation-'));
    try {
      // A local dependency that asks for a Node nobody has: npm warns EBADENGINE, offline.
      mkdirSync(join(dir, 'exigeant'));
      writeFileSync(join(dir, 'exigeant/package.json'), JSON.stringify({ name: 'exigeant', version: '1.0.0', engines: { node: '>=99' } }));
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'essai', private: true, dependencies: { exigeant: 'file:./exigeant' } }));
      const log = join(dir, 'journal/installation.log');
      // As under scripts/run-tests (`npm run --silent`): npm's own loglevel must not empty the log.
      const run = spawnSync(join(REPO, 'scripts/npm-install-quietly'), [dir, 'modules d’essai'], {
        encoding: 'utf8',
        env: { ...process.env, NPM_INSTALL_LOG: log, npm_config_loglevel: 'silent' },
      });
      expect(run.status, run.stderr).toBe(0);
      expect(`${run.stdout}${run.stderr}`.trim()).toBe(`Installation de modules d’essai : quelques minutes la première fois (détails : ${log})…`);
      expect(readFileSync(log, 'utf8')).toContain('EBADENGINE');
      expect(existsSync(join(dir, 'node_modules/.install-stamp'))).toBe(true);

      // A failed install says so in French, with the log's last lines.
      writeFileSync(join(dir, 'package.json'), '{ pas du JSON');
      const failed = spawnSync(join(REPO, 'scripts/npm-install-quietly'), [dir, 'modules d’essai'], { encoding: 'utf8', env: { ...process.env, NPM_INSTALL_LOG: log } });
      expect(failed.status).not.toBe(0);
      expect(failed.stderr).toContain(`Échec de l’installation de modules d’essai. Dernières lignes de ${log} :`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
