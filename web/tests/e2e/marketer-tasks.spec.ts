import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { buildSite, copySite, startEditor, type EditorServer, type Workspace } from './editor-workspace';

/**
 * The marketer's tasks (issue 37), each done through the editor's UI in real Chromium, as a new
 * user with CONTENT.md would, on one copy of the site; then the copy builds. With
 * MARKETER_SHOTS_DIR set, each task's form is saved as a screenshot at 1280 px.
 */

const DATA = 'src/content/data';
const shots = process.env.MARKETER_SHOTS_DIR;
const read = (web: string, path: string) => parse(readFileSync(join(web, DATA, path), 'utf8'));
const at = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree);

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publier' }).click();
  await page.getByRole('menuitem', { name: 'Publier maintenant' }).click();
}

async function published(page: Page) {
  await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: 60_000 });
}

/**
 * An article's text of more than 900 words (the minimum), as a marketer would write it: sections
 * under « ## » headings, each of varied sentences (a test's text, not the site's copy).
 */
function articleBody(): string {
  const topics = ['les casiers', 'les bancs', 'les douches', 'les lavabos', 'les planchers', 'les poignées', 'les distributeurs de savon', 'les poubelles'];
  const sentences = [
    (t: string) => `Dans un vestiaire d’usine, ${t} reçoivent chaque jour des dizaines de mains gantées ou non, et c’est là que les contaminants passent d’un quart de travail à l’autre.`,
    (t: string) => `Notre équipe nettoie ${t} avec un produit homologué, respecte le temps de contact inscrit sur l’étiquette et note l’heure du passage au registre.`,
    (t: string) => `Le superviseur vérifie ${t} à la fin de la visite, signe le registre et signale tout bris à votre responsable de l’entretien.`,
    (t: string) => `Lors d’une inspection, le registre montre quand ${t} ont été désinfectés, par qui et avec quel produit, ce qui répond aux questions les plus fréquentes.`,
    (t: string) => `Si ${t} sont endommagés, nous le consignons avec une photo, car une surface fissurée ne se désinfecte plus correctement.`,
  ];
  const sections = topics.map((topic, i) => {
    const heading = `## ${topic.charAt(0).toUpperCase()}${topic.slice(1)} : un point de contact à surveiller`;
    const paragraphs = [0, 1].map((p) => sentences.map((s) => s(topic)).slice(p, p + 4).join(' '));
    return [heading, ...paragraphs, `Section ${i + 1} de ${topics.length} : chaque point du protocole se vérifie sur place, au registre.`].join('\n\n');
  });
  return `${sections.join('\n\n')}\n`;
}

