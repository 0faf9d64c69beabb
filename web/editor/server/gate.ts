import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Who may talk to the editor: only its own page. While `make edit` runs, any page the marketer
 * opens (another site, another local port) can send requests to 127.0.0.1; a browser sends them
 * with the marketer's network position but tells where they come from (`Origin`,
 * `Sec-Fetch-Site`). Every request under /_editeur/ goes through `admit` before anything is read
 * or written:
 * - the `Host` is the editor's own (no DNS rebinding: a foreign name pointed at 127.0.0.1);
 * - an `Origin`, when sent, is the editor's own; `Sec-Fetch-Site`, when sent, is `same-origin`
 *   (or `none`: an address typed in the bar);
 * - the API and the configuration also need `Content-Type: application/json` on a POST (no HTML
 *   form can send it, and a cross-origin `fetch` that sets it is preflighted) and the per-run
 *   secret that only the editor page receives (in its HTML, which no other origin can read).
 * The editor page itself may be opened by a top-level navigation from anywhere (a bookmark, a
 * link): reading it needs the same origin, and it refuses to be framed.
 */

/** The header the editor page sends with the per-run secret (client/editeur.js). */
export const SECRET_HEADER = 'x-editeur-jeton';
/** Where the editor page finds the secret: a <meta> of its HTML. */
export const SECRET_META = 'editeur-jeton';

export type Kind =
  /** The editor's HTML page (GET /_editeur/). */
  | 'page'
  /** The editor's own scripts and styles, and Decap's (no content in them). */
  | 'asset'
  /** config.json and the API: content, read or written. */
  | 'api';

export interface Refusal {
  status: 403;
  error: string;
}

export interface Gate {
  secret: string;
  /** Null when the request may go on; else why not, in French. */
  admit(kind: Kind, method: string, headers: IncomingHttpHeaders): Refusal | null;
}

const refuse = (why: string): Refusal => ({
  status: 403,
  error: `Requête refusée : ${why}. L’éditeur n’accepte que les demandes de sa propre page (ouvrez l’adresse affichée par « make edit »).`,
});

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function sameSecret(sent: string | undefined, secret: string): boolean {
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `port`: the port the editor listens on (a function: the dev server may take the next free one);
 * the editor answers as 127.0.0.1, localhost and [::1] on it.
 */
export function createGate(port: () => number, secret = randomBytes(32).toString('hex')): Gate {
  return {
    secret,
    admit(kind, method, headers) {
      const host = one(headers.host)?.toLowerCase() ?? '';
      const p = port();
      if (![`127.0.0.1:${p}`, `localhost:${p}`, `[::1]:${p}`].includes(host)) return refuse(`adresse « ${host} » inconnue`);
      const own = `http://${host}`;
      const origin = one(headers.origin);
      if (origin !== undefined && origin !== own) return refuse(`demande venue d’une autre page (${origin})`);
      const site = one(headers['sec-fetch-site']);
      const dest = one(headers['sec-fetch-dest']);
      const topLevel = kind === 'page' && method === 'GET' && (dest === undefined || dest === 'document');
      if (kind === 'page' && !topLevel) return refuse('la page de l’éditeur ne s’ouvre que dans un onglet');
      if (!topLevel && site !== undefined && site !== 'same-origin' && site !== 'none') return refuse(`demande venue d’un autre site (${site})`);
      if (kind !== 'api') return null;
      if (method !== 'GET' && method !== 'POST') return refuse(`méthode ${method} non permise`);
      if (method === 'POST') {
        const type = (one(headers['content-type']) ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== 'application/json') return refuse(`contenu « ${type || 'sans type'} » au lieu de JSON`);
      }
      if (!sameSecret(one(headers[SECRET_HEADER]), secret)) return refuse('jeton de l’éditeur absent ou faux');
      return null;
    },
  };
}
