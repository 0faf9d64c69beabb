import type { IconName } from '../lib/icon-names';

/** Navigation is data: the header, the mobile menu and the footer all render these lists. */
export interface NavLink {
  label: string;
  href: string;
}

export interface IconNavLink extends NavLink {
  /** Shown beside the label in the mobile menu. */
  icon: IconName;
}

/** Paths that several links share (spec 2.1). */
export const paths = {
  home: '/',
  clinics: '/conformite-cliniques-medicales',
  childcare: '/conformite-garderies',
  regulated: '/conformite-entreprises-reglementees',
  faq: '/faq-conformite',
  blog: '/blog',
  /** The compliance guides (PDF) and their request form (issue 26). */
  guides: '/guide-conformite',
  /** Where every quote and audit call to action leads. */
  contact: '/contact-us',
  /** The `#contact` section lives on the home page, so this anchor works from any page. */
  contactSection: '/#contact',
  /** The firm's legal pages, linked from every footer (and the policy from every form). */
  privacy: '/politique-de-confidentialite',
  terms: '/conditions-utilisation',
} as const;

/** The quote button of the header and of the mobile menu (spec 2.2). */
export const quoteButton: NavLink = { label: 'Soumission gratuite', href: paths.contact };

export const headerLinks: readonly IconNavLink[] = [
  { label: 'Accueil', href: paths.home, icon: 'house' },
  { label: 'Cliniques médicales', href: paths.clinics, icon: 'stethoscope' },
  { label: 'Garderies et CPE', href: paths.childcare, icon: 'baby' },
  { label: 'Entreprises réglementées', href: paths.regulated, icon: 'building-2' },
  { label: 'FAQ conformité', href: paths.faq, icon: 'circle-help' },
  { label: 'Blogue', href: paths.blog, icon: 'newspaper' },
  { label: 'Contact', href: paths.contact, icon: 'mail' },
];

export const footerLinks: readonly NavLink[] = [
  { label: 'Conformité des cliniques médicales', href: paths.clinics },
  { label: 'Conformité des garderies et CPE', href: paths.childcare },
  { label: 'Conformité des entreprises réglementées', href: paths.regulated },
  { label: 'FAQ conformité', href: paths.faq },
  { label: 'Nous joindre', href: paths.contactSection },
];
