import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The dev server's log while `make edit` runs (an Astro logger destination, ./astro.config.ts):
 * the person editing sees French progress lines, the editor's address and every warning and
 * error; the dev server's routine lines in English (dependency bundling, file watching, page
 * reloads) go only to the full log, `config.file`. Plain JavaScript: Astro loads it before any
 * TypeScript is compiled.
 */

const strip = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Routine lines shown in French; anything not listed here and below warn level is log-only. */
const FRENCH = [
  [/^Syncing content$/, 'Lecture du contenu du site…'],
  [/^Synced content$/, 'Contenu lu.'],
  [/^page reload src\/content\/data\/(.+)$/, (m) => `Enregistré : ${m[1]} (l’aperçu se met à jour).`],
];

export default function editorLogger(config = {}) {
  const file = config.file;
  if (file) mkdirSync(dirname(file), { recursive: true });
  return {
    write(event) {
      const message = strip(String(event.message));
      if (file) appendFileSync(file, `${new Date().toISOString()} ${event.level} [${event.label ?? ''}] ${message}\n`);
      if (event.level === 'warn' || event.level === 'error') {
        const prefix = event.level === 'error' ? 'Erreur' : 'Avertissement';
        process.stderr.write(`${prefix} : ${message}\n`);
        return;
      }
      if (event.level !== 'info') return;
      // The editor's own lines are already in French.
      if (event.label === 'editeur-de-contenu') return void process.stdout.write(`${message}\n`);
      for (const [pattern, french] of FRENCH) {
        const match = pattern.exec(message.trim());
        if (match) return void process.stdout.write(`${typeof french === 'function' ? french(match) : french}\n`);
      }
    },
  };
}
