import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * While the editor runs, a page of the site the build would refuse is not shown half-right or as
 * « An error occurred »: the dev server answers with the build's own problems, in French, and
 * what to do (issue 37). The check (./site-check.ts) runs again only when a data file changed.
 */

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The data files' names, sizes and times: a change to any of them is a change of this string. */
export function dataSignature(root: string): string {
  const dir = join(root, 'src/content/data');
  return (readdirSync(dir, { recursive: true }) as string[])
    .sort()
    .map((name) => {
      const stat = statSync(join(dir, name));
      return `${name}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('|');
}

/** The page the dev server shows instead of a page of a site the build would refuse. */
export function problemPage(problems: readonly string[]): string {
  return `<!doctype html>
<html lang="fr-CA">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Le site ne se construirait pas</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#0f172a}li{margin:.5rem 0}code{background:#f1f5f9}</style></head>
<body>
<h1>Cette page ne peut pas s’afficher : le site ne se construirait pas</h1>
<p>La construction du site refuserait ${problems.length > 1 ? 'ces points' : 'ce point'}. Corrigez-${problems.length > 1 ? 'les' : 'le'} dans l’éditeur (ou dans le fichier nommé), enregistrez, puis rechargez cette page.</p>
<ul>${problems.map((p) => `<li>${escape(p)}</li>`).join('')}</ul>
</body>
</html>
`;
}
