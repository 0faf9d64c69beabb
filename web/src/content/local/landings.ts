import {
  BadgeCheck,
  Bug,
  ClipboardCheck,
  ClipboardList,
  Clock,
  FileCheck2,
  FileX,
  FlaskConical,
  Leaf,
  PiggyBank,
  Scale,
  ShieldAlert,
  ShieldCheck,
  Star,
  TriangleAlert,
  Users,
} from 'lucide-react';
import { z } from 'zod';
import type { TrustBadge } from '../../components/ui/TrustBadges';
import { site } from '../../config/site';
import { sectorSlugs, type SectorSlug } from '../sectors';
import { faqSchema, icon, line, prose } from './schema';

/**
 * The three sector landing pages (spec 2.16): hero, problems, solution, results, audit form,
 * the 12 city links and a short FAQ. Services come from the sector records (../sectors).
 */

/** Spec 2.16, verbatim. */
export const sectorTrustBadges: readonly TrustBadge[] = [
  { icon: BadgeCheck, label: 'Certifié Québec' },
  { icon: Leaf, label: 'Produits Écologiques' },
  { icon: ShieldCheck, label: 'Assuré 2M$' },
  { icon: Star, label: `${site.rating.value}/5 (${site.rating.count} avis)` },
];

const card = z.object({ icon, title: line, description: prose });
const stat = z.object({ value: z.string().min(1), label: line });

const landingSchema = z.object({
  seo: z.object({ title: line, description: prose, keywords: z.array(z.string()).min(3) }),
  hero: z.object({ eyebrow: line, title: line, lead: prose }),
  problems: z.object({ title: line, lead: prose, items: z.array(card).length(4) }),
  solution: z.object({ title: line, lead: prose, items: z.array(card).length(4) }),
  services: z.object({ title: line, lead: prose }),
  results: z.object({ title: line, lead: prose, stats: z.array(stat).length(4) }),
  audit: z.object({ title: line, lead: prose }),
  cities: z.object({ title: line, lead: prose }),
  faq: z.object({ title: line, items: z.array(faqSchema).length(3) }),
});

export type SectorLanding = z.infer<typeof landingSchema>;

const minus = (value: number) => `\u2212${value}\u00a0%`;

