import type { LucideIcon } from 'lucide-react';
import {
  Building2,
  ClipboardCheck,
  FileCheck2,
  Leaf,
  MapPin,
  ShieldCheck,
  Siren,
} from 'lucide-react';
import { paths } from '../../config/navigation';
import { site } from '../../config/site';
import { formatCad, formatCadCents, formatPercent } from '../../lib/format';
import type { SectorSlug } from '../sectors';
import { a, capitalize, de, district as q, districtsInText, frenchList, neighbourNames, the, type LocalContext } from './context';
import type { LocalFaq } from './schema';

/**
 * The generic sector-city page's text, one set per sector (spec 2.17). Every sentence draws on
 * the city's own data (districts, client counts, neighbours, population, region, health network,
 * local remarks), so two cities' pages share structure but little text. The Laval and Longueuil
 * pages replace the generated parts with their own text (./custom).
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
  reasons: readonly { icon: LucideIcon; title: Text; description: Text }[];
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
const pct = formatPercent;

/** Shared first reason: how our teams reach this city (profile.acces). */
const localTeam = {
  icon: MapPin,
  title: (c: LocalContext) => `Une équipe ${c.profile.regionIn}`,
  description: (c: LocalContext) => c.profile.acces,
};

const medical: SectorCityCopy = {
  seoTitle: (c) => `Nettoyage médical à ${c.city.name}`,
  seoDescription: (c) =>
    `Nettoyage et désinfection de cliniques à ${c.city.name}, ${de(q(c, 0))} ${a(q(c, 1))}, selon les normes du MSSS. Audit gratuit de ${audit}.`,
  keywords: (c) => [
    `nettoyage clinique ${c.city.name}`,
    `désinfection médicale ${c.city.name}`,
    `entretien ménager clinique ${q(c, 0)}`,
    `conformité MSSS ${c.city.name}`,
    'prévention des infections',
  ],
  heroLead: (c) =>
    `Cliniques médicales, dentaires, pharmacies et laboratoires de ${c.city.name}, ${de(q(c, 0))} ${a(q(c, 1))} : nous désinfectons vos locaux selon les normes du MSSS, avec des produits homologués et des registres prêts pour l’inspection. Dans une ville de ${c.city.population}, vos salles d’attente ne désemplissent pas ; nos protocoles suivent ce rythme.`,
  introTitle: (c) => `Un partenaire de conformité MSSS à ${c.city.name}`,
  clientsParagraph: (c) =>
    `Nous entretenons déjà plus de ${c.clients} cliniques et établissements de santé à ${c.city.name}, dans le réseau ${c.profile.sante}.`,
  reasons: [
    localTeam,
    {
      icon: ShieldCheck,
      title: () => 'Les normes du MSSS, documentées',
      description: (c) =>
        `Des protocoles conçus par une infirmière certifiée en prévention des infections, au niveau qu’attendent les partenaires du réseau ${c.profile.sante}.`,
    },
    {
      icon: Siren,
      title: (c) => `Urgence : moins de ${c.responseTime}`,
      description: (c) =>
        `Éclosion dans une clinique ${de(q(c, 2))} ou dégât d’eau près ${de(q(c, 4))} : une équipe est sur place en moins de ${c.responseTime}, 24 heures sur 24.`,
    },
    {
      icon: ClipboardCheck,
      title: () => 'Un rapport pour tous vos sites',
      description: (c) =>
        `Vos cliniques de ${c.city.name}, ${c.neighbours[0]!.name} ou ${c.neighbours[1]!.name} reçoivent le même protocole et un rapport commun après chaque visite.`,
    },
  ],
  servicesLead: (c) =>
    `Les cinq volets de notre entretien médical, appliqués entre 18 h et 23 h dans les cliniques ${de(q(c, 1))}, ${de(q(c, 3))} et des autres secteurs de la ville.`,
  districtsLead: (c) =>
    `${capitalize(the(q(c, 0)))}, ${the(q(c, 5))} et les autres secteurs ci-dessous : nos préposés y entretiennent des cliniques chaque soir.`,
  clientsLabel: (c) => `cliniques et établissements de santé clients à ${c.city.name}`,
  faqs: [
    (c) => ({
      question: `Desservez-vous toutes les cliniques de ${c.city.name} ?`,
      answer: `Oui. Nous intervenons dans tous les secteurs de la ville, notamment ${frenchList(districtsInText(c))}. Nos équipes desservent aussi les cliniques de ${frenchList(neighbourNames(c))}.`,
    }),
    (c) => ({
      question: `Qui vérifie l’hygiène des cliniques à ${c.city.name} ?`,
      answer: `Les cliniques de ${c.city.name} travaillent avec le réseau ${c.profile.sante} et doivent respecter les normes du MSSS ; ordres professionnels, assureurs et inspecteurs peuvent demander à voir vos registres. Notre registre de nettoyage, signé après chaque visite, leur répond.`,
    }),
    (c) => ({
      question: `Combien coûte l’entretien d’une clinique à ${c.city.name} ?`,
      answer: `Comptez de ${cents(0.2)} à ${cents(0.35)} le pied carré selon la taille et la fréquence ; une petite clinique de 1 000 à 2 000 pi² revient à environ ${cad(1200)} à ${cad(2400)} par mois. Plus de ${c.clients} établissements de ${c.city.name} paient déjà selon ce barème ; la soumission suit l’audit gratuit en 24 h.`,
    }),
  ],
  compliance: {
    href: paths.clinics,
    title: 'Le guide de conformité des cliniques médicales',
    text: 'Normes du MSSS, produits homologués, préparation aux inspections et tarifs au pied carré : notre guide réunit ce qu’une clinique doit savoir avant la visite d’un inspecteur.',
    linkLabel: 'Lire le guide de conformité des cliniques médicales',
  },
  auditLead: (c) =>
    `Un spécialiste visite votre clinique de ${c.city.name}, ${a(q(c, 0))} comme ${a(q(c, 4))}, et relève les écarts avant l’inspecteur. L’audit vaut ${audit} ; il est gratuit et sans engagement.`,
};

