import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The very publication `make publish` runs (build, commit, send, record; undo): the editor only
// starts it and reports its progress.
import { PublishError, publications, publish, undoLast } from '../../../scripts/publish/run.mjs';
import { parseTargets } from '../../../scripts/publish/targets.mjs';

/**
 * « Mettre en ligne » and « Annuler la dernière mise en ligne » in the editor
 * (client/publication.js): one job at a time, run in the editor's process, whose progress the
 * page polls (GET publication/etat) until it ends. Where it goes is the PUBLISH_TO `make edit` was
 * started with, as for `make publish`; a relative SITE_DIR path is taken from the repository's
 * top, where `make` runs.
 */

export type Kind = 'publication' | 'annulation';

export interface HostResult {
  target: string;
  ok: boolean;
  release: string | null;
  previous: string | null;
  pages: number | null;
  changed: string[];
  added: string[];
  removed: string[];
  error: string;
}

export interface Job {
  id: number;
  kind: Kind;
  started: string;
  /** en-cours, then reussie (every target took it) or refusee (nothing, or not everywhere). */
  state: 'en-cours' | 'reussie' | 'refusee';
  /** The step under way (run.mjs: build, commit, bundle, upload, done; undo: rollback). */
  step: string;
  label: string;
  percent: number;
  /** Steps finished, in order. */
  done: string[];
  /** When refused: the step that refused (build: the content; upload: a server). */
  failed?: string;
  /** When it ended: what to tell the marketer, in French. */
  message?: string;
  subject?: string;
  commit?: string | null;
  reverted?: string | null;
  hosts?: HostResult[];
  /** The live page to open: the first page changed, on the site's public address. */
  link?: string | null;
  /** The site's public address (PUBLISH_URL, else business.json's siteUrl), for the pages' links. */
  origin?: string | null;
  seconds?: number;
}

interface Runner {
  job: Job | null;
  next: number;
}

// On globalThis: the dev server reloads this module when a file it depends on changes (the content
// itself, during a publication), and a running job must survive that.
const KEY = Symbol.for('editeur.publication');
const runner: Runner = ((globalThis as Record<symbol, Runner>)[KEY] ??= { job: null, next: 1 });