test.describe('the marketer\'s tasks through the editor', () => {
  // One copy and one editor for the tasks, in order; a failed task does not skip the others.
  test.describe.configure({ mode: 'default', timeout: 300_000 });
  let site: Workspace;
  let editor: EditorServer | undefined;
  let withdrawnArticle: string | undefined;
  /** The testimonial saved with stars and a photo: its file's name, the page that shows it, its stars. */
  let starred: { id: string; page: string; note: number } | undefined;
  /** The article written through the form: its address, its author's name, its cover's alt text. */
  let newArticle: { slug: string; author: string; alt: string } | undefined;
  /** Whether the copy was built after the tasks (the unit tests read its pages). */
  let built = false;
  /** The city added through the form. */
  let newCity: { slug: string; name: string } | undefined;

  /**
   * Opens an editor page and waits for `ready`. On the loaded CI machine Decap once stayed without
   * its form past 90 s (« a testimonial with the person's signed consent »: « Ville » never shown,
   * 1 failed of 805): a page still without it after 60 s is logged and loaded again, once, as a
   * person would reload it.
   */
  async function openInEditor(page: Page, path: string, ready: Locator) {
    await page.goto(`${editor!.url}${path}`);
    try {
      await expect(ready).toBeVisible({ timeout: 60_000 });
    } catch {
      console.log(`marketer-tasks: ${path} not ready after 60 s, reloaded; the page showed: ${(await page.locator('body').innerText().catch(() => '(nothing readable)')).slice(0, 300)}`);
      await page.reload();
      await expect(ready).toBeVisible({ timeout: 90_000 });
    }
  }

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    site = copySite();
    editor = await startEditor(site.web);
  });
  test.afterAll(async () => {
    await editor?.stop();
    site?.remove();
  });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a price', async ({ page }) => {
    const figures = read(site.web, 'chiffres.yaml');
    const key = Object.keys(figures.prix ?? {}).flatMap((group) => Object.keys(figures.prix[group]).map((k) => `prix.${group}.${k}`)).find((k) => Number.isInteger((at(figures, k) as { de?: number }).de));
    expect(key, 'a price range in chiffres.yaml').toBeDefined();
    const from = (at(figures, key!) as { de: number }).de;
    const help = page.getByText(`écrivez {${key}} pour afficher ce chiffre`);
    await openInEditor(page, `/_editeur/#/collections/groupe-chiffres/entries/chiffres`, help);
    const field = page.locator('[aria-label="object field"]').filter({ has: help }).last().getByLabel('De (minimum, $)', { exact: true });
    await field.fill(String(from + 5));
    await field.scrollIntoViewIfNeeded();
    await shot(page, '1-prix');
    await publish(page);
    await published(page);
    expect(at(read(site.web, 'chiffres.yaml'), `${key}.de`)).toBe(from + 5);
  });

  const QUOTES: Record<string, string> = {
    'Sophie Gagnon': 'Les registres de désinfection sont prêts à chaque inspection, sans que nous ayons à les demander.',
    'Chantal Lemieux': 'Nos salles d’examen sont prêtes chaque matin, et l’équipe du soir laisse un rapport clair de chaque passage.',
    'Mélanie Bergeron': 'Depuis l’an dernier, chaque visite suit le même protocole, et nos parents le remarquent dès l’entrée.',
  };

  /** A new testimonial's form (in Laval, for its medical pages unless told), filled except its consent. */
  async function testimonialForm(page: Page, person: string, display: 'nom-complet' | 'initiales', ville = 'laval', secteur = 'medical') {
    const { quartiers } = read(site.web, `villes/${ville}.yaml`) as { quartiers: string[] };
    const city = page.getByLabel('Ville', { exact: true });
    await openInEditor(page, `/_editeur/#/collections/temoignages/new`, city);
    await city.fill(ville);
    const choose = async (label: string, value: string) => {
      await page.getByLabel(label, { exact: true }).fill(value);
      await page.keyboard.press('Enter');
    };
    await choose('Secteur', secteur);
    await page.getByLabel('Quartier', { exact: true }).fill(quartiers[0]!);
    await page.getByLabel('Auteur', { exact: true }).fill(person);
    await choose('Nom affiché', display);
    await page.getByLabel('Poste', { exact: true }).fill('Coordonnatrice des soins');
    // Each person's own words: a quote is attributed to one person only (tests/unit/credibility.test.ts).
    await page.getByLabel('Texte', { exact: true }).fill(QUOTES[person] ?? `${person} : les registres de désinfection sont prêts à chaque inspection.`);
  }
  const testimonials = () => new Set(readdirSync(join(site.web, DATA, 'temoignages')));
  /** The one file a save added to the testimonials. */
  const added = (before: Set<string>) => {
    const files = [...testimonials()].filter((f) => !before.has(f));
    expect(files).toHaveLength(1);
    return parse(readFileSync(join(site.web, DATA, 'temoignages', files[0]!), 'utf8'));
  };

  test('a testimonial without a photo, consent left unticked: saved with initials; a full name is refused', async ({ page }) => {
    const before = testimonials();
    await testimonialForm(page, 'Sophie Gagnon', 'nom-complet');
    const box = page.getByLabel(/La personne a signé son consentement/);
    await box.scrollIntoViewIfNeeded();
    await publish(page);
    await expect(page.getByText(/consentement écrit de la personne/).first()).toBeVisible({ timeout: 60_000 });
    await shot(page, '3-refus-nom-complet-sans-consentement');
    expect(testimonials()).toEqual(before);
    await page.getByLabel('Nom affiché', { exact: true }).fill('initiales');
    await page.keyboard.press('Enter');
    await publish(page);
    await published(page);
    const saved = added(before);
    expect(saved.affichage).toBe('initiales');
    expect(saved.consentement).not.toBe(true);
    expect(saved.photo).toBeUndefined();
  });

  test('a testimonial with the person\'s signed consent and its date: saved with the full name', async ({ page }) => {
    const before = testimonials();
    await testimonialForm(page, 'Chantal Lemieux', 'nom-complet');
    const box = page.getByLabel(/La personne a signé son consentement/);
    await box.click();
    await page.getByLabel(/Date du consentement signé/).fill('2026-10-01');
    await box.scrollIntoViewIfNeeded();
    await shot(page, '3-temoignage-consentement');
    await publish(page);
    await published(page);
    const saved = added(before);
    expect(saved).toMatchObject({ affichage: 'nom-complet', consentement: true, dateConsentement: '2026-10-01' });
  });

  test('a testimonial with stars, the person\'s signed consent and a photo uploaded: saved, the photo decoded in the photo folder', async ({ page }) => {
    // The Laval sector with the fewest testimonials, so the page shows this one (three at most per sector).
    const inLaval = [...testimonials()].map((f) => parse(readFileSync(join(site.web, DATA, 'temoignages', f), 'utf8')) as { ville: string; secteur: string }).filter((t) => t.ville === 'laval');
    const sectors = [...new Set(inLaval.map((t) => t.secteur))];
    const secteur = sectors.sort((a, b) => inLaval.filter((t) => t.secteur === a).length - inLaval.filter((t) => t.secteur === b).length)[0]!;
    const before = testimonials();
    await testimonialForm(page, 'Mélanie Bergeron', 'nom-complet', 'laval', secteur);
    await page.getByLabel(/^Note \(étoiles/).fill('4');
    // The photo: a real JPEG, uploaded through the media library as a person would.
    const jpeg = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#2f6f8f' } }).jpeg({ quality: 80 }).toBuffer();
    await page.getByRole('button', { name: 'Choisir une image' }).click();
    await page.locator('input[type=file]').setInputFiles({ name: 'portrait-melanie-bergeron.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByRole('button', { name: 'Choisir les éléments sélectionnés' }).click();
    await expect(page.getByRole('button', { name: 'Choisir une image différente' })).toBeVisible();
    const box = page.getByLabel(/La personne a signé son consentement/);
    await box.click();
    await page.getByLabel(/Date du consentement signé/).fill('2026-10-15');
    // The photo at the top of the screenshot, its stars and consent under it.
    await page.getByText('Photo de la personne', { exact: false }).first().evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await shot(page, '3-temoignage-etoiles-photo');
    await publish(page);
    await published(page);
    const saved = added(before);
    expect(saved).toMatchObject({ ville: 'laval', secteur, affichage: 'nom-complet', note: 4, consentement: true, dateConsentement: '2026-10-15', photo: { fichier: 'portrait-melanie-bergeron.jpg' } });
    const photo = join(site.web, 'src/assets/photos/portrait-melanie-bergeron.jpg');
    expect(await sharp(photo).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
    starred = { id: [...testimonials()].find((f) => !before.has(f))!.replace(/\.yaml$/, ''), page: `nettoyage-${secteur}-laval`, note: 4 };
  });

  test('an FAQ answer', async ({ page }) => {
    const file = 'conformite/faq.yaml';
    await page.goto(`${editor!.url}/_editeur/#/collections/groupe-conformite/entries/conformiteFaq`);
    // The questions are a folded list: unfold the lists, as a person would.
    const folded = page.getByRole('button', { name: 'Expand' });
    await expect(folded.first()).toBeVisible({ timeout: 90_000 });
    for (let i = 0; i < 20 && (await folded.count()) > 0; i++) await folded.first().click();
    const answer = page.getByLabel('Réponse', { exact: true }).first();
    await expect(answer).toBeVisible();
    const before = await answer.inputValue();
    const added = ' Demandez-nous la liste à jour lors de votre audit.';
    await answer.fill(`${before}${added}`);
    await answer.scrollIntoViewIfNeeded();
    await shot(page, '2-faq');
    await publish(page);
    await published(page);
    expect(readFileSync(join(site.web, DATA, file), 'utf8')).toContain(added.trim());
  });

  test('confirming a figure', async ({ page }) => {
    const figures = read(site.web, 'chiffres.yaml');
    const keys = (tree: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? ((v as { aConfirmer?: boolean }).aConfirmer === true ? [`${prefix}${k}`] : keys(v as Record<string, unknown>, `${prefix}${k}.`)) : []));
    const key = keys(figures).find((k) => !k.startsWith('clients.') && !k.startsWith('note.'));
    expect(key, 'a figure still « à confirmer » in chiffres.yaml').toBeDefined();
    const help = page.getByText(`écrivez {${key}} pour afficher ce chiffre`);
    await openInEditor(page, `/_editeur/#/collections/groupe-chiffres/entries/chiffres`, help);
    const box = page.locator('[aria-label="object field"]').filter({ has: help }).last().getByLabel(/^À confirmer/);
    await box.scrollIntoViewIfNeeded();
    await box.click();
    await shot(page, '7-chiffre-confirme');
    await publish(page);
    await published(page);
    expect((at(read(site.web, 'chiffres.yaml'), key!) as { aConfirmer?: boolean }).aConfirmer ?? false).toBe(false);
  });

  test('a certification and an insurance filled, the others left « à fournir »', async ({ page }) => {
    const entries = [
      { entry: 'certifications', file: 'preuves/certifications.yaml', list: 'certifications', who: /^Émetteur/, whoValue: 'Bureau de normalisation du Québec', number: /^Numéro/, key: 'emetteur' },
      { entry: 'assurances', file: 'preuves/assurances.yaml', list: 'assurances', who: /^Assureur/, whoValue: 'Intact Assurance', number: /^Numéro de police/, key: 'assureur' },
    ] as const;
    for (const task of entries) {
      const folded = page.getByRole('button', { name: 'Expand' });
      await openInEditor(page, `/_editeur/#/collections/groupe-preuves/entries/${task.entry}`, folded.first());
      for (let i = 0; i < 20 && (await folded.count()) > 0; i++) await folded.first().click();
      await page.getByLabel(task.who).first().fill(task.whoValue);
      await page.getByLabel(task.number).first().fill('QC-2026-0412');
      await page.getByLabel(/^Date d’expiration/).first().fill('2027-06-30');
      await page.getByLabel(task.who).first().scrollIntoViewIfNeeded();
      await shot(page, `6-${task.entry}`);
      await publish(page);
      await published(page);
      const [filled, ...rest] = (read(site.web, task.file) as Record<string, Record<string, unknown>[]>)[task.list]!;
      expect(filled).toMatchObject({ [task.key]: task.whoValue, expiration: '2027-06-30' });
      for (const other of rest) expect(other[task.key]).toBe('à fournir');
      await page.goto('about:blank');
    }
  });

  test('a new city, Saint-Jérôme, in one form with its three testimonials and no portrait', async ({ page }) => {
    const form = parse(readFileSync(resolve('tests/fixtures/ville-formulaire/saint-jerome.yaml'), 'utf8'));
    const cities = readdirSync(join(site.web, DATA, 'villes'));
    const order = Math.max(...cities.map((f) => (read(site.web, `villes/${f}`) as { ordre: number }).ordre)) + 1;
    const photos = readdirSync(join(site.web, 'src/assets/photos'));
    const before = testimonials();
    await page.goto(`${editor!.url}/_editeur/#/collections/villes/new`);
    // Decap names each input after its key (`quartiers-field-57`); several keys repeat (`medical` of
    // the notes, then of the hooks), so each is taken by its place in the form (groups are not inputs).
    const input = (key: string, n = 0) => page.locator(`:is(input, textarea)[id^="${key}-field-"]`).nth(n);
    const choose = async (key: string, n: number, value: string) => {
      await input(key, n).fill(value);
      await page.keyboard.press('Enter');
    };
    await expect(input('nom')).toBeVisible({ timeout: 90_000 });
    await input('slug').fill(form.slug);
    await input('ordre').fill(String(order));
    await input('nom').fill(form.nom);
    await input('population').fill(form.population);
    await input('lat').fill(String(form.gps.lat));
    await input('lon').fill(String(form.gps.lon));
    await input('codePostal').fill(form.codePostal);
    const sectors = ['medical', 'garderie', 'entreprise'] as const;
    for (const [i, sector] of sectors.entries()) await input('nombre', i).fill(String(form.nombreClients[sector]));
    for (const key of ['region', 'regionDans', 'sante', 'portrait', 'acces', 'trajets', 'quartiersIntro']) await input(key).fill(form[key]);
    for (const sector of sectors) {
      await input(sector, 0).fill(form.notes[sector]);
      await input(sector, 1).fill(form.heros[sector]);
    }
    await input('titre').fill(form.saison.titre);
    await input('texte').fill(form.saison.texte);
    for (const [i, sector] of sectors.entries()) {
      await input('question', i).fill(form.faq[sector].question);
      await input('reponse', i).fill(form.faq[sector].reponse);
    }
    for (const [list, key, button] of [['quartiers', 'quartiers', 'Ajouter quartier'], ['reperes', 'reperes', 'Ajouter repère']] as const) {
      for (const [i, value] of (form[list] as string[]).entries()) {
        await page.getByRole('button', { name: button }).click();
        await input(key, i).fill(value);
      }
    }
    for (const [i, kind] of (form.typesQuartiers as string[]).entries()) {
      await page.getByRole('button', { name: 'Ajouter type' }).click();
      await choose('typesQuartiers', i, kind);
    }
    // The testimonials the city needs, one per sector, in the same form: initials, no photo.
    const people = form.temoignagesVille as Record<string, string>[];
    for (const [i, person] of people.entries()) {
      await page.getByRole('button', { name: 'Ajouter témoignage' }).click();
      await choose('secteur', i, person.secteur!);
      await input('quartier', i).fill(person.quartier!);
      await input('auteur', i).fill(person.auteur!);
      await choose('affichage', i, 'initiales');
      await input('poste', i).fill(person.poste!);
      await input('texte', i + 1).fill(person.texte!);
    }
    await page.getByText('Témoignages de la nouvelle ville', { exact: false }).first().evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await shot(page, '4-nouvelle-ville');
    await publish(page);
    await published(page);
    const city = read(site.web, `villes/${form.slug}.yaml`);
    expect(city).toMatchObject({ slug: form.slug, nom: form.nom, ordre: order, quartiers: form.quartiers, heros: form.heros, faq: form.faq });
    expect(city).not.toHaveProperty('temoignagesVille');
    const added = [...testimonials()].filter((f) => !before.has(f));
    expect(added.sort()).toHaveLength(people.length);
    const saved = added.map((f) => read(site.web, `temoignages/${f}`) as Record<string, unknown>);
    expect(saved.map((t) => t.secteur).sort()).toEqual(people.map((p) => p.secteur).sort());
    for (const t of saved) expect(t).toMatchObject({ ville: form.slug, affichage: 'initiales' });
    // No portrait was asked for.
    expect(readdirSync(join(site.web, 'src/assets/photos'))).toEqual(photos);
    newCity = { slug: form.slug, name: form.nom };
  });

  test('an article with a cover image, its alt text and a named author, its rules shown with live counts', async ({ page }) => {
    const dir = join(site.web, DATA, 'articles');
    const people = readdirSync(join(site.web, DATA, 'personnes')).sort().map((f) => ({ slug: f.replace(/\.yaml$/, ''), ...(read(site.web, `personnes/${f}`) as { nom: string }) }));
    const [author, reviewer] = people;
    // A category and a related page the site already has (from an existing article).
    const model = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, readdirSync(dir).sort()[0]!), 'utf8'))![1]!) as { categorie: string; pagesLiees: string[] };
    const title = 'Vestiaires d’usine : un protocole d’entretien que l’inspecteur reconnaît';
    const short = 'Vestiaires d’usine : le protocole';
    const alt = 'Un vestiaire d’usine propre, casiers alignés et banc essuyé, en photo.';
    const body = articleBody();
    const before = new Set(readdirSync(dir));
    await page.goto(`${editor!.url}/_editeur/#/collections/articles/new`);
    const input = (key: string) => page.locator(`:is(input, textarea)[id^="${key}-field-"]`).first();
    await expect(input('titre')).toBeVisible({ timeout: 90_000 });
    // The rules are said before anything is typed: the tab title's length, the words, the anchors.
    await expect(page.getByText(/Titre de l’onglet : \d+ caractères au plus/)).toBeVisible();
    await expect(page.getByText(/\d+ mots au moins\. Chaque section commence par « ## titre » \(sans \{#ancre\}/)).toBeVisible();
    // The preview does not show a 404 for the page that does not exist yet: it says so, in French,
    // and shows the pages that do (the blog's list).
    const preview = page.frameLocator('#preview-pane');
    await expect(preview.getByText('Cette page n’existe pas encore : son aperçu s’affiche ici après le premier enregistrement.')).toBeVisible();
    const offered = await preview.getByRole('option').allInnerTexts();
    expect(offered).toContain('/blog');
    expect(offered.filter((p) => p.startsWith('/blog/') && !existsSync(join(site.web, DATA, 'articles', `${p.slice(6)}.md`)))).toEqual([]);
    await input('titre').fill(title);
    await input('titreCourt').fill(short);
    await expect(page.getByText(new RegExp(`^\\d+ caractères au plus, vous en avez ${[...short].length}\\.$`))).toBeVisible();
    await input('description').fill('Casiers, bancs, douches et registres : comment entretenir les vestiaires d’une usine selon les exigences de la CNESST, et quoi montrer lors d’une inspection.');
    for (const [label, person] of [['Auteur', author!], ['Réviseur ou réviseure', reviewer!]] as const) {
      await page.locator('[aria-label="relation field"]').filter({ has: page.getByText(label, { exact: true }) }).getByRole('combobox').click();
      await page.getByRole('option', { name: person.nom, exact: true }).click();
    }
    // The cover: a real JPEG uploaded through the media library, and its alt text.
    const jpeg = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#4b6b5a' } }).jpeg({ quality: 80 }).toBuffer();
    await page.getByRole('button', { name: 'Choisir une image' }).click();
    await page.locator('input[type=file]').setInputFiles({ name: 'couverture-vestiaires-usine.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.getByRole('button', { name: 'Choisir les éléments sélectionnés' }).click();
    await expect(page.getByRole('button', { name: 'Choisir une image différente' })).toBeVisible();
    await input('alt').fill(alt);
    await input('publication').fill('2026-11-20');
    await input('categorie').fill(model.categorie);
    await page.keyboard.press('Enter');
    // The two lists, in the form's order: related pages, then keywords.
    for (const [j, [key, values]] of ([['pagesLiees', model.pagesLiees.slice(0, 1)], ['motsCles', ['vestiaires d’usine', 'entretien CNESST']]] as const).entries()) {
      for (const [i, value] of values.entries()) {
        await page.getByRole('button', { name: 'Ajouter élément' }).nth(j).click();
        await page.locator(`input[id^="${key}-field-"]`).nth(i).fill(value);
      }
    }
    await input('body').fill(body);
    const words = page.getByText(/^\d+ mots au moins, vous en avez \d+\.$/);
    await expect(words).toBeVisible();
    const [min, count] = (await words.innerText()).match(/\d+/g)!.map(Number);
    expect(count).toBeGreaterThanOrEqual(min!);
    // The author, the reviewer and the cover with its alt text, in one screenshot.
    await page.locator('[aria-label="relation field"]').first().evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await shot(page, '5-article-couverture-auteur');
    await publish(page);
    await published(page);
    const files = readdirSync(dir).filter((f) => !before.has(f));
    expect(files).toHaveLength(1);
    const text = readFileSync(join(dir, files[0]!), 'utf8');
    const front = parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!);
    expect(front).toMatchObject({ titre: title, titreCourt: short, auteur: author!.slug, reviseur: reviewer!.slug, couverture: { fichier: 'couverture-vestiaires-usine.jpg', alt } });
    expect(await sharp(join(site.web, 'src/assets/photos/couverture-vestiaires-usine.jpg')).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
    newArticle = { slug: files[0]!.replace(/\.md$/, ''), author: author!.nom, alt };
  });

  test('withdrawing an article', async ({ page }) => {
    const dir = join(site.web, DATA, 'articles');
    const file = readdirSync(dir).sort().find((f) => !/^vedette: true$/m.test(readFileSync(join(dir, f), 'utf8')))!;
    const slug = file.replace(/\.md$/, '');
    const box = page.getByLabel(/^Retirer du site/);
    await openInEditor(page, `/_editeur/#/collections/articles/entries/${slug}`, box);
    await box.scrollIntoViewIfNeeded();
    await box.click();
    await shot(page, '8-article-retire');
    await publish(page);
    await published(page);
    expect(readFileSync(join(dir, file), 'utf8')).toMatch(/^retire: true$/m);
    withdrawnArticle = slug;
  });

  test('a refusal: two cities with the same order, shown at the field, nothing written', async ({ page }) => {
    const [first, second] = readdirSync(join(site.web, DATA, 'villes')).sort();
    const before = readFileSync(join(site.web, DATA, 'villes', second!), 'utf8');
    const order = (read(site.web, `villes/${first}`) as { ordre: number }).ordre;
    const field = page.getByLabel('Ordre dans les listes', { exact: true });
    await openInEditor(page, `/_editeur/#/collections/villes/entries/${second!.replace(/\.yaml$/, '')}`, field);
    await field.fill(String(order));
    await publish(page);
    const refusal = page.getByRole('alert').filter({ hasText: /^champ « ordre » : \d+ est déjà l’ordre de .*Donnez à chaque ville un ordre différent/ });
    await expect(refusal).toBeVisible({ timeout: 60_000 });
    await shot(page, '9-refus-ordre-ville');
    expect(readFileSync(join(site.web, DATA, 'villes', second!), 'utf8')).toBe(before);
  });

  test('a refusal: a 400-character page title, counted live, refused at its field, nothing written', async ({ page }) => {
    const file = join(site.web, DATA, 'contact.yaml');
    const before = readFileSync(file, 'utf8');
    const field = page.getByLabel('Titre (onglet et moteurs de recherche)', { exact: true });
    await openInEditor(page, `/_editeur/#/collections/groupe-site/entries/contact`, field);
    // The rule is said before typing, with the title's count as the browser tab shows it.
    const count = page.getByText(/^(\d+) caractères au plus dans l’onglet \(avec « \| .+ »\), vous en avez (\d+)\.$/);
    await expect(count).toBeVisible();
    const [max] = (await count.innerText()).match(/\d+/)!.map(Number);
    const long = 'Nettoyage commercial et conformité sanitaire des cliniques, des garderies et des entreprises réglementées du Québec. '.repeat(4).slice(0, 400);
    await field.fill(long);
    const [, shown] = (await count.innerText()).match(/vous en avez (\d+)/)!.map(Number);
    expect(shown).toBeGreaterThan(max!);
    await publish(page);
    await expect(page.getByText(new RegExp(`^Refusé : ${max} caractères au plus dans l’onglet`))).toBeVisible({ timeout: 30_000 });
    await field.scrollIntoViewIfNeeded();
    await shot(page, '9-refus-titre-400-caracteres');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  test('after the tasks, the site builds', async () => {
    await editor?.stop();
    editor = undefined;
    buildSite(site.web);
    built = true;
    expect(readdirSync(join(site.web, 'dist')).length).toBeGreaterThan(10);
    // A withdrawn article is not built.
    if (withdrawnArticle) expect(readdirSync(join(site.web, 'dist/blog'))).not.toContain(`${withdrawnArticle}.html`);
    // The new city's three pages (one per sector of secteurs.yaml), in the sitemap too.
    if (newCity) {
      const sectorPages = Object.values(read(site.web, 'secteurs.yaml') as Record<string, { secteurSlug: string }>).map((s) => `${s.secteurSlug}-${newCity!.slug}`);
      expect(sectorPages).toHaveLength(3);
      const sitemap = readFileSync(join(site.web, 'dist/sitemap.xml'), 'utf8');
      for (const path of sectorPages) {
        expect(readFileSync(join(site.web, 'dist', `${path}.html`), 'utf8'), path).toContain(`<h1`);
        expect(readFileSync(join(site.web, 'dist', `${path}.html`), 'utf8'), path).toContain(newCity.name);
        expect(sitemap, path).toContain(`/${path}<`);
      }
    }
    // The new article: built, with its author named and its cover described.
    if (newArticle) {
      const html = readFileSync(join(site.web, 'dist/blog', `${newArticle.slug}.html`), 'utf8');
      expect(html).toContain(newArticle.author);
      expect(html).toMatch(new RegExp(`<img[^>]+alt="${newArticle.alt.replace(/’/g, '(?:’|&#x27;|&#39;)')}"[^>]*src="[^"]*couverture-vestiaires-usine|<img[^>]+src="[^"]*couverture-vestiaires-usine[^>]+alt="${newArticle.alt.replace(/’/g, '(?:’|&#x27;|&#39;)')}"`));
    }
    // The testimonial with stars and a photo: on its sector's Laval page, with its stars and its portrait.
    if (starred) {
      const html = readFileSync(join(site.web, 'dist', `${starred.page}.html`), 'utf8');
      const figure = new RegExp(`<figure data-temoignage="${starred.id}"[\\s\\S]*?</figure>`).exec(html)?.[0] ?? '';
      expect(figure, `${starred.id} on /${starred.page}`).not.toBe('');
      expect(figure).toContain(`aria-label="Note de ${starred.note} sur 5"`);
      expect(figure.match(/<svg[^>]*lucide-star/g) ?? []).toHaveLength(starred.note);
      expect(figure).toMatch(/<img[^>]+src="[^"]*portrait-melanie-bergeron/);
    }
  });

  // `make test`'s web suites (scripts/run-tests), on the edited copy as the tasks left it: the
  // unit tests (the same Vitest configuration; those reading built pages read this copy's dist/),
  // then the content checks (web/scripts/content-edits.mjs: CONTENT.md's edits made on top of
  // this copy, built, checked page by page, and unit-tested again). Correctness, not speed: each
  // gets the time a loaded 2-core machine needs.
  test('after the tasks, make test\'s web unit tests pass on the edited copy', async () => {
    test.setTimeout(1_200_000);
    expect(built, 'the copy was built by the test before').toBe(true);
    const run = spawnSync('npx', ['vitest', 'run', '--reporter=dot', '--reporter=json', '--outputFile.json=test-results/vitest.json'], { cwd: site.web, encoding: 'utf8', maxBuffer: 64 << 20 });
    const report = JSON.parse(readFileSync(join(site.web, 'test-results/vitest.json'), 'utf8')) as { numPassedTests: number; numFailedTests: number; numFailedTestSuites: number; testResults: { name: string; assertionResults: { status: string; fullName: string }[] }[] };
    const failed = report.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${f.name.slice(site.web.length + 1)}: ${a.fullName}`));
    expect(failed, run.stdout.slice(-2000)).toEqual([]);
    expect(report.numFailedTestSuites).toBe(0);
    expect(report.numPassedTests).toBeGreaterThan(100);
  });

  test('after the tasks, make test\'s content checks pass on the edited copy', async () => {
    test.setTimeout(1_200_000);
    const run = spawnSync('node', ['scripts/content-edits.mjs'], { cwd: site.web, encoding: 'utf8', maxBuffer: 64 << 20 });
    const report = JSON.parse(readFileSync(join(site.web, 'test-results/content-edits.json'), 'utf8')) as { passed: number; failed: number; checks: { name: string; ok: boolean; detail: string }[] };
    expect(report.checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.detail}`), run.stdout.slice(-2000)).toEqual([]);
    expect(report.passed).toBeGreaterThan(20);
  });
});
