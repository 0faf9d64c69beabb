import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DATA, priceToChange, rangeText, savePrice, spaces } from './editor-prices';
import { asRepository, copySite, freePort, startEditor, type EditorServer, type Workspace } from './editor-workspace';

/**
 * « Mettre en ligne » in the editor (editor/client/publication.js), driven as the marketer would,
 * against a running server that follows a SITE_DIR (issue 36): on a copy of the site made a git
 * repository, the editor started with PUBLISH_TO=<that SITE_DIR>. A content file the build refuses
 * is refused in French, with the live release and the history unchanged (and a second click while
 * it runs is refused too); a price changed in the form and put online shows the build's and the
 * upload's steps and percent, then the release and the pages changed, and the running server
 * serves the new price; « Annuler la dernière mise en ligne » brings the old price back. With
 * EDITOR_SHOTS_DIR set, screenshots at 1280 px of the progress and the results go there.
 */

const BIN = resolve(process.env.E2E_SERVER_BIN ?? '../server/build/server');
const DIST = resolve(process.env.E2E_WEB_ROOT ?? 'dist');
const shots = process.env.EDITOR_SHOTS_DIR;

function run(command: string, args: string[], cwd?: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}:\n${result.stdout}${result.stderr}`);
  return result.stdout.trim();
}

interface Seen {
  percent: number;
  steps: string[];
  note: string;
}

/** What the panel shows now: the bar's percent, each step with its state, the line under them. */
async function seen(panel: Locator): Promise<Seen | null> {
  const bar = panel.getByRole('progressbar', { name: 'Avancement' });
  if ((await bar.count()) === 0) return null;
  return {
    percent: Number(await bar.getAttribute('value')),
    steps: await panel.getByRole('list', { name: 'Étapes' }).getByRole('listitem').allInnerTexts(),
    // The line under the steps, while it runs: « Construction du site (34 page(s) sur environ 120) ».
    note: (await panel.locator('.publication__suivi .publication__note').innerText({ timeout: 1_000 }).catch(() => '')) ?? '',
  };
}

/** Polls the panel until the job's status says it ended; returns every state seen on the way. */
async function follow(page: Page, panel: Locator, ended: RegExp, onSeen: (s: Seen) => Promise<void> = async () => {}): Promise<Seen[]> {
  const status = panel.getByRole('status');
  // The job just started, not the one before it (shown until the page hears of the new one).
  if (ended.test(await status.innerText())) await expect(status).toContainText('en cours…', { timeout: 10_000 });
  const states: Seen[] = [];
  const deadline = Date.now() + 480_000;
  while (Date.now() < deadline) {
    // The status first: what is seen after it is at least as recent.
    const over = ended.test(await status.innerText());
    const now = await seen(panel);
    if (now) {
      states.push(now);
      await onSeen(now);
    }
    if (over) return states;
    await page.waitForTimeout(200);
  }
  throw new Error(`no end (${ended}) after 8 minutes; last seen: ${JSON.stringify(states.at(-1))}`);
}

test.describe('« Mettre en ligne » in the editor', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 });
  let site: Workspace;
  let repo: string;
  let siteDir: string;
  let scratch: string;
  let server: ChildProcess;
  let serverUrl: string;
  let editor: EditorServer;
  let first: string;
  let price: ReturnType<typeof priceToChange>;

  const live = () => readlinkSync(join(siteDir, 'current'));
  const served = async (path: string) => spaces(await (await fetch(`${serverUrl}${path}`)).text());
  const commits = () => Number(run('git', ['-C', repo, 'rev-list', '--count', 'HEAD']));

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    site = copySite();
    repo = asRepository(site);
    price = priceToChange(site.web);
    scratch = mkdtempSync(join(tmpdir(), 'editeur-publication-'));
    siteDir = join(scratch, 'site');
    // The first release: the checkout's build, which the copy's content also builds.
    run(BIN, ['--site-dir', siteDir, 'site', 'seed', DIST]);
    first = live();
    const port = await freePort();
    serverUrl = `http://127.0.0.1:${port}`;
    const env = { ...process.env };
    for (const name of ['APP_ENV', 'SITE_DIR', 'WEB_ROOT', 'CONFIG_FILE', 'PUBLISH_TO']) delete env[name];
    server = spawn(
      BIN,
      ['serve', '--host', '127.0.0.1', '--port', String(port), '--site-dir', siteDir, '--db-path', join(scratch, 'leads.db'), '--outbox-dir', join(scratch, 'outbox'), '--runtime-dir', join(scratch, 'run')],
      { cwd: repo, env, stdio: 'ignore' },
    );
    await expect.poll(() => fetch(`${serverUrl}/healthz`).then((r) => r.status, () => 0), { timeout: 20_000 }).toBe(200);
    editor = await startEditor(site.web, { PUBLISH_TO: siteDir, PUBLISH_SERVER_BIN: BIN, PUBLISH_URL: serverUrl });
    if (shots) mkdirSync(shots, { recursive: true });
  });

  test.afterAll(async () => {
    await editor?.stop();
    server?.kill();
    site?.remove();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  test('content the build refuses is refused in French, nothing changed online; a second click meanwhile is refused', async ({ page }) => {
    // Without the editor page's secret, nothing starts.
    const foreign = await fetch(`${editor.url}/_editeur/publication/lancer`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(foreign.status).toBe(403);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${editor.url}/_editeur/`);
    const panel = page.getByRole('region', { name: 'Mise en ligne' });
    await expect(panel.getByText(`Vers : ${siteDir}`)).toBeVisible({ timeout: 60_000 });
    const file = join(site.web, DATA, 'chiffres.yaml');
    const good = readFileSync(file, 'utf8');
    // Edited by hand while the editor is open (the editor itself refuses such a save): a price in words.
    const bad = good.replace(/(valeur: \{ montant: )\d+/, '$1"cinq cents"');
    expect(bad).not.toBe(good);
    writeFileSync(file, bad);
    try {
      await panel.getByRole('button', { name: 'Mettre en ligne' }).click();
      // The dev server first reloads the editor's modules after the file change: not instant on a busy machine.
      await expect(panel.getByRole('status')).toContainText('Mise en ligne en cours…', { timeout: 60_000 });
      await panel.getByRole('button', { name: 'Mettre en ligne' }).click();
      await expect(panel.getByRole('alert')).toContainText(/Refusé : une mise en ligne est déjà en cours \(\d+\u00a0%\)/);

      await follow(page, panel, /Mise en ligne refusée|Mise en ligne réussie/);
      const status = panel.getByRole('status');
      await expect(status).toContainText('Mise en ligne refusée');
      await expect(status).toContainText('Rien n’a changé sur le site en ligne');
      await expect(status).toContainText('Le contenu ne se construit pas : rien n’a été mis en ligne');
      await expect(status).toContainText('chiffres.yaml');
      await expect(panel.getByRole('listitem').filter({ hasText: 'Construction du site' })).toHaveText('Construction du site : refusée');
      if (shots) await page.screenshot({ path: join(shots, 'editeur-mise-en-ligne-refus.png') });
    } finally {
      writeFileSync(file, good);
    }
    expect(live()).toBe(first);
    expect(commits()).toBe(1);
    expect(await served('/conformite-garderies')).toContain(rangeText(price.from, price.upper));
  });

  test('a price changed in the form goes online with its steps and percent, and is served', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await savePrice(page, editor.url, price);
    const panel = page.getByRole('region', { name: 'Mise en ligne' });
    await panel.getByRole('button', { name: 'Mettre en ligne' }).click();
    let shot = false;
    const states = await follow(page, panel, /Mise en ligne réussie|Mise en ligne refusée/, async (now) => {
      // The progress while the pages are written (the build's longest part), about halfway.
      if (shots && !shot && now.percent >= 40 && /\((?!0 )\d+ page/.test(now.note)) {
        shot = true;
        await page.screenshot({ path: join(shots, 'editeur-mise-en-ligne-progression.png') });
      }
    });
    const status = panel.getByRole('status');
    await expect(status).toContainText('Mise en ligne réussie');

    // Steps and percent, not a spinner: the bar moved through values between 0 and 100, each step
    // was seen under way or done, and the build counted the pages it wrote.
    const percents = [...new Set(states.map((s) => s.percent))];
    expect(percents.filter((p) => p > 0 && p < 100).length, `percents seen: ${percents}`).toBeGreaterThanOrEqual(3);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const steps = states.flatMap((s) => s.steps);
    expect(steps).toContain('Construction du site : en cours');
    expect(states.at(-1)!.steps).toEqual([
      'Construction du site : terminée',
      'Enregistrement dans l’historique : terminée',
      'Préparation de l’envoi : terminée',
      'Envoi au serveur et vérification : terminée',
    ]);
    expect(states.some((s) => /\((?!0 )\d+ page\(s\) sur environ \d+\)/.test(s.note)), `notes seen: ${[...new Set(states.map((s) => s.note))].join(' | ')}`).toBe(true);

    // The result: the release now live, the pages changed, a link to the page online.
    const release = live().replace(/^releases\//, '');
    expect(release).not.toBe(first.replace(/^releases\//, ''));
    await expect(status).toContainText(`version ${release} en ligne`);
    await expect(status).toContainText('Mise en ligne : chiffres.yaml modifié');
    expect(await status.getByRole('link', { name: 'Voir la page en ligne' }).getAttribute('href')).toMatch(new RegExp(`^${serverUrl}/`));
    if (shots) await page.screenshot({ path: join(shots, 'editeur-mise-en-ligne-resultat.png') });
    await status.getByText(/^[1-9]\d* pages? changées?$/).click();
    const link = status.getByRole('link', { name: '/conformite-garderies', exact: true });
    expect(await link.getAttribute('href')).toBe(`${serverUrl}/conformite-garderies`);

    // The running server serves the new price, on the page the link opens.
    const expected = rangeText(price.to, price.upper);
    await expect.poll(() => served('/conformite-garderies'), { timeout: 10_000 }).toContain(expected);
    const [online] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await online.waitForLoadState();
    // textContent: the page's later sections are not rendered until scrolled to (innerText skips them).
    expect(spaces((await online.locator('body').textContent()) ?? '')).toContain(expected);
    await online.close();

    // One commit more, named in French; the list of the last publications shows it.
    expect(commits()).toBe(2);
    expect(run('git', ['-C', repo, 'log', '-1', '--format=%s'])).toMatch(/^Mise en ligne : chiffres\.yaml modifié/);
    await panel.getByText(/^Dernières mises en ligne \(\d+\)$/).click();
    await expect(panel.getByRole('group').filter({ hasText: 'Dernières mises en ligne' }).getByRole('listitem').first()).toContainText(`en ligne (version ${release})`);
  });

  test('« Annuler la dernière mise en ligne » brings the old price back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${editor.url}/_editeur/`);
    const panel = page.getByRole('region', { name: 'Mise en ligne' });
    await panel.getByRole('button', { name: 'Annuler la dernière mise en ligne' }).click();
    await follow(page, panel, /Dernière mise en ligne annulée|Annulation refusée/);
    const status = panel.getByRole('status');
    await expect(status).toContainText('Dernière mise en ligne annulée');
    expect(live()).toBe(first);
    await expect(status).toContainText(`version ${first.replace(/^releases\//, '')} en ligne`);
    await expect.poll(() => served('/conformite-garderies'), { timeout: 10_000 }).toContain(rangeText(price.from, price.upper));
    expect(run('git', ['-C', repo, 'log', '-1', '--format=%s'])).toMatch(/^Revert/);
    await panel.getByText(/^Dernières mises en ligne \(\d+\)$/).click();
    await expect(panel.getByRole('group').filter({ hasText: 'Dernières mises en ligne' }).getByRole('listitem').first()).toContainText('annulée');
    if (shots) await page.screenshot({ path: join(shots, 'editeur-mise-en-ligne-annulation.png') });
  });
});
