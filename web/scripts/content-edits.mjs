#!/usr/bin/env node
// Acceptance of issues 24 and 40: the edits CONTENT.md allows, made the way an editor makes them, on
// a copy of the site that has already lived (CONTENT.md's own examples applied, where they still
// apply, and one figure confirmed, as the marketing staff would have done). Every edit is made
// relative to whatever the data holds, never to today's copy: a new price and a new emergency delay,
// a testimonial added to a city for one sector, a question added to the compliance FAQ and to the
// clinics' FAQ, a home testimonial, the rating's review count and a statistic changed, a
// municipality added, a sentence of the privacy policy rewritten, a new city with its own copy
// (fixture: Rimouski, at the next free order), one city removed and the firm's proof given (a
// certification, an expired membership, an insurance, a logo); it is built, the built pages are
// searched for each edit and for any stale value, and the project's web unit tests run on the
// copy. The real files are left untouched.
//
// Usage: node scripts/content-edits.mjs   (from web/; `make test` runs it through scripts/run-tests)
// Writes test-results/content-edits.json: { passed, failed, checks: [{ name, ok, detail }] }.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

const web = fileURLToPath(new URL('../', import.meta.url));
const repo = join(web, '..');
const started = Date.now();
const checks = [];
const check = (name, ok, detail = '') => {
  checks.push({ name, ok: Boolean(ok), detail });
  console.log(`${ok ? 'ok' : 'not ok'} - ${name}${ok || !detail ? '' : `\n    ${detail}`}`);
};

// ---- The copy: web/ (without its build outputs), forms/, config/, CONTENT.md -----------------
const root = mkdtempSync(join(tmpdir(), 'site-edits-'));
const copy = join(root, 'web');
const skip = new Set(['node_modules', 'dist', '.astro', 'test-results']);
cpSync(web, copy, { recursive: true, filter: (src) => !skip.has(src.slice(web.length).split('/')[0]) });
symlinkSync(join(web, 'node_modules'), join(copy, 'node_modules'));
// scripts/: the editor's publication (web/editor/server/publication.ts) imports scripts/publish/run.mjs.
for (const dir of ['forms', 'config', 'scripts']) cpSync(join(repo, dir), join(root, dir), { recursive: true });
cpSync(join(repo, 'CONTENT.md'), join(root, 'CONTENT.md'));
const data = join(copy, 'src/content/data');
const read = (path) => readFileSync(join(data, path), 'utf8');
const write = (path, text) => writeFileSync(join(data, path), text);
const replaceIn = (path, from, to) => {
  const text = read(path);
  if (!text.includes(from)) throw new Error(`${path}: « ${from} » not found, the edit cannot be made as CONTENT.md says`);
  write(path, text.replace(from, to));
};

// 0. What the marketing staff did before: CONTENT.md's price example (when its line is still there)
// and one figure confirmed (« À confirmer » unticked).
const guide = readFileSync(join(repo, 'CONTENT.md'), 'utf8');
const example = guide.slice(guide.indexOf('## Changer un prix'));
const [priceFrom, priceTo] = [...example.matchAll(/```yaml\n([\s\S]*?)```/g)].slice(0, 2).map((m) => m[1].replace(/^ {3}/gm, ''));
if (read('chiffres.yaml').includes(priceFrom.trimEnd())) replaceIn('chiffres.yaml', priceFrom.trimEnd(), priceTo.trimEnd());
const confirmed = 'clients.total';
const figuresDoc = () => parseDocument(read('chiffres.yaml'));
{
  const doc = figuresDoc();
  doc.deleteIn([...confirmed.split('.'), 'aConfirmer']);
  write('chiffres.yaml', doc.toString({ lineWidth: 0 }));
}

// 1. A price: CONTENT.md's example key, moved from whatever it holds now.
const priceKey = ['prix', ...(/\{(prix\.[a-z.-]+)\}/.exec(guide.slice(guide.indexOf('## Les chiffres')))?.[1] ?? 'prix.garderie.petite').split('.').slice(1)];
const [oldDe, oldA] = ['de', 'a'].map((end) => Number(figuresDoc().getIn([...priceKey, end])));
const [newDe, newA] = [oldDe + 35, oldA + 35];
{
  const doc = figuresDoc();
  doc.setIn([...priceKey, 'de'], newDe);
  doc.setIn([...priceKey, 'a'], newA);
  write('chiffres.yaml', doc.toString({ lineWidth: 0 }));
}

