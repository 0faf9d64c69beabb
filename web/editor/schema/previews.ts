import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';

/**
 * The pages that show each collection, for the editor's preview: the first is opened, the others
 * are offered in a drop-down. `{id}` is a folder entry's file name (`laval` for villes/laval.yaml),
 * `{data.ville}` a field of the entry. A collection missing here previews the home page. On top
 * of these, `pagesShowing` adds the pages of every file whose text names one of the collection's
 * values by key (a price of chiffres.yaml named in the Laval daycare page's file shows there).
 */
const SECTOR_PAGES = ['/nettoyage-medical', '/nettoyage-garderie', '/nettoyage-entreprise'];

export const PREVIEWS: Record<string, readonly string[]> = {
  chiffres: ['/conformite-garderies', '/', '/conformite-cliniques-medicales', '/nettoyage-garderie', '/blog', '/faq-conformite'],
  villes: ['/nettoyage-medical-{id}', '/nettoyage-garderie-{id}', '/nettoyage-entreprise-{id}'],
  secteurs: ['/nettoyage-medical-montreal', ...SECTOR_PAGES],
  pagesSecteurs: SECTOR_PAGES,
  badgesSecteurs: SECTOR_PAGES,
  accueil: ['/'],
  blogue: ['/blog'],
  contact: ['/contact'],
  auditGratuit: ['/audit-gratuit'],
  zoneCouverture: ['/zone-couverture'],
  localites: ['/zone-couverture'],
  carteCouverture: ['/zone-couverture'],
  heures: ['/contact', '/'],
  pagesSysteme: ['/merci-infolettre'],
  pageIntrouvable: ['/404'],
  politiqueConfidentialite: ['/politique-de-confidentialite', '/contact#politique-confidentialite'],
  municipalites: ['/'],
  pagesVilleCommun: ['/nettoyage-medical-laval', '/nettoyage-garderie-sherbrooke', '/nettoyage-entreprise-gatineau'],
  pagesVille: ['/nettoyage-{id}-sherbrooke', '/nettoyage-{id}-gatineau', '/nettoyage-{id}-montreal'],
  pagesVilleSurMesure: ['/nettoyage-medical-{id}', '/nettoyage-garderie-{id}', '/nettoyage-entreprise-{id}'],
  conformiteCliniques: ['/conformite-cliniques-medicales'],
  conformiteCliniquesVilles: ['/conformite-cliniques-medicales-{id}'],
  conformiteGarderies: ['/conformite-garderies'],
  conformiteGarderiesChapitres: ['/conformite-garderies'],
  conformiteEntreprises: ['/conformite-entreprises-reglementees'],
  conformiteFaq: ['/faq-conformite'],
  conformiteCommun: ['/conformite-cliniques-medicales', '/conformite-garderies'],
  images: ['/nettoyage-medical', '/nettoyage-garderie', '/nettoyage-entreprise'],
  temoignages: ['/nettoyage-{data.secteur}-{data.ville}'],
  certifications: ['/nettoyage-medical-laval', '/', '/conformite-garderies'],
  assurances: ['/nettoyage-medical-laval', '/', '/conformite-garderies'],
  logosClients: ['/', '/nettoyage-medical-laval'],
  pagesLegales: ['/conditions-utilisation', '/politique-de-confidentialite'],
  articles: ['/blog/{id}', '/blog'],
  personnes: ['/equipe/{id}', '/blog/preparer-inspection-clinique', '/guide-conformite'],
  pageEquipe: ['/equipe/genevieve-lapointe', '/blog/preparer-inspection-clinique'],
  pageArticles: ['/blog', '/blog/preparer-inspection-clinique'],
  guides: ['/guide-conformite', '/guides/impression/garderies'],
};

export const previewPages = (collection: string): readonly string[] => PREVIEWS[collection] ?? ['/'];

/** The `{clés}` each collection provides to the copy of other files (src/content/direct-reader.ts, siteValues). */
function providedKeys(root: string): Record<string, (key: string) => boolean> {
  const figures = parse(readFileSync(join(root, 'src/content/data/chiffres.yaml'), 'utf8')) as Record<string, unknown>;
  return {
    chiffres: (key) => Object.hasOwn(figures, key.split('.')[0]!),
    villes: (key) => key.startsWith('villes.'),
    articles: (key) => key.startsWith('guides.'),
    localites: (key) => key.startsWith('localites.'),
    municipalites: (key) => key.startsWith('municipalites.'),
  };
}

/**
 * Every page that shows each collection: its own pages, then the pages of the files whose text
 * names one of its keys, each file's `{id}` filled in (`files`: path relative to web/ and
 * collection name, as the editor's registry lists them).
 */
export function pagesShowing(root: string, files: readonly { name: string; path: string }[]): Record<string, string[]> {
  const provided = providedKeys(root);
  const out: Record<string, string[]> = {};
  const texts = files.map((f) => ({ ...f, keys: [...readFileSync(join(root, f.path), 'utf8').matchAll(/\{([a-z0-9][a-z0-9.-]*)\}/g)].map((m) => m[1]!) }));
  for (const name of new Set(files.map((f) => f.name))) {
    const pages = [...previewPages(name)];
    const provides = provided[name];
    if (provides) {
      for (const file of texts) {
        if (file.name === name || !file.keys.some(provides)) continue;
        const id = basename(file.path).replace(/\.(ya?ml|md)$/, '');
        for (const template of previewPages(file.name)) if (!template.includes('{data.')) pages.push(template.replaceAll('{id}', id));
      }
    }
    out[name] = [...new Set(pages)];
  }
  return out;
}