const raw: Record<SectorSlug, unknown> = {
  medical: {
    seo: {
      title: 'Nettoyage médical conforme au MSSS',
      description:
        'Nettoyage et désinfection de cliniques médicales, dentaires, pharmacies et laboratoires selon les normes du MSSS, dans 12 villes du Québec. Audit gratuit de 500 $.',
      keywords: ['nettoyage médical', 'désinfection clinique', 'entretien ménager clinique', 'normes MSSS', 'prévention des infections'],
    },
    hero: {
      eyebrow: 'Cliniques et établissements de santé',
      title: 'Nettoyage médical conforme aux normes du MSSS',
      lead: 'Cliniques médicales, GMF, cliniques dentaires, pharmacies, laboratoires et cliniques vétérinaires : nous désinfectons vos locaux avec des protocoles conçus par une infirmière certifiée en prévention des infections, et vous remettons un registre prêt pour l’inspection.',
    },
    problems: {
      title: 'Ce qui met votre clinique à risque',
      lead: 'Une inspection ratée coûte plus cher que l’entretien qui l’aurait évitée.',
      items: [
        { icon: ShieldAlert, title: 'Des amendes jusqu’à 50 000 $', description: 'Une non-conformité en hygiène peut coûter jusqu’à 50 000 $ d’amende, sans compter le temps perdu à tout corriger dans l’urgence.' },
        { icon: Bug, title: 'Des infections en salle d’attente', description: 'Poignées, chaises et comptoirs d’accueil sont touchés des centaines de fois par jour ; un entretien ordinaire ne les désinfecte pas.' },
        { icon: FileX, title: 'Aucune preuve écrite', description: 'Sans registre signé ni produit homologué documenté, impossible de démontrer à l’inspecteur ou à l’assureur que le travail a été fait.' },
        { icon: Scale, title: 'Votre responsabilité civile', description: 'Une infection liée à vos locaux engage votre responsabilité envers vos patients, et votre assureur peut refuser de vous couvrir si vous ne prouvez pas un entretien conforme.' },
      ],
    },
    solution: {
      title: 'Notre méthode : la conformité, visite après visite',
      lead: 'Quatre étapes, de l’audit gratuit au registre tenu à jour après chaque passage.',
      items: [
        { icon: ClipboardList, title: '1. Audit gratuit sur place', description: 'Un spécialiste relève les écarts avec les normes du MSSS et vous remet un rapport écrit d’une valeur de 500 $.' },
        { icon: ShieldCheck, title: '2. Protocole sur mesure', description: 'Une infirmière certifiée en prévention des infections adapte le protocole à vos salles, à vos soins et à votre achalandage.' },
        { icon: Users, title: '3. Une équipe formée et attitrée', description: 'Nos préposés reçoivent de 16 à 24 h de formation initiale et 8 h de mise à jour par année, et reviennent chez vous chaque soir.' },
        { icon: FileCheck2, title: '4. Un rapport après chaque visite', description: 'Liste des tâches, photos et résultats ATP sur demande : votre registre se tient à jour sans effort.' },
      ],
    },
    services: { title: 'Nos 5 services de nettoyage médical', lead: 'Des salles d’examen aux salles d’attente, chaque zone a son protocole et sa fréquence.' },
    results: {
      title: 'Des résultats mesurables',
      lead: 'Ce que nos cliniques clientes constatent après les premiers mois.',
      stats: [
        { value: '100\u00a0%', label: 'de réussite aux inspections chez nos clients' },
        { value: minus(95), label: 'de contamination mesurée par test ATP après notre passage' },
        { value: '99,8\u00a0%', label: 'de clients satisfaits' },
        { value: '2\u00a0h', label: 'pour une intervention d’éclosion, 24 h sur 24' },
      ],
    },
    audit: { title: 'Demandez votre audit gratuit', lead: 'Une visite de votre clinique d’une valeur de 500 $, gratuite et sans engagement.' },
    cities: { title: 'Nettoyage médical dans 12 villes du Québec', lead: 'Choisissez votre ville : chaque page présente nos équipes, les quartiers desservis et les réponses aux questions locales.' },
    faq: {
      title: 'Questions fréquentes sur le nettoyage médical',
      items: [
        { question: 'Quelle différence entre nettoyer et désinfecter ?', answer: 'Nettoyer retire la saleté visible ; désinfecter détruit les micro-organismes avec un produit homologué (DIN) laissé en contact le temps requis, de 1 à 10 minutes selon le produit. Dans une clinique, il faut les deux, dans cet ordre.' },
        { question: 'Vos désinfectants sont-ils homologués par Santé Canada ?', answer: 'Oui. Tous nos désinfectants portent un numéro d’identification du médicament (DIN) et leurs fiches sont versées à votre registre. Le peroxyde d’hydrogène agit en 1 minute, l’éthanol à 70 % en 30 secondes à 1 minute.' },
        { question: 'Combien coûte le nettoyage d’une clinique ?', answer: 'De 0,20 $ à 0,35 $ le pied carré selon la taille et la fréquence. Le nettoyage médical coûte de 25 à 40 % de plus qu’un entretien commercial, car il exige des produits, une formation et une documentation que l’entretien ordinaire n’a pas.' },
      ],
    },
  },
  garderie: {
    seo: {
      title: 'Nettoyage de garderies et CPE',
      description:
        'Désinfection des jouets et des aires de change avec des produits certifiés écologiques, pour les CPE et garderies de 12 villes du Québec. Audit gratuit de 500 $.',
      keywords: ['nettoyage garderie', 'nettoyage CPE', 'désinfection jouets', 'produits écologiques garderie', 'inspection ministère de la Famille'],
    },
    hero: {
      eyebrow: 'Garderies, CPE et services de garde',
      title: 'Nettoyage de garderies et CPE, sans produits agressifs',
      lead: 'CPE en installation, garderies privées, pouponnières, services de garde scolaires et en milieu familial : un entretien conforme au règlement du ministère de la Famille, avec des produits certifiés écologiques et un registre prêt pour l’inspection.',
    },
    problems: {
      title: 'Ce qui inquiète les directions de garderie',
      lead: 'Les tout-petits sont plus vulnérables, et les inspecteurs le savent.',
      items: [
        { icon: ShieldAlert, title: 'Des amendes de 500 $ à 2 000 $', description: 'Chaque infraction au règlement peut coûter de 500 $ à 2 000 $, et un avis de non-conformité doit être corrigé en 15 à 30 jours.' },
        { icon: Bug, title: 'Gastro et pied-main-bouche', description: 'Une éclosion vide les groupes en quelques jours : jouets portés à la bouche et tables à langer en sont les premiers vecteurs.' },
        { icon: FlaskConical, title: 'Des produits à proscrire', description: 'Javellisant, ammoniaque et parfums artificiels irritent les voies respiratoires des tout-petits et inquiètent les parents.' },
        { icon: FileX, title: 'Un registre incomplet', description: 'Sans registre de nettoyage conservé au moins 3 mois, rien ne prouve à l’inspecteur que la désinfection a été faite.' },
      ],
    },
    solution: {
      title: 'Notre méthode pensée pour les tout-petits',
      lead: 'Un entretien qui protège les enfants sans les exposer à des produits irritants.',
      items: [
        { icon: ClipboardList, title: '1. Audit gratuit', description: 'Nous repérons les produits à remplacer et les articles du règlement à respecter, dans un rapport d’une valeur de 500 $.' },
        { icon: Leaf, title: '2. Produits certifiés', description: 'Des produits ÉcoLogo sans résidu toxique, dont la liste est remise à la direction et aux parents.' },
        { icon: Clock, title: '3. Passages en soirée', description: 'Nos équipes viennent entre 18 h et 21 h, une fois les enfants partis, et forment votre personnel aux gestes de la journée.' },
        { icon: ClipboardCheck, title: '4. Un registre à jour', description: 'Chaque visite est consignée, avec photos, dans un registre prêt pour l’inspection.' },
      ],
    },
    services: { title: 'Nos 5 services pour les garderies et CPE', lead: 'Des pouponnières aux services de garde scolaires, chaque espace a son protocole.' },
    results: {
      title: 'Des résultats mesurables',
      lead: 'Ce que nos CPE et garderies clientes constatent après les premiers mois.',
      stats: [
        { value: '100\u00a0%', label: 'de réussite aux inspections chez nos clients' },
        { value: minus(80), label: 'de non-conformités entre l’audit initial et le suivi' },
        { value: '95\u00a0%', label: 'des CPE clients renouvellent leur contrat' },
        { value: '2\u00a0h', label: 'pour une intervention d’éclosion, 24 h sur 24' },
      ],
    },
    audit: { title: 'Demandez votre audit gratuit', lead: 'Une visite de votre garderie ou de votre CPE d’une valeur de 500 $, gratuite et sans engagement.' },
    cities: { title: 'Nettoyage de garderies dans 12 villes du Québec', lead: 'Choisissez votre ville : quartiers desservis, équipes locales et réponses aux questions des directions de la région.' },
    faq: {
      title: 'Questions fréquentes sur le nettoyage des garderies',
      items: [
        { question: 'À quelle fréquence faut-il désinfecter les jouets ?', answer: 'Au moins chaque semaine, et chaque jour pour les jouets que les enfants portent à la bouche. Les tables à langer se désinfectent après chaque usage et les points de contact au moins trois fois par jour.' },
        { question: 'Combien de temps conserver le registre de nettoyage ?', answer: 'Au moins 3 mois. Le nôtre est rempli après chaque visite, daté et signé, avec la liste des produits utilisés.' },
        { question: 'Combien coûte l’entretien d’une garderie ?', answer: 'De 0,18 $ à 0,30 $ le pied carré. À titre indicatif, un CPE de 20 à 30 enfants paie de 800 $ à 1 200 $ par mois et un service de garde en milieu familial de 250 $ à 400 $.' },
      ],
    },
  },
  entreprise: {
    seo: {
      title: 'Nettoyage d’entreprises réglementées',
      description:
        'Entretien de bureaux, commerces et aires de production conforme à la CNESST et au SIMDUT 2015, dans 12 villes du Québec. Audit gratuit de 500 $.',
      keywords: ['nettoyage commercial', 'entretien ménager bureaux', 'nettoyage entreprise', 'conformité CNESST', 'SIMDUT 2015'],
    },
    hero: {
      eyebrow: 'Bureaux, commerces et entreprises réglementées',
      title: 'Un entretien d’entreprise conforme à la CNESST',
      lead: 'Bureaux, commerces, restaurants, entrepôts, pharmacies et laboratoires : un nettoyage documenté qui répond aux exigences de la CNESST et du SIMDUT 2015, fait le soir ou la fin de semaine, avec un rapport après chaque visite.',
    },
    problems: {
      title: 'Les risques d’un entretien mal encadré',
      lead: 'L’entretien de vos locaux fait partie de vos obligations d’employeur.',
      items: [
        { icon: ShieldAlert, title: 'Une inspection de la CNESST', description: 'Produits mal étiquetés, fiches de données de sécurité absentes ou employés non formés : autant de points qu’un inspecteur relève.' },
        { icon: TriangleAlert, title: 'Chutes et accidents', description: 'Planchers glissants, allées encombrées et vestiaires négligés causent des accidents du travail évitables.' },
        { icon: Bug, title: 'Des absences en série', description: 'Claviers, poignées et cuisinettes partagés propagent rhumes et gastros d’un poste à l’autre.' },
        { icon: PiggyBank, title: 'Un employé interne coûteux', description: 'Un employé d’entretien coûte environ 55 200 $ par année, sans remplaçant pendant ses vacances.' },
      ],
    },
    solution: {
      title: 'Notre méthode : un entretien documenté',
      lead: 'Un devis écrit, des produits conformes et la preuve de chaque passage.',
      items: [
        { icon: ClipboardList, title: '1. Audit gratuit', description: 'Un spécialiste vérifie vos produits, vos fiches SIMDUT et vos zones à risque, dans un rapport d’une valeur de 500 $.' },
        { icon: FileCheck2, title: '2. Devis et produits conformes', description: 'Un devis écrit par zone et des produits certifiés écologiques, accompagnés de leurs fiches de données de sécurité.' },
        { icon: Clock, title: '3. Hors de vos heures', description: 'Nos équipes travaillent le soir ou la fin de semaine, sans déranger vos employés ni vos clients.' },
        { icon: ClipboardCheck, title: '4. Un rapport après chaque visite', description: 'Tâches réalisées, photos et résultats ATP sur demande, à verser à vos registres de santé et sécurité.' },
      ],
    },
    services: { title: 'Nos 5 services d’entretien d’entreprise', lead: 'Des bureaux aux quais de chargement, un même niveau d’exigence.' },
    results: {
      title: 'Des résultats mesurables',
      lead: 'Ce que nos entreprises clientes constatent après la première année.',
      stats: [
        { value: minus(60), label: 'de coûts par rapport à un employé d’entretien interne' },
        { value: '100\u00a0%', label: 'de réussite aux inspections chez nos clients' },
        { value: '99,8\u00a0%', label: 'de clients satisfaits' },
        { value: '24\u00a0h', label: 'pour recevoir votre soumission' },
      ],
    },
    audit: { title: 'Demandez votre audit gratuit', lead: 'Une visite de vos locaux d’une valeur de 500 $, gratuite et sans engagement.' },
    cities: { title: 'Nettoyage d’entreprises dans 12 villes du Québec', lead: 'Choisissez votre ville : secteurs desservis, équipes locales et réponses aux questions des employeurs de la région.' },
    faq: {
      title: 'Questions fréquentes sur le nettoyage d’entreprise',
      items: [
        { question: 'Le SIMDUT 2015 s’applique-t-il aux produits d’entretien ?', answer: 'Oui, dès qu’un produit est dangereux au sens du SIMDUT 2015 : étiquette conforme, fiche de données de sécurité accessible et travailleurs formés. Nous fournissons les fiches de tous nos produits.' },
        { question: 'Pouvez-vous intervenir en dehors des heures d’ouverture ?', answer: 'Oui. Nous travaillons le soir, la nuit ou la fin de semaine, et nous intervenons 24 heures sur 24 en cas d’urgence, en moins de 2 h.' },
        { question: 'Combien coûte le nettoyage de bureaux ?', answer: 'De 0,15 $ à 0,25 $ le pied carré selon la fréquence. Un contrat de 12 mois donne 10 % de rabais, un contrat de 24 mois 15 %, et les entreprises de deux sites ou plus profitent de 12 % de rabais multisite.' },
      ],
    },
  },
};

export const sectorLandings: Readonly<Record<SectorSlug, SectorLanding>> = z
  .object(Object.fromEntries(sectorSlugs.map((s) => [s, landingSchema])) as Record<SectorSlug, typeof landingSchema>)
  .parse(raw);
