/**
 * The pages that show each collection, for the editor's preview: the first is opened, the others
 * are offered in a drop-down. `{id}` is a folder entry's file name (`laval` for villes/laval.yaml).
 * A collection missing here previews the home page.
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
  temoignages: ['/nettoyage-medical-laval', '/nettoyage-garderie-laval', '/nettoyage-entreprise-laval'],
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
