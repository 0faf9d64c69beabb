import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { createGate } from './server/gate';
import { dataSignature, problemPage } from './server/problem-page';

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
  if (!file.startsWith(dir + sep) || !existsSync(file)) return send(res, 404, TYPES['.html']!, 'Introuvable');
  send(res, 200, TYPES[extname(file)] ?? 'application/octet-stream', readFileSync(file));
}

/** Above this, a request is refused unread: the largest photo (20 MB) is about 27 MB in JSON. */
const MAX_BODY = 64 * 1024 * 1024;

class TooLarge extends Error {}

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new TooLarge();
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    return undefined;
  }
}

/** The editor page with this run's secret in it (see ./server/gate.ts), never framed by another page. */
function editorPage(res: ServerResponse, secret: string) {
  const html = readFileSync(join(CLIENT, 'index.html'), 'utf8').replace('content="{{jeton}}"', `content="${secret}"`);
  res.writeHead(200, {
    'Content-Type': TYPES['.html']!,
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}

const json = (res: ServerResponse, status: number, value: unknown) => send(res, status, TYPES['.json']!, JSON.stringify(value));

export default function editor(): AstroIntegration {
  return {
    name: 'editeur-de-contenu',
    hooks: {
      'astro:build:start': () => {
        throw new Error('The content editor runs on the dev server only (make edit); build with the site\'s own astro.config.ts.');
      },
      'astro:server:start': ({ address, logger }) => {
        const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
        logger.info(`Éditeur de contenu prêt : http://${host}:${address.port}${EDITOR_PATH}/`);
        logger.info('Ouvrez cette adresse dans votre navigateur. Ctrl+C ici pour arrêter l’éditeur.');
      },
      'astro:server:setup': ({ server, logger, refreshContent }) => {
        const root = server.config.root;
        // The port the dev server listens on (the next free one when the configured one is taken).
        const port = () => (server.httpServer?.address() as AddressInfo | null)?.port ?? server.config.server.port;
        const gate = createGate(port);
        type Routes = typeof import('./server/routes');
        // Through the dev server's module loader: it resolves the registry's TypeScript and its
        // `astro:` imports, and picks up a change to the schemas on the next request.
        const loadRoutes = () => server.ssrLoadModule(join(here, 'server/routes.ts')) as Promise<Routes>;
        const log = { info: (m: string) => logger.info(m), warn: (m: string) => logger.warn(m) };
        // The build's problems with the files as they are, checked again (and the content store
        // synced) when a data file changed, before the first page the preview asks for after it.
        let checked: { signature: string; problems: string[] } | undefined;
        const siteProblems = async () => {
          const signature = dataSignature(root);
          if (checked?.signature !== signature) {
            // The content store read again from the files as they are now, before the page shows
            // them: a file added (a new city) changes what other pages count (« 13 villes »).
            await refreshContent?.({});
            type Check = typeof import('./server/site-check');
            const { buildProblems } = (await server.ssrLoadModule(join(here, 'server/site-check.ts'))) as Check;
            checked = { signature, problems: await buildProblems(new Map()) };
          }
          return checked.problems;
        };
        const handle = async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
          const url = new URL(req.url ?? '/', 'http://localhost');
          if (url.pathname !== EDITOR_PATH && !url.pathname.startsWith(`${EDITOR_PATH}/`)) {
            // A page of the site (not an asset or a module): shown only if the build would accept the site.
            const page = req.method === 'GET' && !/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.startsWith('/@') && /text\/html/.test(req.headers.accept ?? '');
            if (!page) return next();
            const problems = await siteProblems().catch((error: unknown) => [`Erreur de l’éditeur : ${(error as Error).message}`]);
            if (problems.length === 0) return next();
            return send(res, 500, TYPES['.html']!, problemPage(problems));
          }
          const rest = url.pathname.slice(EDITOR_PATH.length).replace(/^\//, '');
          const method = req.method ?? 'GET';
          try {
            const { routes } = await loadRoutes();
            const route = Object.hasOwn(routes, rest) ? routes[rest] : undefined;
            const kind = rest === '' || rest === 'index.html' ? 'page' : route ? 'api' : 'asset';
            const refused = gate.admit(kind, method, req.headers);
            if (refused) {
              logger.warn(`${method} ${url.pathname} : ${refused.error}`);
              return json(res, refused.status, { error: refused.error });
            }
            if (kind === 'page') return editorPage(res, gate.secret);
            if (route) {
              if (method !== route.method) return json(res, 405, { error: `Méthode ${method} non permise ici.` });
              const request = method === 'POST' ? await body(req) : undefined;
              if (method === 'POST' && request === undefined) return json(res, 400, { error: 'Requête illisible : le corps n’est pas du JSON.' });
              const answer = await route.run({ root, log }, request);
              return json(res, answer.status, answer.body);
            }
            if (method !== 'GET') return json(res, 405, { error: `Méthode ${method} non permise ici.` });
            if (rest.startsWith('decap/')) return staticFile(res, DECAP_DIST, rest.slice('decap/'.length));
            if (rest.startsWith('yaml/')) return staticFile(res, YAML_BROWSER, rest.slice('yaml/'.length));
            return staticFile(res, CLIENT, rest);
          } catch (error) {
            if (error instanceof TooLarge) {
              res.setHeader('Connection', 'close');
              return json(res, 413, { error: `Envoi trop gros (plus de ${MAX_BODY / 1024 / 1024} Mo) : une photo pèse au plus 20 Mo.` });
            }
            logger.error(String((error as Error).stack ?? error));
            return json(res, 500, { error: `Erreur de l’éditeur : ${(error as Error).message}` });
          }
        };
        // First in the chain: the editor's gate answers (in French) before the dev server's own
        // checks, and nothing else of the dev server sees a request under /_editeur/. Astro adds
        // its own checks in front of the chain after this hook, hence once the server listens.
        const first = () => server.middlewares.stack.unshift({ route: '', handle: handle as never });
        if (server.httpServer?.listening) first();
        else server.httpServer?.once('listening', first);
      },
    },
  };
}
