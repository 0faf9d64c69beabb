import type { IconCard } from './types';
import type { HeroAction } from './types';
import { site } from '../config/site';
import { nonBreaking } from '../lib/phone';
import { formatCad } from '../lib/format';
import { businessHours } from './business-hours';
import { figure } from './values';

/**
 * Free compliance-audit request page (spec 2.9) at /audit-gratuit. This page keeps the spec's
 * « 499 $ » reading of the audit's value (every other page says 500 $). The form section's id is
 * `audit-gratuit`, the mobile bar's scroll target.
 */
const auditValue = figure('prix.audit.valeur-page-audit');

export const auditPagePath = '/audit-gratuit';

export const auditPage = {
  seo: {
    title: `Audit de conformité gratuit de ${auditValue}`,
    description: `Demandez votre audit de conformité sanitaire gratuit, d\u2019une valeur de ${auditValue}\u00a0: visite sur place, rapport des écarts et plan de correction pour votre clinique, garderie, pharmacie ou laboratoire. Sans engagement.`,
    keywords: [
      'audit de conformité gratuit',
      'audit sanitaire clinique',
      'audit hygiène garderie',
      'préparation inspection MSSS',
      'audit nettoyage pharmacie',
    ],
  },
  breadcrumb: 'Audit gratuit',
  hero: {
    eyebrow: `Gratuit, d\u2019une valeur de ${auditValue}`,
    title: 'Demandez votre audit de conformité gratuit',
    lead: `Un spécialiste en prévention des infections visite votre établissement, compare vos pratiques à votre norme (MSSS, ministère de la Famille, CNESST) et vous remet un plan de correction. Valeur de ${auditValue}, gratuit et sans engagement.`,
    actions: [
      { label: 'Réserver mon audit', href: '#audit-gratuit', variant: 'accent' },
      { label: nonBreaking(`Appeler le ${site.phone.display}`), href: site.phone.href, variant: 'outline' },
    ] satisfies readonly HeroAction[],
  },
  form: {
    id: 'audit-gratuit',
    title: 'Réservez votre audit gratuit',
    lead: 'Deux minutes suffisent. Les champs marqués d\u2019un astérisque sont obligatoires.',
  },
  benefits: {
    id: 'avantages-audit',
    title: 'Ce que votre audit gratuit comprend',
    lead: 'Le même audit que nous facturons habituellement, sans frais ni obligation de contrat.',
    items: [
      { icon: 'clipboard-list', title: 'Inspection sur place', description: 'Chaque local, chaque surface critique et vos produits passés en revue selon votre norme.' },
      { icon: 'file-check-2', title: 'Rapport écrit des écarts', description: 'La liste précise de ce qu\u2019un inspecteur relèverait aujourd\u2019hui.' },
      { icon: 'shield-check', title: 'Plan de correction priorisé', description: 'Quoi corriger d\u2019abord, et comment, pour être prêt à l\u2019inspection.' },
      { icon: 'camera', title: 'Tests ATP sur demande', description: 'Une mesure objective de la propreté de vos surfaces à contact fréquent.' },
      { icon: 'graduation-cap', title: 'Conseils pour votre équipe', description: 'Les bons temps de contact, les bons produits et les registres à tenir.' },
      { icon: 'timer', title: 'Soumission sous 24\u00a0h', description: 'Si vous le souhaitez, une soumission détaillée suit l\u2019audit, sans engagement.' },
    ] satisfies readonly IconCard[],
  },
  direct: {
    id: 'contact-direct',
    title: 'Vous préférez nous parler directement\u00a0?',
    lead: 'Un conseiller répond à vos questions et planifie l\u2019audit avec vous.',
    details: {
      title: 'Nos coordonnées',
      callLabel: 'Appeler maintenant',
      hours: businessHours,
    },
  },
  emergency: {
    title: 'Urgence\u00a0: éclosion ou inspection imminente\u00a0?',
    text: 'Gastro-entérite, influenza, inspection annoncée dans moins de 48\u00a0h\u00a0: notre équipe d\u2019urgence intervient en moins de 2\u00a0heures, 24\u00a0h sur 24, 7\u00a0jours sur 7, et maintient le protocole jusqu\u2019à 48\u00a0h après le dernier cas.',
    callLabel: `Appeler le ${site.phone.display}`,
  },
} as const;