/** Where the live site is, for links: PUBLISH_URL, else the siteUrl of config/business.json. */
export function liveOrigin(repo: string): string | null {
  if (process.env.PUBLISH_URL) return process.env.PUBLISH_URL.replace(/\/+$/, '');
  try {
    const url = JSON.parse(readFileSync(join(repo, 'config/business.json'), 'utf8')).siteUrl as string;
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function targetsOf(repo: string) {
  return parseTargets(process.env.PUBLISH_TO, repo) as { name: string }[];
}

/** What the page shows: where it publishes, the job under way or just ended, the last publications. */
export function state(repo: string) {
  let targets: string[] = [];
  let problem: string | null = null;
  try {
    targets = targetsOf(repo).map((t) => t.name);
  } catch (e) {
    problem = `${(e as Error).message}. Relancez l’éditeur avec PUBLISH_TO réglé (CONTENT.md, « Mettre en ligne »).`;
  }
  const list = (publications(repo) as Record<string, unknown>[]).slice(0, 10).map((p) => ({
    at: p.at,
    ok: p.ok,
    subject: p.subject,
    publisher: p.publisher,
    undone: p.undone ?? null,
    hosts: ((p.hosts ?? []) as HostResult[]).map((h) => ({ target: h.target, ok: h.ok, release: h.release ?? null })),
  }));
  return { targets, problem, job: runner.job, publications: list };
}

const pageLink = (origin: string | null, hosts: HostResult[]) => {
  if (!origin) return null;
  const page = hosts.find((h) => h.ok)?.changed[0] ?? hosts.find((h) => h.ok)?.added[0] ?? '/';
  return `${origin}${page.startsWith('/') ? page : `/${page}`}`;
};

function finish(job: Job, fields: Partial<Job>) {
  const refused = fields.state === 'refusee';
  if (refused) job.failed = job.step;
  else if (!job.done.includes(job.step)) job.done.push(job.step);
  // A refusal keeps the bar where it stopped.
  Object.assign(job, fields, { percent: refused ? job.percent : 100, step: 'done' });
}

function refusalOf(hosts: HostResult[]): string {
  return hosts
    .filter((h) => !h.ok)
    .map((h) => `${h.target} a refusé : rien n’a changé sur ce serveur.\n${h.error}`)
    .join('\n\n');
}

async function run(repo: string, job: Job, log: { info(m: string): void; warn(m: string): void }) {
  const targets = targetsOf(repo);
  try {
    if (job.kind === 'publication') {
      const entry = await publish(repo, targets, ({ step, label, percent }: { step: string; label: string; percent: number }) => {
        if (step === 'done') return;  // finish() says how it ended
        if (step !== job.step && !job.done.includes(job.step)) job.done.push(job.step);
        Object.assign(job, { step, label, percent });
      });
      const hosts = entry.hosts as HostResult[];
      const ok = Boolean(entry.ok);
      finish(job, {
        state: ok ? 'reussie' : 'refusee',
        subject: entry.subject,
        commit: entry.commit,
        hosts,
        seconds: entry.seconds,
        link: ok ? pageLink(liveOrigin(repo), hosts) : null,
        origin: liveOrigin(repo),
        message: ok ? 'Le site est en ligne.' : refusalOf(hosts),
      });
    } else {
      Object.assign(job, { step: 'rollback', label: 'Retour à la version précédente', percent: 10 });
      const result = await undoLast(repo, targets);
      const hosts = result.hosts as HostResult[];
      finish(job, {
        state: result.ok ? 'reussie' : 'refusee',
        subject: result.undid?.subject,
        reverted: result.reverted,
        hosts,
        link: result.ok ? liveOrigin(repo) && `${liveOrigin(repo)}/` : null,
        message: result.ok ? `Le site est revenu à la version d’avant « ${result.undid?.subject ?? 'la dernière mise en ligne'} ».` : refusalOf(hosts),
      });
    }
  } catch (e) {
    const message = e instanceof PublishError ? e.message : `Mise en ligne impossible : ${(e as Error).message}`;
    finish(job, { state: 'refusee', message });
  }
  const what = job.kind === 'publication' ? 'Mise en ligne' : 'Annulation';
  if (job.state === 'reussie') log.info(`${what} terminée.`);
  else log.warn(`${what} refusée : ${job.message?.split('\n')[0]}`);
}

/** Starts a publication or an undo; refused, in French, while another one runs or without PUBLISH_TO. */
export function start(repo: string, kind: Kind, log: { info(m: string): void; warn(m: string): void }): { status: number; body: unknown } {
  if (runner.job?.state === 'en-cours') {
    const current = runner.job.kind === 'publication' ? 'une mise en ligne' : 'une annulation';
    return { status: 409, body: { error: `Refusé : ${current} est déjà en cours (${runner.job.percent}\u00a0%). Attendez qu’elle se termine, puis réessayez.` } };
  }
  try {
    targetsOf(repo);
  } catch (e) {
    return { status: 409, body: { error: `${(e as Error).message}. Relancez l’éditeur avec PUBLISH_TO réglé (CONTENT.md, « Mettre en ligne »).` } };
  }
  const job: Job = {
    id: runner.next++,
    kind,
    started: new Date().toISOString(),
    state: 'en-cours',
    step: kind === 'publication' ? 'build' : 'rollback',
    label: kind === 'publication' ? 'Construction du site' : 'Retour à la version précédente',
    percent: 0,
    done: [],
  };
  runner.job = job;
  void run(repo, job, log);
  return { status: 202, body: { job } };
}
