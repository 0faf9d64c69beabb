import { fileURLToPath } from 'node:url';
import site from '../astro.config';
import editor from './integration';

// `make edit` (npm run edit): the site's own configuration, on the dev server, plus the content
// editor under /_editeur/. Never used to build: the editor refuses `astro build`.
export default {
  ...site,
  root: fileURLToPath(new URL('..', import.meta.url)),
  integrations: [...(site.integrations ?? []), editor()],
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4321) },
  devToolbar: { enabled: false },
  // French progress lines for the person editing; everything in web/.journal/editeur.log.
  logger: {
    entrypoint: fileURLToPath(new URL('./logger.mjs', import.meta.url)),
    config: { file: fileURLToPath(new URL('../.journal/editeur.log', import.meta.url)) },
  },
  // No cross-origin reads of the dev server (Vite allows other localhost ports by default): a page
  // on another local port must not read the working copy's files while the editor runs.
  vite: { ...site.vite, server: { ...site.vite?.server, cors: false } },
};
