import type { CalloutTone } from '../types';
import type { Stat } from '../types';
import type { PageHeroProps } from '../types';
import { formatCadRange } from '../../lib/format';
import { auditValue, callAction } from './common';
import type { FaqSection, FormSection } from './types';
import { figure } from '../values';

/**
 * /faq-conformite (spec 2.15): stats 99.8 %, 1000+, 24 h; ten questions, among them the five
 * topics of the spec's FAQ structured data (Quebec regulations, MSSS certification, SIMDUT 2015,
 * daycare products, cost); a reassurance box; a call button; 'Demander une consultation' to #contact.
 */

const CONTACT_ID = 'contact';

export const faqPage = {
  seo: {
    title: 'FAQ sur la conformité sanitaire',
    description: 'Réponses d’experts sur la conformité sanitaire au Québec\u00a0: réglementation, certification MSSS, SIMDUT 2015, produits pour garderies, fréquences de désinfection et coûts d’un entretien conforme.',
    keywords: [
      'FAQ conformité sanitaire',
      'réglementation nettoyage Québec',
      'certification MSSS nettoyage',
      'SIMDUT 2015 produits d’entretien',
      'coût nettoyage conforme',
    ],
  },
  breadcrumb: 'FAQ conformité',
  hero: {
    eyebrow: 'FAQ conformité',
    title: 'Vos questions sur la conformité sanitaire',
    lead: 'Réglementation, produits, fréquences, coûts\u00a0: les réponses de nos spécialistes en prévention des infections aux questions que nous posent chaque semaine les gestionnaires de cliniques, de services de garde et d’entreprises.',
    actions: [
      { label: 'Demander une consultation', href: `#${CONTACT_ID}`, variant: 'accent' },
      callAction(),
    ],
  } satisfies PageHeroProps,
  stats: [
    { value: '99,8\u00a0%', label: 'Clients satisfaits' },
    { value: '1000+', label: 'Clients conformes' },
    { value: '24\u00a0h', label: 'Délai de réponse moyen' },
  ] satisfies Stat[],

  faq: {
    id: 'questions',
    title: 'Questions fréquentes',
    name: 'faq-conformite',
    items: [
      {
        question: 'Quelles réglementations québécoises s’appliquent au nettoyage de mon établissement\u00a0?',
        answer: 'Trois cadres se partagent le terrain. Dans les milieux de soins, le ministère de la Santé et des Services sociaux (MSSS) encadre la prévention et le contrôle des infections. Dans les CPE et garderies, le Règlement sur les services de garde éducatifs à l’enfance, appliqué par le ministère de la Famille, exige des locaux et du matériel propres et sécuritaires. Partout, la CNESST veille à la santé et à la sécurité des travailleurs, y compris l’utilisation des produits dangereux.',
      },
      {
        question: 'Faut-il une certification du MSSS pour nettoyer une clinique\u00a0?',
        answer: 'Le MSSS ne délivre pas de certification aux entreprises d’entretien. Ce qui compte lors d’une inspection, c’est que l’entretien respecte ses lignes directrices en prévention des infections\u00a0: protocoles écrits, désinfectants homologués (DIN), temps de contact respectés et personnel formé.\n\nNos préposés suivent une formation initiale de 16 à 24\u00a0h, puis 8\u00a0h de mise à jour chaque année, et nos protocoles sont conçus par une infirmière certifiée en prévention et contrôle des infections.',
      },
      {
        question: 'Qu’est-ce que le SIMDUT 2015, et qu’est-ce que ça change pour nous\u00a0?',
        answer: 'Le Système d’information sur les matières dangereuses utilisées au travail (SIMDUT 2015) est la norme canadienne, harmonisée avec le système général harmonisé (SGH), qui encadre l’étiquetage des produits dangereux, leurs fiches de données de sécurité et la formation des travailleurs. Au Québec, la CNESST en surveille l’application.\n\nConcrètement\u00a0: chaque contenant étiqueté, y compris les flacons de dilution, une fiche de données de sécurité à jour pour chaque produit et des employés formés. Nous fournissons les fiches de tous nos produits.',
      },
      {
        question: 'Quels produits utiliser dans une garderie ou un CPE\u00a0?',
        answer: 'Des nettoyants certifiés ÉcoLogo et sans parfum pour l’entretien quotidien, et un désinfectant homologué comme le peroxyde d’hydrogène 3\u00a0% pour les jouets, les tables à langer et les salles de bain. Nous excluons l’eau de Javel, l’ammoniaque, les parfums artificiels, les phosphates, le triclosan et les aérosols.\n\nNotre guide de conformité des garderies détaille chaque produit, son pH, son usage et son prix.',
      },
      {
        question: 'Combien coûte un nettoyage conforme\u00a0?',
        answer: `Comptez de 15 à 25\u00a0% de plus qu’un entretien standard. Au pied carré\u00a0: de ${figure('prix.pied-carre.medical')} pour un milieu médical, de ${figure('prix.pied-carre.entreprise')} pour des bureaux et de ${figure('prix.pied-carre.garderie')} pour une garderie. Un contrat de 12 mois donne droit à 10\u00a0% de rabais, un contrat de 24 mois à 15\u00a0%. La soumission est gratuite et vous parvient sous 24\u00a0h.`,
      },
      {
        question: 'À quelle fréquence faut-il désinfecter les surfaces\u00a0?',
        answer: 'Les points de contact fréquent (poignées, interrupteurs, robinets, comptoirs) au moins 3 fois par jour. Dans les services de garde\u00a0: les jouets au moins chaque semaine, les jouets portés à la bouche chaque jour et les tables à langer après chaque utilisation.',
      },
      {
        question: 'Combien de temps un désinfectant doit-il agir\u00a0?',
        answer: 'Le temps de contact inscrit sur l’étiquette, de 1 à 10 minutes selon le produit\u00a0: 1 minute pour le peroxyde d’hydrogène, de 30 secondes à 1 minute pour l’éthanol à 70\u00a0%. La surface doit rester humide pendant tout ce temps\u00a0; essuyer trop tôt, c’est désinfecter à moitié.',
      },
      {
        question: 'Quelle assurance et quelles garanties offrez-vous\u00a0?',
        answer: 'Une assurance responsabilité civile de 2\u00a0M$ au minimum, 5\u00a0M$ pour les milieux médicaux, une certification ISO 9001 et une garantie de satisfaction avec remboursement complet. Après chaque visite, vous recevez un rapport de service\u00a0: tâches réalisées, photos et résultats ATP sur demande.',
      },
      {
        question: 'Que faire en cas d’éclosion\u00a0?',
        answer: 'Appelez-nous\u00a0: une équipe intervient sous 2 heures, 24 heures sur 24, 7 jours sur 7. Nous appliquons un protocole renforcé adapté au microorganisme en cause et le maintenons jusqu’à 48 heures après le dernier cas. Les consignes de santé publique, elles, restent prioritaires.',
      },
      {
        question: 'Comment se déroule l’audit gratuit\u00a0?',
        answer: `Nous vous contactons sous 24 heures pour planifier la visite. L’audit, d’une valeur de ${auditValue}, est gratuit et sans engagement\u00a0: revue des lieux, des produits et de la documentation, tests ATP, puis rapport écrit des écarts et plan correctif.`,
      },
    ],
  } satisfies FaqSection,

  reassurance: {
    id: 'garantie',
    title: 'Vous n’êtes jamais seuls devant l’inspecteur',
    box: {
      tone: 'guarantee' as CalloutTone,
      title: 'Notre garantie de satisfaction',
      text: 'Si un point de notre rapport n’est pas conforme, nous revenons le corriger sans frais. Si vous n’êtes pas satisfaits, nous vous remboursons entièrement.\n\nNos clients accompagnés affichent 100\u00a0% de réussite en inspection, et une question urgente trouve toujours quelqu’un au bout du fil.',
    },
    action: callAction('primary'),
  },

  contact: {
    id: CONTACT_ID,
    title: 'Demander une consultation',
    formId: 'audit',
  } satisfies FormSection,
} as const;
