#!/usr/bin/env node
// `make publish` (README, « Publishing »; CONTENT.md, « Mettre en ligne »): builds the site from
// this working copy, commits the content change, and sends the release to every target of
// PUBLISH_TO. Node only: no C++ toolchain on the marketer's machine. `--undo` takes the last
// publication back. Exit 0 when every target took the release.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PublishError, publish, undoLast } from './publish/run.mjs';
import { parseTargets } from './publish/targets.mjs';

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));
const undo = process.argv.includes('--undo');

function report(hosts) {
  for (const h of hosts) {
    if (h.ok) {
      const changed = [...h.changed.map((p) => `modifiée ${p}`), ...h.added.map((p) => `ajoutée ${p}`), ...h.removed.map((p) => `retirée ${p}`)];
      console.log(`ok - ${h.target} : version ${h.release} en ligne (avant : ${h.previous ?? 'aucune'}), ${changed.length} page(s) changée(s)`);
      for (const c of changed) console.log(`       ${c}`);
    } else {
      console.log(`ÉCHEC - ${h.target} : rien n’a changé sur ce serveur.\n${h.error.replace(/^/gm, '       ')}`);
    }
  }
}

try {
  const targets = parseTargets(process.env.PUBLISH_TO, process.env.INIT_CWD ?? process.cwd());
  if (undo) {
    const result = await undoLast(repo, targets);
    report(result.hosts);
    if (result.reverted) console.log(`Contenu remis comme avant dans l’historique (git ${result.reverted}).`);
    process.exit(result.ok ? 0 : 1);
  }
  let last = '';
  const result = await publish(repo, targets, ({ label, percent }) => {
    const line = `[${String(percent).padStart(3)} %] ${label.replace(/ \(.*\)$/, '')}`;
    if (line !== last) console.log((last = line));
  });
  console.log(result.commit ? `Changement enregistré : ${result.subject} (git ${result.commit})` : result.subject);
  report(result.hosts);
  console.log(`Durée : ${result.seconds.toFixed(1)} s (construction ${(result.timings.build / 1000).toFixed(1)} s, envoi ${(result.timings.upload / 1000).toFixed(1)} s)`);
  process.exit(result.ok ? 0 : 1);
} catch (e) {
  console.error(e instanceof PublishError ? e.message : `Mise en ligne impossible : ${e.message}`);
  process.exit(2);
}
