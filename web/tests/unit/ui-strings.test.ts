// The UI strings (the registry's collection src/content/data/textes-interface.yaml, read by src/page-models/ui-strings.ts): checked at build with
// French errors naming the field, OQLF spacing applied, `{mots}` filled only where declared, and
// never shipped to the browser (hydrated islands get their labels by props).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { importEdges } from '../../scripts/import-graph.mjs';
import { ContentError } from '../../src/lib/errors/french-errors';
import { checkDocument } from '../../src/content/direct-reader';
import { parseYaml } from '../../src/content/files';
import { uiStringsSchema } from '../../src/content/schemas/ui-strings';
import { fill } from '../../src/lib/fill-label';
import { ui } from '../../src/page-models/ui-strings';

const FILE = 'src/content/data/textes-interface.yaml';
/** The file's text checked as the loader checks it. */
const parseUiStrings = (text: string) => checkDocument(uiStringsSchema, parseYaml(text, FILE), FILE);

const source = readFileSync(new URL('../../src/content/data/textes-interface.yaml', import.meta.url), 'utf8');
const withChange = (change: (data: Record<string, Record<string, unknown>>) => void) => {
  const data = parse(source);
  change(data);
  return stringify(data);
};
const errorOf = (text: string) => {
  try {
    parseUiStrings(text);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};
const leaves = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));

describe('the UI strings file', () => {
  it('is valid, and every label is set with OQLF spacing', () => {
    const labels = leaves(ui);
    expect(labels.length).toBeGreaterThan(25);
    for (const label of labels) {
      expect(label.trim()).not.toBe('');
      expect(label).not.toMatch(/ [:;!?»]|« /);
    }
  });

  it('fills the declared {mots} and refuses a missing value', () => {
    expect(fill(ui.temoignage.note, { note: 4 })).toContain('4');
    expect(fill(ui.temoignage.citation, { citation: 'X' })).not.toMatch(/[{}]/);
    expect(() => fill(ui.temoignage.note, {})).toThrow(/\{note\}/);
  });

  it('rejects a missing or unknown field, naming the file and the field', () => {
    const missing = errorOf(withChange((d) => delete d['pied-de-page']['titre-contact']));
    expect(missing).toMatch(/^src\/content\/data\/textes-interface\.yaml, champ « pied-de-page\.titre-contact » : champ manquant/);
    expect(errorOf(withChange((d) => (d['en-tete'].autre = 'Texte')))).toMatch(/champ « en-tete » : champ inconnu « autre »/);
    expect(errorOf(withChange((d) => (d['pied-de-page'].titre_contact = 'Texte')))).toMatch(/champ inconnu « titre_contact »\. Vouliez-vous dire « titre-contact » \?/);
    expect(errorOf(withChange((d) => (d.garanties.nom = '')))).toMatch(/champ « garanties\.nom » : texte vide/);
  });

  it('rejects a {mot} a label does not take, and a label that lost its {mot}', () => {
    expect(errorOf(withChange((d) => (d['menu-mobile'].fermer = 'Fermer {prix.audit}')))).toMatch(/« menu-mobile\.fermer » : \{prix\.audit\} inconnu/);
    expect(errorOf(withChange((d) => (d.temoignage.note = 'Note sur 5')))).toMatch(/« temoignage\.note » : \{note\} manquant/);
    expect(errorOf('a: [')).toMatch(/^src\/content\/data\/textes-interface\.yaml, ligne \d+, colonne \d+ : /);
  });
});

describe('hydrated islands', () => {
  // Components placed with a `client:` directive, and everything they import at run time.
  const edges = importEdges();
  const strip = (p: string) => p.replace(/\.(tsx?|astro|mjs)$/, '');
  const runtime = new Map<string, string[]>();
  for (const e of edges) if (!e.typeOnly) runtime.set(strip(e.from), [...(runtime.get(strip(e.from)) ?? []), strip(e.to)]);
  const islands = new Set<string>();
  const src = new URL('../../src/', import.meta.url);
  for (const file of readdirSync(src, { recursive: true }) as string[]) {
    if (!file.endsWith('.astro')) continue;
    const text = readFileSync(new URL(file, src), 'utf8');
    for (const [, name] of text.matchAll(/<(\w+)\s[^>]*\bclient:/g)) {
      const spec = new RegExp(`import ${name} from '([^']+)'`).exec(text)?.[1];
      if (spec) islands.add(strip(relative(fileURLToPath(src), resolve(dirname(fileURLToPath(new URL(file, src))), spec))));
    }
  }
  const reach = new Set<string>();
  const walk = (f: string) => {
    if (reach.has(f)) return;
    reach.add(f);
    for (const to of runtime.get(f) ?? []) walk(to);
  };
  islands.forEach(walk);

  it('are the ones the pages hydrate', () => {
    expect([...islands]).toContain('components/forms/LeadForm');
    expect(reach.has('components/forms/FormField')).toBe(true);
    expect(reach.has('components/forms/toaster')).toBe(true);
  });

  it('never import the UI strings module at run time (its YAML parser would ship to the browser)', () => {
    expect([...reach].filter((f) => f.startsWith('page-models/') || f.startsWith('content/'))).toEqual([]);
  });
});
