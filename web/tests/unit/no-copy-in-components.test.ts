// Issue 15, « no French copy in components »: their labels come from data (props) or from the one
// UI-strings file, src/content/data/textes-interface.yaml (scripts/copy-in-components.mjs lists findings).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scan, scanFile } from '../../scripts/copy-in-components.mjs';

interface Finding { file: string; line: number; text: string; why: string }

describe('components and layouts', () => {
  it('hold no copy', () => {
    expect(scan().map((f: Finding) => `${f.file}:${f.line} ${f.why} « ${f.text} »`)).toEqual([]);
  });
});

describe('the copy scan', () => {
  const dir = mkdtempSync(join(tmpdir(), 'copy-scan-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const found = (name: string, code: string) => {
    const file = join(dir, name);
    writeFileSync(file, code);
    return scanFile(file).map((f: Finding) => f.text);
  };

  it('finds JSX text, read attributes and French strings', () => {
    const tsx = [
      "const label = 'Fermer le menu';",
      "const home = 'Accueil';",
      'const note = (n: number) => `Note de ${n} sur 5`;',
      'export default () => (',
      '  <nav aria-label="Navigation principale" className="hidden md:block">',
      '    <p title="Read me">Nous joindre</p>',
      '    <span>Return to Home</span>',
      '  </nav>',
      ');',
    ].join('\n');
    expect(found('Sample.tsx', tsx).sort()).toEqual(
      ['Accueil', 'Fermer le menu', 'Navigation principale', 'Note de', 'Nous joindre', 'Read me', 'Return to Home', 'sur 5'].sort(),
    );
  });

  it('finds copy in an Astro template and frontmatter', () => {
    const astro = "---\nconst crumb = { name: 'Accueil' };\n---\n<!-- Un commentaire -->\n<a href=\"#contenu\" class=\"sr-only\">Aller au contenu</a>\n";
    expect(found('Sample.astro', astro).sort()).toEqual(['Accueil', 'Aller au contenu']);
  });

  it('lets code through: class names, ids, paths, keys, expressions, comments', () => {
    const tsx = [
      "import { x } from '../ui/cn';",
      "const MENU_ID = 'menu-mobile';",
      "// Un commentaire en français n'est pas du texte affiché.",
      '/** Ni celui-ci : « Fil d’Ariane ». */',
      'export default ({ label }: { label: string }) => (',
      '  <div id={`panneau-${label}`} className="mt-4 text-lg font-semibold" aria-label={label}>',
      '    {label} {404}',
      '    <svg viewBox="0 0 10 10"><path d="M-17-150a17 17 0 0 1 34 0z" transform="translate(1 2)" /></svg>',
      '  </div>',
      ');',
    ].join('\n');
    expect(found('Code.tsx', tsx)).toEqual([]);
  });
});