const garderie: SectorCityCopy = {
  seoTitle: (c) => `Nettoyage de garderies à ${c.city.name}`,
  seoDescription: (c) =>
    `Désinfection des jouets et produits écologiques pour les CPE et garderies de ${c.city.name}, ${de(q(c, 0))} ${a(q(c, 1))}. Audit gratuit de ${audit}.`,
  keywords: (c) => [
    `nettoyage garderie ${c.city.name}`,
    `nettoyage CPE ${c.city.name}`,
    `désinfection jouets ${c.city.name}`,
    `entretien garderie ${q(c, 0)}`,
    'produits écologiques garderie',
  ],
  heroLead: (c) =>
    `CPE, garderies privées et services de garde en milieu familial de ${c.city.name} : jouets, aires de change et salles de sieste désinfectés avec des produits certifiés écologiques, selon les exigences du ministère de la Famille. Dans des secteurs comme ${the(q(c, 0))} et ${the(q(c, 5))}, nous passons entre 18 h et 21 h, une fois les enfants partis.`,
  introTitle: (c) => `Des locaux sains pour les tout-petits de ${c.city.name}`,
  clientsParagraph: (c) =>
    `Plus de ${c.clients} garderies et CPE de ${c.city.name} nous confient déjà leur entretien. ${capitalize(c.profile.regionIn)}, les inspecteurs du ministère de la Famille vérifient l’hygiène des locaux, le registre de nettoyage et les produits utilisés ; une ville de ${c.city.population} en reçoit des dizaines chaque année.`,
  reasons: [
    localTeam,
    {
      icon: Leaf,
      title: () => 'Aucun produit indésirable',
      description: (c) =>
        `Ni javellisant, ni ammoniaque, ni parfum artificiel : seulement des produits certifiés ÉcoLogo, dont nous remettons la liste aux parents de ${c.city.name} qui la demandent.`,
    },
    {
      icon: Siren,
      title: (c) => `Éclosion : sur place en moins de ${c.responseTime}`,
      description: (c) =>
        `Gastro ou pied-main-bouche dans un CPE ${de(q(c, 1))} comme ${de(q(c, 3))} : nous désinfectons vos locaux en moins de ${c.responseTime} et poursuivons le protocole jusqu’à 48 h après le dernier cas.`,
    },
    {
      icon: ClipboardCheck,
      title: () => 'Un registre prêt pour l’inspection',
      description: (c) =>
        `Un registre de nettoyage conservé au moins 3 mois, comme l’attendent les inspecteurs du ministère ${c.profile.regionIn}.`,
    },
  ],
  servicesLead: (c) =>
    `Cinq volets pensés pour les tout-petits, des pouponnières ${de(q(c, 2))} aux services de garde scolaires ${de(q(c, 4))}.`,
  districtsLead: (c) =>
    `${capitalize(the(q(c, 1)))}, ${the(q(c, 4))} et les autres secteurs ci-dessous : nos équipes y entretiennent des CPE et des garderies chaque soir de semaine.`,
  clientsLabel: (c) => `garderies et CPE clients à ${c.city.name}`,
  faqs: [
    (c) => ({
      question: `Intervenez-vous dans tous les quartiers de ${c.city.name} ?`,
      answer: `Oui : nos équipes servent les CPE et les garderies ${frenchList(c.city.quartiers.map(de))}. Les services de garde de ${frenchList(neighbourNames(c))} profitent du même protocole.`,
    }),
    (c) => ({
      question: `Quelles règles d’hygiène s’appliquent aux garderies de ${c.city.name} ?`,
      answer: `Le Règlement sur les services de garde éducatifs à l’enfance encadre l’hygiène des locaux, et ${c.profile.regionIn} ce sont les inspecteurs du ministère de la Famille qui le font respecter. Une non-conformité coûte de ${cad(500)} à ${cad(2000)} par infraction ; notre grille de vérification couvre chaque point avant leur passage.`,
    }),
    (c) => ({
      question: `Combien coûte l’entretien d’une garderie à ${c.city.name} ?`,
      answer: `Comptez de ${cents(0.18)} à ${cents(0.3)} le pied carré. À titre indicatif, un CPE de 20 à 30 enfants paie de ${cad(800)} à ${cad(1200)} par mois, un CPE de 50 à 70 enfants de ${cad(1500)} à ${cad(2200)}, et un service de garde en milieu familial de ${cad(250)} à ${cad(400)}. Comme pour nos plus de ${c.clients} clients de ${c.city.name}, le prix ferme suit l’audit gratuit en 24 h.`,
    }),
  ],
  compliance: {
    href: paths.childcare,
    title: 'Le guide de conformité des garderies et CPE',
    text: 'Articles du règlement, produits approuvés et interdits, protocoles d’éclosion et grille de préparation à l’inspection : tout est réuni dans notre guide.',
    linkLabel: 'Lire le guide de conformité des garderies',
  },
  auditLead: (c) =>
    `Nous visitons votre CPE ou votre garderie de ${c.city.name}, ${a(q(c, 2))} comme ${a(q(c, 5))}, un soir de semaine et repérons les produits à remplacer et les points à corriger avant l’inspection. L’audit vaut ${audit} ; il est gratuit et sans engagement.`,
};

