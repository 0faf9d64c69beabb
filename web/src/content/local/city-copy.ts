import type { IconName } from '../schemas/icons';
import { paths } from '../../config/navigation';
import { site } from '../../config/site';
import { formatCad, formatCadCents } from '../../lib/format';
import type { SectorSlug } from '../sectors';
import {
  a,
  capitalize,
  de,
  districtOf,
  districtsInText,
  frenchList,
  hasDistrict,
  landmark,
  neighbourNames,
  type LocalContext,
} from './context';
import type { LocalFaq } from './schema';
import { figure } from '../values';

/**
 * The generic sector-city page's text, one set per sector (spec 2.17). The sentences that carry
 * content come from the city's profile (hero line, travel times, seasonal reality, districts
 * intro, local FAQ, portrait and remarks); the frame around them only places the city's
 * districts by role (a clinic in an institutional district, a CPE in a residential one). Ranges
 * « de X à Y » are avoided: district names take too many forms to contract safely. The Laval and
 * Longueuil pages replace the generated parts with their own text (./custom).
 */
type Text = (c: LocalContext) => string;

export interface SectorCityCopy {
  /** Short: the layout appends the company name and html-validate caps titles at 70 characters. */
  seoTitle: Text;
  seoDescription: Text;
  keywords: (c: LocalContext) => string[];
  heroLead: Text;
  introTitle: Text;
  /** The paragraph that puts the sector's regulator and our clients in the city. */
  clientsParagraph: Text;
  reasons: readonly { icon: IconName; title: Text; description: Text }[];
  servicesLead: Text;
  districtsLead: Text;
  /** Stat label under the city's client count. */
  clientsLabel: Text;
  faqs: readonly ((c: LocalContext) => LocalFaq)[];
  compliance: { href: string; title: string; text: string; linkLabel: string };
  auditLead: Text;
}

const audit = formatCad(site.offers.freeAudit.value);
const cents = formatCadCents;
const cad = formatCad;

/** A generic page's own local text: the build fails if a generic city's profile lacks it. */
function own<K extends 'hero' | 'trajets' | 'saison' | 'quartiersIntro' | 'faq'>(c: LocalContext, key: K) {
  const value = c.profile[key];
  if (value === undefined) throw new Error(`src/content/data/villes/${c.city.slug}.yaml needs "${key}" for its generic pages`);
  return value as NonNullable<LocalContext['profile'][K]>;
}

/** Shared first reason: how our teams reach this city (profile.acces). */
const localTeam = {
  icon: 'map-pin' as const,
  title: (c: LocalContext) => c.profile.equipe ?? `Une équipe ${c.profile.regionIn}`,
  description: (c: LocalContext) => c.profile.acces,
};

/** Shared last reason: the city's seasonal reality (profile.saison). */
const season = {
  icon: 'calendar-days' as const,
  title: (c: LocalContext) => own(c, 'saison').title,
  description: (c: LocalContext) => own(c, 'saison').text,
};

/** First FAQ answer: every district, then how long our teams take to reach them. */
const coverage = (c: LocalContext, what: string) =>
  `Oui : ${what} ${frenchList(districtsInText(c))}. ${own(c, 'trajets')}`;