// 2. The emergency delay.
const delayLine = /( {2}urgence: \{ texte: ")([^"]+)(" \})/;
const oldDelay = delayLine.exec(read('chiffres.yaml'))[2];
const newDelay = oldDelay === '3 h' ? '4 h' : '3 h';
write('chiffres.yaml', read('chiffres.yaml').replace(delayLine, `$1${newDelay}$3`));

// 3. A testimonial for one city and one sector (a file of its own).
const testimonial = {
  file: 'temoignages/laval-genevieve-ouimet.yaml',
  texte: 'Depuis le nouveau calendrier de désinfection, nos éducatrices trouvent les salles prêtes chaque matin, sans odeur de produit.',
};
write(
  testimonial.file,
  `ville: laval\nsecteur: garderie\nquartier: Vimont\nauteur: Geneviève Ouimet\naffichage: nom-complet\nposte: Directrice, CPE du quartier\ntexte: ${testimonial.texte}\nconsentement: true\ndateConsentement: 2026-10-01\n`,
);

// 4. A question added to the compliance FAQ (as the editor would: one more item under faq → items).
const question = 'Faut-il un protocole distinct pour les salles de bain du personnel ?';
const faqDoc = parseDocument(read('conformite/faq.yaml'));
const faqCount = faqDoc.getIn(['faq', 'elements']).items.length;
faqDoc.getIn(['faq', 'elements']).add(
  faqDoc.createNode({ question, reponse: 'Oui. Elles suivent la même fréquence que les aires communes, avec un registre signé à chaque passage.' }),
);
write('conformite/faq.yaml', faqDoc.toString({ lineWidth: 0 }));

// 5. The privacy policy: one sentence of its body rewritten.
const policy = read('politique-confidentialite.md');
const body = policy.slice(policy.indexOf('\n---', 4) + 4);
const oldSentence = body.split('\n').find((line) => line.length > 60 && !/^[#-]/.test(line) && !/[{}[\]]/.test(line));
const newSentence = 'Nous relisons cette politique chaque année et la mettons à jour dès qu’une pratique change.';
replaceIn('politique-confidentialite.md', oldSentence, newSentence);

// 6. A 13th city with its own copy and testimonials.
const fixture = join(web, 'tests/fixtures/ville-13');
const orders = readdirSync(join(data, 'villes')).map((f) => Number(parseDocument(read(`villes/${f}`)).get('ordre')));
const newOrder = Math.max(...orders) + 1;
write('villes/rimouski.yaml', readFileSync(join(fixture, 'rimouski.yaml'), 'utf8').replace(/^ordre: \d+$/m, `ordre: ${newOrder}`));
for (const f of readdirSync(join(fixture, 'temoignages'))) cpSync(join(fixture, 'temoignages', f), join(data, 'temoignages', f));

// 7. A city removed: its file and its testimonials.
const removed = 'brossard';
const removedName = parseDocument(read(`villes/${removed}.yaml`)).get('nom');
unlinkSync(join(data, `villes/${removed}.yaml`));
for (const f of readdirSync(join(data, 'temoignages'))) if (f.startsWith(`${removed}-`)) unlinkSync(join(data, 'temoignages', f));
const cityCount = readdirSync(join(data, 'villes')).length;

// 8. The firm's proof (CONTENT.md, « Les preuves »): ISO 9001's issuer, number and expiry given,
// an expired membership, a complete insurance and a client logo with its permission; the founder's
// certification stays « à fournir ».
const proof = {
  issuer: 'Registraire Qualité Québec',
  number: 'QMI-58213',
  expiredNumber: 'ASSOC-77541',
  policy: 'RC-4471-2026',
  logoClient: 'Clinique du Parc',
};
// The first certification is given, whatever it held; a new expired membership is added.
{
  const doc = parseDocument(read('preuves/certifications.yaml'));
  const first = doc.getIn(['certifications', 0]);
  for (const [key, value] of [['emetteur', proof.issuer], ['numero', proof.number], ['expiration', '2099-12-31']]) first.set(key, value);
  doc.getIn(['certifications']).add(
    doc.createNode({ nom: 'Membre d’une association d’entrepreneurs en entretien', type: 'adhesion', emetteur: 'Association des entrepreneurs', numero: proof.expiredNumber, expiration: '2020-01-31' }),
  );
  write('preuves/certifications.yaml', doc.toString({ lineWidth: 0 }));
}
// The certifications still « à fournir » after that: the build lists each for `server check`.
const stillMissing = parseDocument(read('preuves/certifications.yaml'))
  .toJS()
  .certifications.filter((c) => [c.emetteur, c.numero].includes('à fournir'))
  .map((c) => c.nom);
// The insurance of medical settings, complete.
{
  const doc = parseDocument(read('preuves/assurances.yaml'));
  const medical = doc.getIn(['assurances']).items.find((i) => i.get('couverture') === '{assurance.milieux-medicaux}');
  if (!medical) throw new Error('preuves/assurances.yaml: no insurance covers {assurance.milieux-medicaux}, the edit cannot be made');
  for (const [key, value] of [['assureur', 'Assurances du Saint-Laurent'], ['police', proof.policy], ['expiration', '2099-06-30']]) medical.set(key, value);
  write('preuves/assurances.yaml', doc.toString({ lineWidth: 0 }));
}
const { default: sharp } = await import('sharp');
await sharp({ create: { width: 480, height: 160, channels: 3, background: '#0f766e' } }).png().toFile(join(copy, 'src/assets/photos/logo-clinique-du-parc.png'));
write('preuves/logos-clients.yaml', `logos:\n  - client: ${proof.logoClient}\n    fichier: logo-clinique-du-parc.png\n    permission: true\n    datePermission: 2026-05-14\n`);

// 9. A home testimonial (accueil.yaml, under temoignages → elements).
const homeQuote = 'Le registre signé après chaque passage a convaincu notre conseil d’administration dès le premier mois.';
{
  const doc = parseDocument(read('accueil.yaml'));
  doc.getIn(['temoignages', 'elements']).add(doc.createNode({ texte: homeQuote, auteur: 'Sylvie T.', poste: 'Gestionnaire, immeuble de bureaux', note: 5 }));
  write('accueil.yaml', doc.toString({ lineWidth: 0 }));
}

// 10. A question added to the clinics' compliance FAQ.
const clinicQuestion = 'Vos équipes portent-elles un uniforme distinct en salle d’examen ?';
const clinicFaqCount = parseDocument(read('conformite/cliniques.yaml')).getIn(['faq', 'elements']).items.length;
{
  const doc = parseDocument(read('conformite/cliniques.yaml'));
  doc.getIn(['faq', 'elements']).add(doc.createNode({ question: clinicQuestion, reponse: 'Oui. Un sarrau lavé à chaque quart, changé entre les zones propres et souillées.' }));
  write('conformite/cliniques.yaml', doc.toString({ lineWidth: 0 }));
}

// 11. The rating's review count and 12. a statistic, changed from what they hold.
const oldReviews = Number(figuresDoc().getIn(['note', 'avis', 'nombre']));
const newReviews = oldReviews + 3;
const statKey = ['statistiques', 'satisfaction', 'texte'];
const oldStat = String(figuresDoc().getIn(statKey));
const newStat = oldStat === '97,5 %' ? '96,5 %' : '97,5 %';
{
  const doc = figuresDoc();
  doc.setIn(['note', 'avis', 'nombre'], newReviews);
  doc.setIn(statKey, newStat);
  write('chiffres.yaml', doc.toString({ lineWidth: 0 }));
}

// 13. A municipality added to the last region of municipalites.yaml.
const municipality = 'Saint-Lazare';
{
  const doc = parseDocument(read('municipalites.yaml'));
  const regions = doc.getIn(['regions']).items;
  if (doc.toJS().regions.some((r) => r.lieux.includes(municipality))) throw new Error(`municipalites.yaml already lists ${municipality}`);
  regions[regions.length - 1].get('lieux').add(municipality);
  write('municipalites.yaml', doc.toString({ lineWidth: 0 }));
}
const municipalityCount = parseDocument(read('municipalites.yaml')).toJS().regions.flatMap((r) => r.lieux).length;

// ---- Build ------------------------------------------------------------------------------------
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const build = spawnSync('npx', ['astro', 'build'], { cwd: copy, encoding: 'utf8', env, maxBuffer: 64 << 20 });
check('the edited copy builds', build.status === 0, (build.stderr || build.stdout).split('\n').filter((l) => l.trim()).slice(-6).join('\n    '));
const dist = join(copy, 'dist');
const html = (page) => (existsSync(join(dist, `${page}.html`)) ? readFileSync(join(dist, `${page}.html`), 'utf8') : '');
const text = (page) =>
  html(page)
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0|\u202f/g, ' ')
    .replace(/&#x27;|&#39;/g, '’')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const pages = build.status === 0 ? readdirSync(dist, { recursive: true }).filter((f) => f.endsWith('.html')).map((f) => f.replace(/\.html$/, '')) : [];
const pagesWith = (pattern) => pages.filter((p) => pattern.test(text(p)));
const fmt = (n) => n.toLocaleString('fr-CA').replace(/\s/g, ' ');

if (build.status === 0) {
  // 1. Price.
  const newRange = `${fmt(newDe)} à ${fmt(newA)} $`;
  const oldRange = new RegExp(`(?<![\\d])${fmt(oldDe)} à ${fmt(oldA)} \\$`);
  check(`the new price « ${newRange} » is on /conformite-garderies`, text('conformite-garderies').includes(newRange));
  check(`the old price « ${fmt(oldDe)} à ${fmt(oldA)} $ » is on no page`, pagesWith(oldRange).length === 0, pagesWith(oldRange).join(', '));

  // 2. Delay.
  check(`the home page promises « Urgence en ${newDelay} »`, text('index').includes(`Urgence en ${newDelay}`));
  const d = oldDelay.replace(/\s*h$/, '');
  // The callback promises of the forms (« Nous vous contactons sous 2 heures », spec verbatim) are another delay.
  const stale = new RegExp(`(?<!(?:contactons|rappelons) )(?:moins de|sous|en|Urgences?) ${d} (?:h|heures)\\b(?! ouvrables)`, 'i');
  check(`no page still promises the old delay (« ${oldDelay} »)`, pagesWith(stale).length === 0, pagesWith(stale).map((p) => `${p}: ${stale.exec(text(p))[0]}`).join(', '));

  // 3. Testimonial.
  check('the new testimonial is on /nettoyage-garderie-laval', text('nettoyage-garderie-laval').includes(testimonial.texte));

  // 4. FAQ question.
  const faqHtml = html('faq-conformite');
  check('the new FAQ question is on /faq-conformite, in the accordion and in its FAQPage data', text('faq-conformite').includes(question.replace(' ?', ' ?')) && faqHtml.split(question.slice(0, 40)).length >= 3);
  const ld = [...faqHtml.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  check(`the FAQPage data lists ${faqCount + 1} questions`, (ld.match(/"@type":"Question"/g) ?? []).length === faqCount + 1);

  // 5. Privacy policy.
  check('the rewritten sentence of the privacy policy is on /contact', text('contact').includes(newSentence.replace(/’/g, '’')));
  check('the sentence it replaced is on no page', pagesWith(new RegExp(oldSentence.slice(0, 50).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).length === 0);

  // 6. 13th city.
  for (const s of ['medical', 'garderie', 'entreprise']) check(`/nettoyage-${s}-rimouski is built`, html(`nettoyage-${s}-rimouski`).includes('Rimouski'));
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  check('the sitemap lists the three Rimouski pages', (sitemap.match(/nettoyage-(medical|garderie|entreprise)-rimouski</g) ?? []).length === 3);
  // The build fills the city options from the city files into the catalog it serves, and leaves
  // the tracked forms/catalog.json as it was (the marketer's `git diff` shows only the city).
  const catalog = JSON.parse(readFileSync(join(dist, '.forms-catalog.json'), 'utf8'));
  const options = catalog.optionSets.villes.map((o) => o.value);
  check('the built catalog (dist/.forms-catalog.json) offers Rimouski, from the city files', options.includes('rimouski'));
  const offering = pages.filter((p) => /<option value="rimouski"/.test(html(p)));
  check('the forms with a city list offer Rimouski', offering.length > 0);
  check('forms/catalog.json is left as it was by the build', readFileSync(join(root, 'forms/catalog.json'), 'utf8') === readFileSync(join(repo, 'forms/catalog.json'), 'utf8'));
  check(`the home page counts « ${cityCount} villes »`, text('index').includes(`${cityCount} villes`));
  check('the home page lists Rimouski', text('index').includes('Rimouski'));

  // 8. Proof.
  const medical = text('nettoyage-medical-laval');
  check('the given certification is shown with its issuer and number on /nettoyage-medical-laval', medical.includes(proof.number) && medical.includes(proof.issuer));
  check('the medical insurance is shown with its policy on /nettoyage-medical-laval', medical.includes(proof.policy));
  check('the medical insurance is not on the daycare pages (its sectors)', !text('nettoyage-garderie-laval').includes(proof.policy));
  check('the expired membership is on no page', pagesWith(new RegExp(proof.expiredNumber)).length === 0, pagesWith(new RegExp(proof.expiredNumber)).join(', '));
  const placeholder = /(?:Délivrée par|Numéro|Valide jusqu’au|Assureur|Police) à fournir/i;
  check('no page shows a value « à fournir » as proof', pagesWith(placeholder).length === 0, pagesWith(placeholder).join(', '));
  const manifestFile = join(dist, '.proof-check.json');
  const proofManifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : { items: [], logos: {} };
  const itemNamed = (start) => proofManifest.items.find((i) => i.name.startsWith(start));
  check('the build lists the expired membership for server check', itemNamed('Membre d’une association')?.expired === '2020-01-31');
  for (const name of stillMissing) check(`the build lists « ${name.slice(0, 40)}… » still « à fournir »`, itemNamed(name)?.missing?.includes('numero'));
  check('the build counts the client logo with permission', proofManifest.logos.shown === 1);
  const logo = new RegExp(`<picture>(?:(?!</picture>).)*?<source[^>]*type="image/avif"(?:(?!</picture>).)*?<source[^>]*type="image/webp"(?:(?!</picture>).)*?<img[^>]*alt="${proof.logoClient}"[^>]*width="\\d+"[^>]*height="\\d+"`, 's');
  check('the client logo is on the home page, AVIF and WebP with its size and its name as alt text', logo.test(html('index')));

  // 9–13.
  check('the new home testimonial is on the home page', text('index').includes(homeQuote));
  const clinicsHtml = html('conformite-cliniques-medicales');
  const clinicsLd = [...clinicsHtml.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  check('the new clinics FAQ question is on /conformite-cliniques-medicales', text('conformite-cliniques-medicales').includes(clinicQuestion.slice(0, 50)));
  check(`the clinics FAQPage data lists ${clinicFaqCount + 1} questions`, (clinicsLd.match(/"@type":"Question"/g) ?? []).length === clinicFaqCount + 1);
  const reviewsOn = (n) => pagesWith(new RegExp(`(?<!\\d ?)${fmt(n)} avis\\b`));
  check(`the home page counts « ${fmt(newReviews)} avis »`, reviewsOn(newReviews).includes('index'));
  check(`no page still counts « ${fmt(oldReviews)} avis »`, reviewsOn(oldReviews).length === 0, reviewsOn(oldReviews).join(', '));
  check(`/contact shows the satisfaction rate « ${newStat} »`, text('contact').includes(newStat.replace(/\s/g, ' ')));
  const oldStatPages = pagesWith(new RegExp(oldStat.replace(/\s/g, '\\s').replace(/[.*+?^${}()|[\]]/g, '\\$&')));
  check(`no page still shows « ${oldStat} »`, oldStatPages.length === 0, oldStatPages.join(', '));
  check(`the home page lists ${municipality} and counts ${municipalityCount} municipalités`, text('index').includes(municipality) && text('index').includes(`${municipalityCount} municipalités`));
  const toConfirm = JSON.parse(readFileSync(join(dist, '.figures-a-confirmer.json'), 'utf8')).figures.map((f) => f.key);
  check(`{${confirmed}}, confirmed, is no longer listed for server check`, toConfirm.length > 0 && !toConfirm.includes(confirmed), toConfirm.join(', '));

  // 7. Removed city.
  check(`no page of ${removedName} is built`, !pages.some((p) => p.endsWith(`-${removed}`)));
  const links = pages.filter((p) => new RegExp(`href="/nettoyage-[a-z]+-${removed}"`).test(html(p)));
  check(`no page links to a page of ${removedName}`, links.length === 0, links.join(', '));
  check(`the built catalog no longer offers ${removedName}`, !options.includes(removed));
  check(`the sitemap no longer lists ${removedName}`, !sitemap.includes(`-${removed}<`));
}

// ---- The project's web unit tests, on the copy ---------------------------------------------------
const unit = spawnSync('npx', ['vitest', 'run', '--reporter=dot'], { cwd: copy, encoding: 'utf8', env, maxBuffer: 64 << 20 });
const unitLog = `${unit.stdout}\n${unit.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
const summary = /Tests\s+(.*)/.exec(unitLog)?.[1] ?? '';
check(`the web unit tests pass on the edited copy (${summary.trim()})`, unit.status === 0, [...new Set(unitLog.split('\n').filter((l) => /FAIL|×|Error/.test(l)))].slice(0, 16).join('\n    '));

if (process.env.KEEP) console.log(`kept ${root}`);
else rmSync(root, { recursive: true, force: true });
const passed = checks.filter((c) => c.ok).length;
const failed = checks.length - passed;
mkdirSync(join(web, 'test-results'), { recursive: true });
writeFileSync(join(web, 'test-results/content-edits.json'), `${JSON.stringify({ passed, failed, checks }, null, 2)}\n`);
console.log(`${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
process.exit(failed ? 1 : 0);
