// Issue 39, item 4, in the content editor (make edit) on a copy of the site: an article's author and
// reviewer are picked among the people of data/personnes/ (a drop-down showing their names, which
// writes the file's name), so the marketing staff cannot name someone who does not exist; the
// people's own files are in the editor under their collection. Names are read from the data.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { copySite, startEditor, type EditorServer, type Workspace } from './editor-workspace';

const DATA = 'src/content/data';

test.describe('the editor and the people', () => {
  test.describe.configure({ timeout: 300_000 });
  let site: Workspace | undefined;
  let editor: EditorServer | undefined;

  test.afterEach(async () => {
    await editor?.stop();
    site?.remove();
  });

  test('an article’s author and reviewer are chosen among the people, by name', async ({ page }) => {
    const { web } = (site = copySite());
    const people = new Map(
      readdirSync(join(web, DATA, 'personnes')).map((f) => [f.replace(/\.yaml$/, ''), parse(readFileSync(join(web, DATA, 'personnes', f), 'utf8')) as { nom: string }]),
    );
    const slug = readdirSync(join(web, DATA, 'articles'))[0]!.replace(/\.md$/, '');
    const front = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(web, DATA, 'articles', `${slug}.md`), 'utf8'))![1]!) as { auteur: string; reviseur: string };
    editor = await startEditor(web);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto(`${editor.url}/_editeur/#/collections/articles/entries/${slug}`);
    // Decap's relation widget: the field shows the person's name, not the file's.
    const field = (label: string) => page.locator('[aria-label="relation field"]').filter({ has: page.getByText(label, { exact: true }) });
    const author = field('Auteur');
    await expect(author).toContainText(people.get(front.auteur)!.nom, { timeout: 90_000 });
    await expect(field('Réviseur ou réviseure')).toContainText(people.get(front.reviseur)!.nom);
    await expect(author).toContainText('Choisissez dans la liste');

    // Its drop-down offers every person by name.
    await author.getByRole('combobox').click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options.sort()).toEqual([...people.values()].map((p) => p.nom).sort());
  });
});