const medical: SectorCityCopy = {
  seoTitle: (c) => `Nettoyage médical à ${c.city.name}`,
  seoDescription: (c) =>
    `Nettoyage et désinfection de cliniques à ${c.city.name} (${c.city.quartiers[0]}, ${c.city.quartiers[1]} et autres secteurs), selon les normes du MSSS. Audit gratuit de ${audit}.`,
  keywords: (c) => [
    `nettoyage clinique ${c.city.name}`,
    `désinfection médicale ${c.city.name}`,
    `entretien ménager clinique ${c.city.quartiers[0]}`,
    `conformité MSSS ${c.city.name}`,
    'prévention des infections',
  ],
  heroLead: (c) =>
    `Cliniques médicales, dentaires, pharmacies et laboratoires de ${c.city.name} : désinfection selon les normes du MSSS et registres prêts pour l’inspection comme pour les partenaires du réseau ${c.profile.sante}. ${own(c, 'hero').medical}`,
  introTitle: (c) => `Un partenaire de conformité MSSS à ${c.city.name}`,
  clientsParagraph: (c) =>
    `Nous entretenons déjà plus de ${c.clients} cliniques et établissements de santé à ${c.city.name}, dans le réseau ${c.profile.sante}.`,
  reasons: [
    localTeam,
    {
      icon: 'shield-check',
      title: () => 'Les normes du MSSS, documentées',
      description: (c) =>
        `Des protocoles conçus par une infirmière certifiée en prévention des infections, au niveau qu’attendent les partenaires du réseau ${c.profile.sante}.`,
    },
    {
      icon: 'siren',
      title: (c) => `Urgence : moins de ${c.responseTime}`,
      description: (c) =>
        `Éclosion dans une clinique ${de(districtOf(c, ['institutionnel', 'commercial']))} ou ${de(districtOf(c, ['residentiel']))} : une équipe est sur place en moins de ${c.responseTime}, 24 heures sur 24.`,
    },
    season,
  ],
  servicesLead: (c) => {
    const hub = districtOf(c, ['institutionnel', 'commercial']);
    return `Les cinq volets de notre entretien médical, appliqués entre 18 h et 23 h, ${a(hub)} (${landmark(c, hub)}) comme ${a(districtOf(c, ['residentiel']))}.`;
  },
  districtsLead: (c) => own(c, 'quartiersIntro'),
  clientsLabel: (c) => `cliniques et établissements de santé clients à ${c.city.name}`,
  faqs: [
    (c) => ({
      question: `Desservez-vous toutes les cliniques de ${c.city.name} ?`,
      answer: coverage(c, 'nous intervenons dans tous les secteurs de la ville, notamment'),
    }),
    (c) => own(c, 'faq').medical,
    (c) => ({
      question: `Combien coûte l’entretien d’une clinique à ${c.city.name} ?`,
      answer: `Comptez de ${figure('prix.pied-carre.medical.de')} à ${figure('prix.pied-carre.medical.a')} le pied carré selon la taille et la fréquence ; une petite clinique de 1 000 à 2 000 pi² revient à environ ${figure('prix.clinique.petite.de')} à ${figure('prix.clinique.petite.a')} par mois. Plus de ${c.clients} établissements de ${c.city.name} paient déjà selon ce barème ; la soumission suit l’audit gratuit en 24 h.`,
    }),
  ],
  compliance: {
    href: paths.clinics,
    title: 'Le guide de conformité des cliniques médicales',
    text: 'Normes du MSSS, produits homologués, préparation aux inspections et tarifs au pied carré : notre guide réunit ce qu’une clinique doit savoir avant la visite d’un inspecteur.',
    linkLabel: 'Lire le guide de conformité des cliniques médicales',
  },
  auditLead: (c) =>
    `Un spécialiste visite votre clinique de ${c.city.name}, ${a(districtOf(c, ['institutionnel', 'commercial'], 1))} (${landmark(c, districtOf(c, ['institutionnel', 'commercial'], 1))}) comme ailleurs, et relève les écarts avant l’inspecteur. L’audit vaut ${audit} ; il est gratuit et sans engagement.`,
};

