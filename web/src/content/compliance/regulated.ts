import type { ContentSectionData } from '../types';
import type { TrustBadge } from '../types';
import type { CityLink } from '../types';
import type { PageHeroProps } from '../types';
import type { SectorTab } from '../types';
import { paths } from '../../config/navigation';
import { site } from '../../config/site';
import { formatCadRange } from '../../lib/format';
import { nonBreaking } from '../../lib/phone';
import { sectorCityPath } from '../../lib/routes';
import type { City } from '../cities';
import { auditValue, callAction, ratingBadge } from './common';
import type { FaqSection, FormSection, TestimonialsSection } from './types';
import { figure } from '../values';

/**
 * /conformite-entreprises-reglementees (spec 2.14): the three regulators (MSSS, CNESST, ministère
 * de la Famille), sector tabs, cities, four testimonials, FAQ, and the reusable audit form in
 * `#audit-gratuit`.
 */

const AUDIT_ID = 'audit-gratuit';

/**
 * Cards of the city section: the featured cities link to their three sector pages, the others to
 * the phone; each phone link's accessible name names its city.
 */
export const regulatedCityLinks = (city: City): CityLink[] =>
  city.featured
    ? [
        { label: `Nettoyage médical à ${city.name}`, href: sectorCityPath('medical', city.slug) },
        { label: `Nettoyage d’entreprises à ${city.name}`, href: sectorCityPath('entreprise', city.slug) },
        { label: `Nettoyage de garderies à ${city.name}`, href: sectorCityPath('garderie', city.slug) },
      ]
    : [
        {
          label: nonBreaking(`Appeler le ${site.phone.display}`),
          ariaLabel: `${city.name}\u00a0: ${nonBreaking(`appeler le ${site.phone.display}`)}`,
          href: site.phone.href,
        },
      ];

