import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The content editor, mounted on the Astro dev server under /_editeur/ by `make edit` only
 * (./astro.config.ts). It adds request handlers to the dev server and nothing else: no page, no
 * route, no asset of the site, so `npm run build` (which does not load this integration, and which
 * this integration refuses to join) outputs nothing of it, and the production server never serves
 * it. The public site keeps no account, login or back office.
 */

export const EDITOR_PATH = '/_editeur';
const here = fileURLToPath(new URL('.', import.meta.url));
const DECAP_DIST = join(here, 'decap/node_modules/decap-cms/dist');
const CLIENT = join(here, 'client');
const YAML_BROWSER = join(dirname(createRequire(import.meta.url).resolve('yaml/package.json')), 'browser/dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function send(res: ServerResponse, status: number, type: string, body: string | Buffer) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

function staticFile(res: ServerResponse, dir: string, name: string) {
  const file = normalize(join(dir, name));
  if (!file.startsWith(dir) || !existsSync(file)) return send(res, 404, TYPES['.html']!, 'Introuvable');
  send(res, 200, TYPES[extname(file)] ?? 'application/octet-stream', readFileSync(file));
}

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

export default function editor(): AstroIntegration {
  return {
    name: 'editeur-de-contenu',
    hooks: {
      'astro:build:start': () => {
        throw new Error('The content editor runs on the dev server only (make edit); build with the site\'s own astro.config.ts.');
      },
      'astro:server:setup': ({ server, logger }) => {
        const root = server.config.root;
        type State = typeof import('./server/state');
        type Api = typeof import('./server/api');
        const load = async () => {
          const [state, api] = await Promise.all([
            server.ssrLoadModule(join(here, 'server/state.ts')) as Promise<State>,
            server.ssrLoadModule(join(here, 'server/api.ts')) as Promise<Api>,
          ]);
          return { state: state.editorState(root), api };
        };
        server.middlewares.use(async (req, res, next) => {
          const url = new URL(req.url ?? '/', 'http://localhost');
          if (url.pathname !== EDITOR_PATH && !url.pathname.startsWith(`${EDITOR_PATH}/`)) return next();
          const rest = url.pathname.slice(EDITOR_PATH.length).replace(/^\//, '');
          try {
            if (rest === '' && req.method === 'GET') return staticFile(res, CLIENT, 'index.html');
            if (rest.startsWith('decap/')) return staticFile(res, DECAP_DIST, rest.slice('decap/'.length));
            if (rest.startsWith('yaml/')) return staticFile(res, YAML_BROWSER, rest.slice('yaml/'.length));
            if (rest === 'config.json') {
              const { state } = await load();
              return send(res, 200, TYPES['.json']!, JSON.stringify(state.config));
            }
            if (rest === 'api/v1' && req.method === 'POST') {
              const [{ state, api }, request] = await Promise.all([load(), body(req)]);
              const answer = api.reply(state.context, request as never);
              if (answer.status >= 400) logger.warn(String((answer.body as { error?: string }).error));
              return send(res, answer.status, TYPES['.json']!, JSON.stringify(answer.body));
            }
            return staticFile(res, CLIENT, rest);
          } catch (error) {
            logger.error(String((error as Error).stack ?? error));
            return send(res, 500, TYPES['.json']!, JSON.stringify({ error: `Erreur de l’éditeur : ${(error as Error).message}` }));
          }
        });
        logger.info(`Éditeur de contenu : http://${server.config.server.host ?? '127.0.0.1'}:${server.config.server.port}${EDITOR_PATH}/`);
      },
    },
  };
}