const garderie: SectorCityCopy = {
  seoTitle: (c) => `Nettoyage de garderies à ${c.city.name}`,
  seoDescription: (c) =>
    `Désinfection des jouets et produits écologiques pour les CPE et garderies de ${c.city.name} (${districtOf(c, ['residentiel'])} et autres secteurs). Audit gratuit de ${audit}.`,
  keywords: (c) => [
    `nettoyage garderie ${c.city.name}`,
    `nettoyage CPE ${c.city.name}`,
    `désinfection jouets ${c.city.name}`,
    `entretien garderie ${districtOf(c, ['residentiel'])}`,
    'produits écologiques garderie',
  ],
  heroLead: (c) =>
    `CPE, garderies privées et services de garde en milieu familial de ${c.city.name} : jouets, aires de change et salles de sieste désinfectés avec des produits certifiés écologiques, selon les exigences que font respecter ${c.profile.regionIn} les inspecteurs du ministère de la Famille. ${own(c, 'hero').garderie}`,
  introTitle: (c) => `Des locaux sains pour les tout-petits de ${c.city.name}`,
  clientsParagraph: (c) =>
    `Plus de ${c.clients} garderies et CPE de ${c.city.name} nous confient déjà leur entretien. ${capitalize(c.profile.regionIn)} comme ailleurs, les inspecteurs du ministère de la Famille vérifient l’hygiène des locaux, le registre de nettoyage et les produits utilisés.`,
  reasons: [
    localTeam,
    {
      icon: 'leaf',
      title: () => 'Aucun produit indésirable',
      description: (c) =>
        `Ni javellisant, ni ammoniaque, ni parfum artificiel : seulement des produits certifiés ÉcoLogo, dont nous remettons la liste aux parents de ${c.city.name} qui la demandent.`,
    },
    {
      icon: 'siren',
      title: (c) => `Éclosion : sur place en moins de ${c.responseTime}`,
      description: (c) =>
        `Gastro ou pied-main-bouche dans un CPE ${de(districtOf(c, ['residentiel']))} ou ${de(districtOf(c, ['residentiel'], 1))} : nous désinfectons vos locaux en moins de ${c.responseTime} et poursuivons le protocole jusqu’à 48 h après le dernier cas.`,
    },
    season,
  ],
  servicesLead: (c) => {
    const home = districtOf(c, ['residentiel'], 1);
    return `Cinq volets pensés pour les tout-petits, appliqués entre 18 h et 21 h dans chaque installation, ${a(home)} (${landmark(c, home)}) comme ailleurs en ville.`;
  },
  districtsLead: (c) => own(c, 'quartiersIntro'),
  clientsLabel: (c) => `garderies et CPE clients à ${c.city.name}`,
  faqs: [
    (c) => ({
      question: `Intervenez-vous dans tous les quartiers de ${c.city.name} ?`,
      answer: coverage(c, 'nos équipes servent les CPE et les garderies de toute la ville, dont'),
    }),
    (c) => own(c, 'faq').garderie,
    (c) => ({
      question: `Combien coûte l’entretien d’une garderie à ${c.city.name} ?`,
      answer: `Comptez de ${figure('prix.pied-carre.garderie.de')} à ${figure('prix.pied-carre.garderie.a')} le pied carré. À titre indicatif, un CPE de 20 à 30 enfants paie de ${figure('prix.garderie.petite.de')} à ${figure('prix.garderie.petite.a')} par mois, un CPE de 50 à 70 enfants de ${figure('prix.garderie.grande.de')} à ${figure('prix.garderie.grande.a')}, et un service de garde en milieu familial de ${figure('prix.garderie.familiale.de')} à ${figure('prix.garderie.familiale.a')}. Comme pour nos plus de ${c.clients} clients de ${c.city.name}, le prix ferme suit l’audit gratuit en 24 h.`,
    }),
  ],
  compliance: {
    href: paths.childcare,
    title: 'Le guide de conformité des garderies et CPE',
    text: 'Articles du règlement, produits approuvés et interdits, protocoles d’éclosion et grille de préparation à l’inspection : tout est réuni dans notre guide.',
    linkLabel: 'Lire le guide de conformité des garderies',
  },
  auditLead: (c) =>
    `Nous visitons votre CPE ou votre garderie de ${c.city.name}, ${a(districtOf(c, ['residentiel'], 2))} (${landmark(c, districtOf(c, ['residentiel'], 2))}) comme ailleurs, un soir de semaine et repérons les produits à remplacer et les points à corriger avant l’inspection. L’audit vaut ${audit} ; il est gratuit et sans engagement.`,
};