const entreprise: SectorCityCopy = {
  seoTitle: (c) => `Nettoyage d’entreprises à ${c.city.name}`,
  seoDescription: (c) =>
    `Entretien de bureaux, commerces et usines à ${c.city.name}, ${de(q(c, 0))} ${a(q(c, 1))}, conforme aux exigences de la CNESST. Audit gratuit de ${audit}.`,
  keywords: (c) => [
    `nettoyage commercial ${c.city.name}`,
    `entretien ménager bureaux ${c.city.name}`,
    `nettoyage entreprise ${c.city.name}`,
    `conciergerie commerciale ${q(c, 0)}`,
    'conformité CNESST',
  ],
  heroLead: (c) =>
    `Bureaux, commerces, restaurants et aires de production de ${c.city.name} : un entretien documenté qui répond aux exigences de la CNESST et du SIMDUT 2015. Nous intervenons le soir ou la fin de semaine, dans des secteurs comme ${the(q(c, 0))} et ${the(q(c, 2))}.`,
  introTitle: (c) => `Un entretien conforme pour les employeurs de ${c.city.name}`,
  clientsParagraph: (c) =>
    `Plus de ${c.clients} entreprises de ${c.city.name} nous confient leur entretien. Quand la CNESST inspecte un lieu de travail ${c.profile.regionIn}, la propreté des aires, l’entreposage des produits et la formation des employés font partie de ses vérifications.`,
  reasons: [
    localTeam,
    {
      icon: FileCheck2,
      title: () => 'SIMDUT 2015 maîtrisé',
      description: (c) =>
        `Fiches de données de sécurité à jour, étiquettes conformes et produits bien entreposés : le comité SST de votre entreprise ${de(q(c, 3))} a tout en main.`,
    },
    {
      icon: Siren,
      title: (c) => `Urgence : moins de ${c.responseTime}`,
      description: (c) =>
        `Dégât d’eau dans vos bureaux ${de(q(c, 1))} ou éclosion dans votre usine ${de(q(c, 5))} : une équipe intervient en moins de ${c.responseTime}, 24 heures sur 24.`,
    },
    {
      icon: Building2,
      title: () => 'Un seul contrat pour tous vos sites',
      description: (c) =>
        `Vos locaux de ${c.city.name}, ${c.neighbours[0]!.name} ou ${c.neighbours[2]!.name} entretenus selon le même devis, avec un rapport unique et ${pct(12)} de rabais à partir de deux sites.`,
    },
  ],
  servicesLead: (c) =>
    `Cinq volets pour les bureaux, commerces et usines de ${c.city.name}, ${de(q(c, 2))} ${a(q(c, 4))}.`,
  districtsLead: (c) =>
    `${capitalize(the(q(c, 2)))}, ${the(q(c, 3))} et les autres secteurs ci-dessous : nous y entretenons bureaux, commerces et entrepôts.`,
  clientsLabel: (c) => `entreprises clientes à ${c.city.name}`,
  faqs: [
    (c) => ({
      question: `Desservez-vous tous les secteurs de ${c.city.name} ?`,
      answer: `Oui : bureaux, commerces et usines ${frenchList(c.city.quartiers.map(de))}. Nous couvrons aussi ${frenchList(neighbourNames(c))} avec le même devis.`,
    }),
    (c) => ({
      question: `Quelles obligations de la CNESST touchent l’entretien de mes locaux à ${c.city.name} ?`,
      answer: `La Loi sur la santé et la sécurité du travail oblige l’employeur à garder ses lieux de travail propres et sécuritaires, et le SIMDUT 2015 encadre les produits dangereux. ${capitalize(c.profile.regionIn)}, les inspecteurs de la CNESST peuvent demander vos fiches de données de sécurité et la preuve de formation de vos employés : nous vous les fournissons.`,
    }),
    (c) => ({
      question: `Combien coûte le nettoyage de bureaux à ${c.city.name} ?`,
      answer: `Comptez de ${cents(0.15)} à ${cents(0.25)} le pied carré selon la fréquence et le type de locaux, avec ${pct(10)} de rabais pour un contrat de 12 mois et ${pct(15)} pour 24 mois. Un employé d’entretien interne coûte environ ${cad(55200)} par année, contre ${cad(22000)} pour notre service, soit ${cad(33200)} d’économie ; pour vos locaux ${de(q(c, 0))}, la soumission suit l’audit gratuit en 24 h.`,
    }),
  ],
  compliance: {
    href: paths.regulated,
    title: 'Le guide de conformité des entreprises réglementées',
    text: 'MSSS, CNESST, ministère de la Famille : notre guide explique quelles règles s’appliquent à votre secteur, des pharmacies aux laboratoires, et comment vous y préparer.',
    linkLabel: 'Lire le guide de conformité des entreprises réglementées',
  },
  auditLead: (c) =>
    `Un spécialiste visite vos locaux de ${c.city.name}, ${a(q(c, 1))} comme ${a(q(c, 3))}, vérifie l’entreposage des produits, vos fiches SIMDUT et les zones à risque, puis vous remet un rapport. L’audit vaut ${audit} ; il est gratuit et sans engagement.`,
};

export const cityCopy: Readonly<Record<SectorSlug, SectorCityCopy>> = { medical, garderie, entreprise };
