import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { start, state } from '../../editor/server/publication';

/**
 * The editor's « Mettre en ligne » refusals that need no build (editor/server/publication.ts):
 * without PUBLISH_TO, and while another publication runs. The publication itself, driven in a
 * browser against a running server: tests/e2e/editor-publish.spec.ts.
 */

const log = { info: () => {}, warn: () => {} };
let repo: string;
const saved = process.env.PUBLISH_TO;

beforeEach(() => {
  // Not a repository: a publication started here fails at once, before any build.
  repo = mkdtempSync(join(tmpdir(), 'editeur-publication-unit-'));
});

afterEach(async () => {
  if (saved === undefined) delete process.env.PUBLISH_TO;
  else process.env.PUBLISH_TO = saved;
  await expect.poll(() => state(repo).job?.state, { timeout: 10_000 }).not.toBe('en-cours');
  rmSync(repo, { recursive: true, force: true });
});

describe('« Mettre en ligne » in the editor', () => {
  it('says, in French, that PUBLISH_TO is missing, and starts nothing', () => {
    delete process.env.PUBLISH_TO;
    expect(state(repo).problem).toMatch(/^PUBLISH_TO est vide .*Relancez l’éditeur avec PUBLISH_TO réglé/);
    const before = state(repo).job;
    const answer = start(repo, 'publication', log);
    expect(answer.status).toBe(409);
    expect((answer.body as { error: string }).error).toMatch(/^PUBLISH_TO est vide/);
    expect(state(repo).job).toBe(before);
  });

  it('refuses a second start while one runs, then reports how the first ended', async () => {
    process.env.PUBLISH_TO = join(repo, 'site');
    const first = start(repo, 'publication', log);
    expect(first.status).toBe(202);
    const second = start(repo, 'annulation', log);
    expect(second.status).toBe(409);
    expect((second.body as { error: string }).error).toMatch(/^Refusé : une mise en ligne est déjà en cours \(\d+\u00a0%\)\. Attendez qu’elle se termine/);
    await expect.poll(() => state(repo).job?.state, { timeout: 10_000 }).toBe('refusee');
    const job = state(repo).job!;
    expect(job.message).toMatch(/^Mise en ligne impossible : /);
    expect(job.failed).toBe('build');
    // Once it ended, another may start.
    expect(start(repo, 'annulation', log).status).toBe(202);
  });
});
