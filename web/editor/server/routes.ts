import { reply, type Reply } from './api';
import { editorState } from './state';

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
  'config.json': { method: 'GET', run: ({ root }) => ({ status: 200, body: editorState(root).config }) },
  // Decap's « proxy » backend protocol (./api.ts).
  'api/v1': {
    method: 'POST',
    run: async ({ root, log }, body) => {
      const answer = await reply(editorState(root).context, (body ?? {}) as never);
      if (answer.status >= 400) log.warn(String((answer.body as { error?: string }).error));
      return answer;
    },
  },
};
