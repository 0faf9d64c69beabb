import type { ContentSectionData } from '../../types';
import type { TocEntry } from '../../types';
import type { TrustBadge } from '../../types';
import type { PageHeroProps } from '../../types';
import { auditValue, callAction, ratingBadge } from '../common';
import type { FormSection } from '../types';
import { childcareCities } from './cities';
import { cleaning } from './cleaning';
import { childcareFaq } from './faq';
import { illnesses } from './illnesses';
import { inspection } from './inspection';
import { prices } from './prices';
import { products } from './products';
import { regulation } from './regulation';

export { childcareCityLinks } from './cities';
export { childcareFaq } from './faq';

/**
 * /conformite-garderies (spec 2.13): the childcare compliance guide. Chapters are data; the table
 * of contents is built from them, so every anchor it lists exists on the page.
 */

const TOC_ID = 'table-matieres-cpe';
const AUDIT_ID = 'audit-gratuit-cpe';

/** Guide chapters in reading order; the cities chapter comes last (it holds the city grid). */
export const chapters: readonly ContentSectionData[] = [regulation, cleaning, products, illnesses, inspection, prices];
export { childcareCities };

export const childcareAudit: FormSection = {
  id: AUDIT_ID,
  title: 'Demandez l’audit gratuit de votre service de garde',
  formId: 'audit-garderie',
};

const tocEntry = ({ id, title, subsections = [] }: ContentSectionData): TocEntry => ({
  id,
  title,
  children: subsections.map((s) => ({ id: s.id, title: s.title })),
});

export const childcare = {
  seo: {
    title: 'Guide de conformité des garderies et CPE',
    description: 'Guide 2025 de conformité sanitaire des CPE et garderies au Québec\u00a0: Règlement sur les services de garde éducatifs à l’enfance, produits approuvés et interdits, protocoles d’éclosion, préparation à l’inspection.',
    keywords: [
      'conformité garderie Québec',
      'nettoyage CPE',
      'règlement services de garde éducatifs à l’enfance',
      'désinfection jouets garderie',
      'inspection ministère de la Famille',
    ],
  },
  breadcrumb: 'Garderies et CPE',
  article: { headline: 'Guide de conformité sanitaire des garderies et CPE', datePublished: '2025-01-06' },
  hero: {
    eyebrow: 'Guide 2025\u00a0: CPE, garderies et milieu familial',
    title: 'Guide de conformité sanitaire des garderies et CPE',
    lead: 'Règlement, produits approuvés et produits exclus, protocoles d’éclosion, préparation à l’inspection\u00a0: tout ce que le ministère de la Famille vérifie, expliqué par des spécialistes en prévention des infections.',
    actions: [
      { label: 'Consulter le guide', href: `#${TOC_ID}`, variant: 'primary' },
      { label: 'Demander un audit gratuit', href: `#${AUDIT_ID}`, variant: 'accent' },
      callAction(),
    ],
  } satisfies PageHeroProps,
  badges: [
    { icon: 'users', label: '200+ CPE et garderies' },
    { icon: 'leaf', label: 'Produits certifiés ÉcoLogo' },
    { icon: 'badge-check', label: 'Assuré 2\u00a0M$' },
    { icon: 'star', label: ratingBadge() },
  ] satisfies TrustBadge[],
  toc: {
    id: TOC_ID,
    title: 'Table des matières',
    lead: `Cliquez sur une section pour y aller directement. Besoin d’un regard extérieur\u00a0? Notre audit sur place, d’une valeur de ${auditValue}, est gratuit.`,
    label: 'Table des matières du guide',
    entries: [
      ...chapters.map(tocEntry),
      tocEntry(childcareCities),
      { id: childcareFaq.id, title: childcareFaq.title },
      { id: AUDIT_ID, title: childcareAudit.title },
    ] satisfies TocEntry[],
  },
} as const;
