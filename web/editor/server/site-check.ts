import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import type { MarkdownRenderer } from '@astrojs/internal-helpers/markdown';
import { safeMarkdownOptions } from '../../integrations/safe-markdown';
import { collectionProblems, readCollection, readingWith, siteValues } from '../../src/content/direct-reader';
import { articleLinkTargets, articleProblems, articleText, featuredProblem } from '../../src/page-models/article-rules';
import { requireLocalText } from '../../src/page-models/city-local-text';
import { privacyPolicyFrom } from '../../src/page-models/privacy-policy';

/**
 * The whole site as the build would see it after a save, checked before anything is written
 * (issue 37): every file of the registry through the build's loader, its schema, its `{clés}` and
 * its cross-file rules (src/content/direct-reader.ts, rules.ts), then the rules the page models
 * apply on top (an article's words, title and links, the featured count, the privacy policy's
 * sections, a city's local text). Nothing here restates a rule: each comes from the module the
 * build runs.
 */

/** One problem, with the file and the field it is about (for the editor to show it there). */
export interface Problem {
  /** Relative to web/: `src/content/data/villes/laval.yaml`. */
  file: string;
  /** The top-level field (`ordre`, `liste`), when the message names one. */
  field?: string;
  /** The position in a list (1-based), when the message names one: « question 11 ». */
  item?: number;
  message: string;
}

/** A changed file, relative to src/content/data: its new text, or null when it is taken away. */
export type Changes = ReadonlyMap<string, string | null>;

let renderer: Promise<MarkdownRenderer> | undefined;
const rendered = new Map<string, string>();

/** An article's body as the build renders it (the same Markdown processor and options as astro.config.ts). */
async function render(body: string): Promise<string> {
  const known = rendered.get(body);
  if (known !== undefined) return known;
  renderer ??= createSatteriMarkdownProcessor({ ...safeMarkdownOptions, syntaxHighlight: false } as never);
  const { code } = await (await renderer).render(body);
  if (rendered.size > 200) rendered.clear();
  rendered.set(body, code);
  return code;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The page models' rules, over collections that passed their own (call inside `readingWith`). */
function pageProblems(html: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const values = siteValues();
  const articles = readCollection('articles');
  const targets = articleLinkTargets(
    readCollection('villes').map((c) => c.data.slug),
    readCollection('conformiteCliniquesVilles').map((c) => c.data.slug),
  );
  for (const { id, data } of articles) {
    try {
      const { words } = articleText(html.get(id) ?? '', values, `src/content/data/articles/${id}.md`);
      problems.push(...articleProblems(id, data, words, targets));
    } catch (error) {
      problems.push(messageOf(error));
    }
  }
  // A city's generic pages need its local text; a city with pages of its own (pages-ville/sur-mesure/) has it there.
  const custom = new Set(readCollection('pagesVilleSurMesure').map((c) => c.id));
  for (const { data } of readCollection('villes')) {
    if (custom.has(data.slug)) continue;
    try {
      requireLocalText(data as Parameters<typeof requireLocalText>[0]);
    } catch (error) {
      problems.push(messageOf(error));
    }
  }
  const featured = featuredProblem(articles.filter((a) => a.data.vedette).length);
  if (featured) problems.push(featured);
  try {
    const [policy] = readCollection('politiqueConfidentialite');
    privacyPolicyFrom(policy!, values);
  } catch (error) {
    problems.push(messageOf(error));
  }
  return problems;
}

/** Every problem of the build with the files as they would be after `changes`, one line each. */
export async function buildProblems(changes: Changes): Promise<string[]> {
  const bodies = readingWith(changes, () => {
    try {
      return readCollection('articles').map((a) => [a.id, a.body ?? ''] as const);
    } catch {
      return [];
    }
  });
  const html = new Map(await Promise.all(bodies.map(async ([id, body]) => [id, await render(body)] as const)));
  const lines = readingWith(changes, () => {
    const problems = collectionProblems();
    return problems.length ? problems : pageProblems(html);
  });
  return [...new Set(lines.flatMap((m) => m.split('\n')).filter((l) => l.trim()))];
}

/** A build message line, split into its file, field and list position. */
export function problemOf(line: string): Problem {
  const file = /^(src\/content\/data\/[^\s,:]+)/.exec(line)?.[1] ?? '';
  const field = /champs? « ([^».]+)[^»]* »/.exec(line)?.[1];
  const item = /, [\p{L}-]+ (\d+)(?: \(|,| :)/u.exec(line.slice(file.length))?.[1];
  return { file, ...(field ? { field } : {}), ...(item ? { item: Number(item) } : {}), message: line };
}

/**
 * The problems a save would add: the build's problems after `changes` that it does not already
 * have now (a site the build already refuses can still be mended one save at a time).
 */
export async function problemsOfSave(changes: Changes): Promise<Problem[]> {
  const after = await buildProblems(changes);
  if (after.length === 0) return [];
  const before = new Set(await buildProblems(new Map()));
  return after.filter((line) => !before.has(line)).map(problemOf);
}
