import type { IconCard } from './types';
import { paths } from '../config/navigation';
import { site } from '../config/site';
import { formatCad } from '../lib/format';

/**
 * Blog and guides page copy (spec 2.6). The blog's own readings: rating 4.8/5, audit valued at
 * 500 $, 2 537 and « 2 500+ » subscribers, -20 % subscriber promotion, at most one e-mail a month.
 * The featured guides have no article pages (none in the route table): each card leads to the
 * compliance page that covers its subject.
 */
const auditValue = formatCad(site.offers.freeAudit.value);

export const blogAnchors = {
  newsletter: 'infolettre',
  audit: 'audit-blog',
} as const;

export const blog = {
  seo: {
    title: 'Blogue et guides de conformité',
    description:
      'Guides pratiques de conformité pour cliniques médicales, garderies et CPE et entreprises réglementées du Québec\u00a0: MSSS, ministère de la Famille, CNESST, produits écologiques. Infolettre mensuelle gratuite.',
    keywords: [
      'guide conformité sanitaire',
      'blogue nettoyage commercial',
      'inspection MSSS clinique',
      'règlement services de garde hygiène',
      'CNESST SIMDUT nettoyage',
      'produits écologiques garderie',
    ],
  },
  breadcrumb: 'Blogue',
  hero: {
    eyebrow: 'Blogue et guides',
    title: 'Guides de conformité sanitaire pour les gestionnaires',
    lead: 'Règlements, listes de vérification et protocoles expliqués simplement, pour les cliniques, les garderies et CPE et les entreprises réglementées du Québec.',
    rating: '4,8/5 selon nos lecteurs',
    actions: [
      { label: 'Demander un audit gratuit', href: `#${blogAnchors.audit}`, variant: 'accent' },
      { label: 'Parcourir les guides', href: '#guides-vedettes', variant: 'outline' },
    ],
  },
  quickNewsletter: {
    id: 'infolettre-rapide',
    title: 'Un guide par mois dans votre boîte courriel',
    text: 'Rejoignez les 2\u00a0537 gestionnaires abonnés à notre infolettre.',
    promise: 'Au plus un courriel par mois, désabonnement en un clic.',
  },
  categories: {
    id: 'categories',
    title: 'Nos guides par secteur',
    lead: '53 guides rédigés par notre équipe de prévention des infections.',
    items: [
      {
        icon: 'stethoscope',
        title: 'Conformité médicale',
        subtitle: '15 guides',
        href: paths.clinics,
        linkLabel: 'Voir la conformité médicale',
        description: 'Exigences du MSSS, désinfection de haut niveau, préparation aux inspections en clinique.',
      },
      {
        icon: 'baby',
        title: 'Garderies et CPE',
        subtitle: '12 guides',
        href: paths.childcare,
        linkLabel: 'Voir le guide des garderies et CPE',
        description: 'Règlement sur les services de garde éducatifs, jouets, aires de change et maladies contagieuses.',
      },
      {
        icon: 'building-2',
        title: 'Entreprises réglementées',
        subtitle: '18 guides',
        href: paths.regulated,
        linkLabel: 'Voir la conformité des entreprises',
        description: 'Obligations de la CNESST, SIMDUT 2015 et programmes d\u2019entretien des milieux de travail.',
      },
      {
        icon: 'leaf',
        title: 'Produits écologiques',
        subtitle: '8 guides',
        href: `${paths.childcare}#produits-ecollogo`,
        linkLabel: 'Voir les produits approuvés',
        description: 'Choisir des produits certifiés, efficaces et sûrs, et ceux à bannir.',
      },
    ] satisfies readonly IconCard[],
  },
  featured: {
    id: 'guides-vedettes',
    title: 'Guides en vedette',
    lead: 'Les trois guides les plus consultés par les gestionnaires ce mois-ci.',
    items: [
      {
        icon: 'stethoscope',
        title: 'Préparer l\u2019inspection de votre clinique\u00a0: la liste de vérification complète',
        subtitle: 'Conformité médicale · 12\u00a0min de lecture',
        description:
          'Produits homologués, temps de contact, registres de nettoyage et formation du personnel\u00a0: ce que l\u2019inspecteur vérifie, point par point.',
        href: paths.clinics,
        linkLabel: 'Lire le guide des cliniques médicales',
      },
      {
        icon: 'baby',
        title: 'Hygiène en service de garde\u00a0: les articles 76 à 89 du règlement expliqués',
        subtitle: 'Garderies et CPE · 10\u00a0min de lecture',
        description:
          'Désinfection des jouets, aires de change, produits interdits et changements de 2025\u00a0: tout ce que votre CPE doit appliquer.',
        href: paths.childcare,
        linkLabel: 'Lire le guide des garderies et CPE',
      },
      {
        icon: 'building-2',
        title: 'CNESST et SIMDUT 2015\u00a0: l\u2019entretien ménager d\u2019un milieu de travail conforme',
        subtitle: 'Entreprises réglementées · 8\u00a0min de lecture',
        description:
          'Fiches de données de sécurité, étiquetage, formation et registres\u00a0: les obligations qui touchent votre contrat de nettoyage.',
        href: paths.regulated,
        linkLabel: 'Lire le guide des entreprises réglementées',
      },
    ] satisfies readonly IconCard[],
  },
  audit: {
    id: blogAnchors.audit,
    title: 'Audit de conformité gratuit',
    lead: `Un guide ne remplace pas un regard expert sur place. Demandez votre audit gratuit, d\u2019une valeur de ${auditValue}, sans engagement.`,
    benefits: {
      title: 'Ce que vous obtenez',
      text: 'Un spécialiste visite votre établissement et vous remet un rapport écrit.',
      items: [
        'Les écarts par rapport à votre norme',
        'Un plan de correction priorisé',
        'Une soumission détaillée sous 24\u00a0h',
      ],
    },
  },
  newsletter: {
    id: blogAnchors.newsletter,
    title: 'Recevez nos guides chaque mois',
    lead: 'Plus de 2\u00a0500 gestionnaires de cliniques, de garderies et d\u2019entreprises lisent notre infolettre.',
    promise: 'Inscription gratuite. Votre prénom nous sert seulement à personnaliser l\u2019envoi.',
    perks: [
      'Un nouveau guide pratique chaque mois',
      'Les changements réglementaires avant qu\u2019ils s\u2019appliquent',
      'Une promotion de 20\u00a0% réservée aux abonnés',
      'Des listes de vérification prêtes à imprimer avant une inspection',
    ],
  },
} as const;