export const regulated = {
  seo: {
    title: 'Conformité des entreprises réglementées',
    description: 'Nettoyage et désinfection conformes aux exigences du MSSS, de la CNESST et du ministère de la Famille pour pharmacies, cliniques vétérinaires, laboratoires, cliniques et services de garde au Québec.',
    keywords: [
      'conformité sanitaire entreprise',
      'nettoyage pharmacie',
      'désinfection clinique vétérinaire',
      'nettoyage laboratoire',
      'SIMDUT 2015 CNESST',
    ],
  },
  breadcrumb: 'Entreprises réglementées',
  hero: {
    eyebrow: 'MSSS, CNESST et ministère de la Famille',
    title: 'Conformité sanitaire des entreprises réglementées',
    lead: 'Pharmacies, cliniques vétérinaires, laboratoires, cliniques médicales, services de garde et bureaux\u00a0: nous appliquons les exigences de votre organisme de réglementation et vous remettons la documentation qui le prouve.',
    actions: [
      { label: 'Demander un audit gratuit', href: `#${AUDIT_ID}`, variant: 'accent' },
      callAction(),
    ],
  } satisfies PageHeroProps,
  badges: [
    { icon: 'users', label: '1000+ clients conformes' },
    { icon: 'award', label: 'Certifié ISO 9001' },
    { icon: 'badge-check', label: 'Assuré 2\u00a0M$' },
    { icon: 'star', label: ratingBadge() },
  ] satisfies TrustBadge[],

  regulators: [
    {
      id: 'conformite-msss',
      title: 'Milieux de soins\u00a0: les exigences du MSSS',
      lead: 'Cliniques médicales et dentaires, pharmacies, laboratoires, résidences pour aînés et CHSLD appliquent les lignes directrices du ministère de la Santé et des Services sociaux en prévention et contrôle des infections.',
      blocks: [
        {
          kind: 'list',
          title: 'Ce que l’on vérifie chez vous',
          columns: 2,
          items: [
            'Des protocoles écrits de nettoyage et de désinfection, selon le risque de chaque pièce',
            'Des désinfectants homologués par Santé Canada (DIN), utilisés selon leur temps de contact de 1 à 10 minutes',
            'Les surfaces à contact fréquent désinfectées au moins 3 fois par jour',
            'La gestion des déchets biomédicaux et du linge souillé',
            'La formation du personnel d’entretien en prévention des infections',
          ],
        },
        {
          kind: 'list',
          title: 'Ce que nous faisons',
          columns: 2,
          items: [
            'Zonage du risque et protocoles conçus par une infirmière en PCI',
            'Préposés formés de 16 à 24\u00a0h avant leur première visite, puis 8\u00a0h par année',
            'Tests ATP et rapport de service après chaque visite',
            'Intervention d’éclosion sous 2\u00a0h, 24 heures sur 24, 7 jours sur 7',
          ],
        },
        { kind: 'links', items: [{ label: 'Conformité des cliniques médicales', href: paths.clinics }] },
      ],
    },
    {
      id: 'conformite-cnesst',
      title: 'Santé et sécurité du travail\u00a0: les exigences de la CNESST',
      tone: 'muted',
      lead: 'Pour tous les employeurs, la CNESST veille à l’application de la Loi sur la santé et la sécurité du travail, y compris le SIMDUT 2015, qui encadre les produits dangereux utilisés au travail, dont plusieurs produits d’entretien.',
      blocks: [
        {
          kind: 'list',
          title: 'Ce que l’on vérifie chez vous',
          columns: 2,
          items: [
            'Une étiquette SIMDUT 2015 sur chaque contenant, y compris les flacons de dilution',
            'Des fiches de données de sécurité à jour, accessibles aux travailleurs',
            'La formation des travailleurs sur les produits dangereux qu’ils manipulent',
            'Un équipement de protection adapté aux produits et aux tâches',
            'Les risques chimiques et biologiques pris en compte dans votre démarche de prévention',
          ],
        },
        {
          kind: 'list',
          title: 'Ce que nous faisons',
          columns: 2,
          items: [
            'Contenants étiquetés et fiche de données de sécurité remise pour chaque produit',
            'Moins de produits dangereux, au profit de produits certifiés ÉcoLogo',
            'Préposés formés au SIMDUT 2015 et équipés en conséquence',
            'Assurance responsabilité de 2\u00a0M$ minimum',
          ],
        },
      ],
    },
    {
      id: 'conformite-ministere-famille',
      title: 'Services de garde\u00a0: les exigences du ministère de la Famille',
      lead: 'CPE, garderies et responsables en milieu familial doivent offrir des locaux, du mobilier et du matériel de jeu propres et sécuritaires, selon le Règlement sur les services de garde éducatifs à l’enfance.',
      blocks: [
        {
          kind: 'list',
          title: 'Ce que l’on vérifie chez vous',
          columns: 2,
          items: [
            'Points de contact désinfectés au moins 3 fois par jour',
            'Jouets désinfectés au moins chaque semaine, jouets portés à la bouche chaque jour',
            'Tables à langer désinfectées après chaque utilisation',
            'Produits d’entretien rangés hors de la portée des enfants',
            'Registre de nettoyage conservé au moins 3 mois',
          ],
        },
        {
          kind: 'list',
          title: 'Ce que nous faisons',
          columns: 2,
          items: [
            'Produits certifiés ÉcoLogo, sans parfum, et désinfectants homologués',
            'Entretien de 18\u00a0h à 21\u00a0h, après le départ des enfants',
            'Registre signé à chaque visite et protocoles d’éclosion écrits',
            'Audit préinspection 48\u00a0h avant une visite annoncée',
          ],
        },
        { kind: 'links', items: [{ label: 'Lire le guide de conformité des garderies', href: paths.childcare }] },
      ],
    },
  ] satisfies ContentSectionData[],

  sectors: {
    id: 'secteurs-reglementes',
    title: 'Les exigences de votre secteur',
    lead: 'Chaque secteur a ses zones à risque et ses règles. Choisissez le vôtre.',
    label: 'Secteurs réglementés',
    defaultTab: 'pharmacies',
    tabs: [
      {
        id: 'pharmacies',
        label: 'Pharmacies',
        title: 'Pharmacies',
        intro: 'Entre le comptoir de service, les zones de préparation et les salles de consultation et de vaccination, une pharmacie cumule les zones à risque et un achalandage constant.',
        points: [
          'Salles de consultation et de vaccination désinfectées entre les plages de rendez-vous ou en fin de journée',
          'Zones de préparation entretenues selon vos procédures écrites et les normes qui s’appliquent à votre pharmacie',
          'Comptoirs, terminaux de paiement et poignées désinfectés au moins 3 fois par jour',
          'Désinfectants homologués (DIN) compatibles avec vos surfaces et vos équipements',
          'Rapport de service après chaque visite, pour votre dossier de conformité',
        ],
      },
      {
        id: 'veterinaires',
        label: 'Cliniques vétérinaires',
        title: 'Cliniques vétérinaires',
        intro: 'Zoonoses, parvovirus, poils et liquides biologiques\u00a0: une clinique vétérinaire demande des désinfectants choisis pour les bons agents pathogènes et sans danger pour les animaux.',
        points: [
          'Tables et salles d’examen désinfectées avec un produit efficace contre les virus sans enveloppe, comme le parvovirus',
          'Zones d’isolement entretenues en dernier, avec du matériel réservé à cette zone',
          'Chenils et cages nettoyés, désinfectés puis rincés selon vos protocoles',
          'Temps de contact respectés, puis surfaces rincées là où les animaux se couchent ou se lèchent',
          'Salle d’attente et comptoir d’accueil désinfectés au moins 3 fois par jour',
        ],
      },
      {
        id: 'laboratoires',
        label: 'Laboratoires',
        title: 'Laboratoires médicaux et d’analyse',
        intro: 'Dans un laboratoire, l’entretien protège les échantillons autant que le personnel\u00a0: aucune contamination croisée, aucune interférence avec les analyses.',
        points: [
          'Procédures alignées sur votre système qualité (par exemple ISO 15189) et vos zones de confinement',
          'Partage clair des tâches\u00a0: paillasses et équipements par votre équipe, planchers et surfaces communes par la nôtre',
          'Déchets gérés selon la classification de votre laboratoire',
          'Personnel formé au SIMDUT 2015 et aux règles d’accès aux zones contrôlées',
          'Registre signé et résultats ATP sur demande pour vos audits d’accréditation',
        ],
      },
    ] satisfies SectorTab[],
  },

  cities: {
    id: 'villes-conformite',
    title: 'Conformité sanitaire dans votre ville',
    lead: 'Montréal, Longueuil et Laval ont leurs pages par secteur. Ailleurs au Québec, appelez-nous\u00a0: nous vous dirigeons vers l’équipe la plus proche.',
  },

  testimonials: {
    id: 'temoignages',
    title: 'Ils ont passé leur inspection avec nous',
    tone: 'muted',
    items: [
      {
        quote: 'Entre la salle de vaccination et le laboratoire, nous avions besoin d’une équipe qui comprend nos contraintes. Les rapports de visite sont devenus la pièce maîtresse de notre dossier de conformité.',
        name: 'Julie P.',
        role: 'Pharmacienne propriétaire, Montréal',
        rating: 5,
      },
      {
        quote: 'Ils ont choisi avec nous un désinfectant efficace contre le parvovirus et sécuritaire pour nos patients à quatre pattes. Plus aucune odeur de produit le matin.',
        name: 'Dr Étienne R.',
        role: 'Médecin vétérinaire, Laval',
        rating: 5,
      },
      {
        quote: 'Notre audit d’accréditation exigeait des preuves d’entretien. Le registre signé et les résultats ATP étaient prêts\u00a0: l’auditeur n’a rien eu à redire.',
        name: 'Nadia K.',
        role: 'Gestionnaire qualité, laboratoire d’analyses, Longueuil',
        rating: 5,
      },
      {
        quote: 'Fiches de données de sécurité, étiquettes SIMDUT, formation\u00a0: tout était en ordre lors de la visite de la CNESST. Un souci de moins pour notre équipe.',
        name: 'François D.',
        role: 'Directeur des opérations, bureaux, Brossard',
        rating: 5,
      },
    ],
  } satisfies TestimonialsSection,

  faq: {
    id: 'faq-conformite',
    title: 'Questions fréquentes sur la conformité',
    name: 'faq-entreprises',
    items: [
      {
        question: 'Quels organismes encadrent l’entretien sanitaire de mon entreprise\u00a0?',
        answer: 'Cela dépend de votre secteur. Le MSSS encadre la prévention des infections dans les milieux de soins\u00a0; le ministère de la Famille, l’hygiène des services de garde\u00a0; la CNESST, la santé et la sécurité de tous les travailleurs, y compris l’utilisation des produits dangereux. Votre ordre professionnel peut aussi avoir ses propres normes.',
      },
      {
        question: 'Le SIMDUT 2015 s’applique-t-il à nos produits d’entretien\u00a0?',
        answer: 'Oui, dès qu’un produit d’entretien est classé dangereux. Chaque contenant doit porter une étiquette conforme, la fiche de données de sécurité doit être accessible et les travailleurs doivent être formés. Nous remettons ces fiches pour chaque produit que nous utilisons chez vous.',
      },
      {
        question: 'Vos désinfectants sont-ils homologués\u00a0?',
        answer: 'Oui. Tous nos désinfectants sont homologués par Santé Canada et portent un DIN. Nous respectons leur temps de contact, de 1 à 10 minutes selon le produit\u00a0: 1 minute pour le peroxyde d’hydrogène, de 30 secondes à 1 minute pour l’éthanol à 70\u00a0%.',
      },
      {
        question: 'Fournissez-vous la documentation exigée lors des inspections\u00a0?',
        answer: 'Oui\u00a0: registre de nettoyage signé (conservé au moins 3 mois), fiches de données de sécurité, liste des produits avec leur DIN, protocoles écrits, attestations de formation et rapport de service après chaque visite, avec photos et résultats ATP sur demande.',
      },
      {
        question: 'Quelle assurance détenez-vous\u00a0?',
        answer: 'Une assurance responsabilité civile de 2\u00a0M$ au minimum, portée à 5\u00a0M$ pour les milieux médicaux. Nous remettons une attestation d’assurance avec chaque contrat.',
      },
      {
        question: 'Combien coûte un entretien conforme\u00a0?',
        answer: `De 15 à 25\u00a0% de plus qu’un entretien standard. Au pied carré\u00a0: de ${figure('prix.pied-carre.medical')} pour un milieu médical, de ${figure('prix.pied-carre.entreprise')} pour une entreprise et de ${figure('prix.pied-carre.garderie')} pour une garderie. La soumission est gratuite et vous parvient sous 24\u00a0h.`,
      },
      {
        question: 'Que comprend l’audit gratuit\u00a0?',
        answer: `Une visite sur place d’une valeur de ${auditValue}, gratuite et sans engagement\u00a0: revue de vos locaux, de vos produits et de votre documentation, tests ATP sur les surfaces critiques, puis un rapport écrit des écarts avec un plan correctif classé par priorité.`,
      },
      {
        question: 'Intervenez-vous en cas d’éclosion\u00a0?',
        answer: 'Oui, sous 2 heures, 24 heures sur 24, 7 jours sur 7. Nous appliquons un protocole renforcé, avec des désinfectants adaptés au microorganisme en cause, jusqu’à 48 heures après le dernier cas.',
      },
    ],
  } satisfies FaqSection,

  audit: {
    id: AUDIT_ID,
    title: 'Demandez votre audit de conformité gratuit',
    formId: 'audit',
  } satisfies FormSection,
} as const;