const entreprise: SectorCityCopy = {
  seoTitle: (c) => `Nettoyage d’entreprises à ${c.city.name}`,
  seoDescription: (c) =>
    `Entretien de bureaux, commerces et usines à ${c.city.name} (${c.city.quartiers[0]}, ${c.city.quartiers[1]} et autres secteurs), conforme à la CNESST. Audit gratuit de ${audit}.`,
  keywords: (c) => [
    `nettoyage commercial ${c.city.name}`,
    `entretien ménager bureaux ${c.city.name}`,
    `nettoyage entreprise ${c.city.name}`,
    `conciergerie commerciale ${districtOf(c, ['commercial'])}`,
    'conformité CNESST',
  ],
  heroLead: (c) =>
    `Bureaux, commerces, restaurants et aires de production de ${c.city.name}, ${c.profile.regionIn} : un entretien documenté qui répond aux exigences de la CNESST et du SIMDUT 2015. ${own(c, 'hero').entreprise}`,
  introTitle: (c) => `Un entretien conforme pour les employeurs de ${c.city.name}`,
  clientsParagraph: (c) =>
    `Plus de ${c.clients} entreprises de ${c.city.name} nous confient leur entretien. Quand la CNESST inspecte un lieu de travail ${c.profile.regionIn}, la propreté des aires, l’entreposage des produits et la formation des employés font partie de ses vérifications.`,
  reasons: [
    localTeam,
    {
      icon: 'file-check-2',
      title: () => 'SIMDUT 2015 maîtrisé',
      description: () =>
        'Fiches de données de sécurité à jour, étiquettes conformes et produits bien entreposés : votre comité SST a tout en main.',
    },
    {
      icon: 'siren',
      title: (c) => `Urgence : moins de ${c.responseTime}`,
      description: (c) => {
        const plant = hasDistrict(c, 'industriel') ? `votre entrepôt ${de(districtOf(c, ['industriel']))}` : 'votre entrepôt';
        return `Dégât d’eau dans vos bureaux ${de(districtOf(c, ['commercial']))} ou éclosion dans ${plant} : une équipe intervient en moins de ${c.responseTime}, 24 heures sur 24.`;
      },
    },
    season,
  ],
  servicesLead: (c) => {
    const hub = districtOf(c, ['industriel', 'commercial']);
    return `Cinq volets pour les bureaux, commerces et usines, faits le soir ou la fin de semaine, ${a(hub)} (${landmark(c, hub)}) comme ailleurs en ville.`;
  },
  districtsLead: (c) => own(c, 'quartiersIntro'),
  clientsLabel: (c) => `entreprises clientes à ${c.city.name}`,
  faqs: [
    (c) => ({
      question: `Desservez-vous tous les secteurs de ${c.city.name} ?`,
      answer: coverage(c, 'bureaux, commerces et usines de toute la ville, dont'),
    }),
    (c) => own(c, 'faq').entreprise,
    (c) => ({
      question: `Combien coûte le nettoyage de bureaux à ${c.city.name} ?`,
      answer: `Comptez de ${figure('prix.pied-carre.entreprise.de')} à ${figure('prix.pied-carre.entreprise.a')} le pied carré selon la fréquence et le type de locaux, avec 10 % de rabais pour un contrat de 12 mois et 15 % pour 24 mois. Un employé d’entretien interne coûte environ ${figure('comparaison.employe-interne')} par année, contre ${figure('comparaison.notre-service')} pour notre service, soit ${figure('comparaison.economie')} d’économie ; la soumission suit l’audit gratuit en 24 h.`,
    }),
  ],
  compliance: {
    href: paths.regulated,
    title: 'Le guide de conformité des entreprises réglementées',
    text: 'MSSS, CNESST, ministère de la Famille : notre guide explique quelles règles s’appliquent à votre secteur, des pharmacies aux laboratoires, et comment vous y préparer.',
    linkLabel: 'Lire le guide de conformité des entreprises réglementées',
  },
  auditLead: (c) => {
    // Not the district the services lead already names.
    const hub = districtOf(c, ['industriel', 'commercial']);
    const office = c.city.quartiers.find((q, i) => q !== hub && c.profile.kinds[i] !== 'residentiel') ?? c.city.quartiers.find((q) => q !== hub)!;
    return `Un spécialiste visite vos locaux de ${c.city.name}, ${a(office)} (${landmark(c, office)}) comme ailleurs, vérifie l’entreposage des produits, vos fiches SIMDUT et les zones à risque, puis vous remet un rapport. L’audit vaut ${audit} ; il est gratuit et sans engagement.`;
  },
};

export const cityCopy: Readonly<Record<SectorSlug, SectorCityCopy>> = { medical, garderie, entreprise };
