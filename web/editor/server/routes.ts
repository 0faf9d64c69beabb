import { join } from 'node:path';
import type { Reply } from './api';
import * as publication from './publication';

// The content registry and the API that saves through it, loaded only by the routes that read
// content: a content file broken by hand makes them fail to load (their modules read the content
// when the dev server evaluates them again), and « Mettre en ligne » must still run (and say why
// it is refused).
const editorState = async (root: string) => (await import('./state')).editorState(root);
const reply = async (...args: Parameters<typeof import('./api').reply>) => (await import('./api')).reply(...args);

/**
 * The editor's own HTTP routes under /_editeur/, each behind the gate (./gate.ts: same origin,
 * JSON, the per-run secret) before it runs. A feature of the editor that needs the server (a
 * button that starts something) adds its route here: `rest` is the path after /_editeur/.
 */

export interface RouteContext {
  /** web/. */
  root: string;
  log: { info(message: string): void; warn(message: string): void };
}

export interface Route {
  method: 'GET' | 'POST';
  run(ctx: RouteContext, body: unknown): Promise<Reply> | Reply;
}

export const routes: Record<string, Route> = {
  // Decap's configuration, made from the content schemas.
  'config.json': { method: 'GET', run: async ({ root }) => ({ status: 200, body: (await editorState(root)).config }) },
  // Decap's « proxy » backend protocol (./api.ts).
  'api/v1': {
    method: 'POST',
    run: async ({ root, log }, body) => {
      const answer = await reply((await editorState(root)).context, (body ?? {}) as never);
      if (answer.status >= 400) log.warn(String((answer.body as { error?: string }).error));
      return answer;
    },
  },
  // « Mettre en ligne » (./publication.ts), in the repository (web/'s parent) where `make publish`
  // runs: what it publishes to, the job under way and the last publications; starting a
  // publication or undoing the last one (202, or 409 with the reason in French).
  'publication/etat': { method: 'GET', run: ({ root }) => ({ status: 200, body: publication.state(join(root, '..')) }) },
  'publication/lancer': { method: 'POST', run: ({ root, log }) => publication.start(join(root, '..'), 'publication', log) },
  'publication/annuler': { method: 'POST', run: ({ root, log }) => publication.start(join(root, '..'), 'annulation', log) },
};
