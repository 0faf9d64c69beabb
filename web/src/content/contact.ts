import { site } from '../config/site';
import { formatCad } from '../lib/format';
import { businessHours } from './business-hours';
import { figure } from './values';

/**
 * Contact page copy (spec 2.7), served at /contact and /contact-us (canonical /contact). The
 * form section carries the `audit-gratuit` id: the header's « Audit Gratuit 500$ » leads here,
 * and the mobile bar's « Audit Gratuit » then scrolls to the form instead of reloading the page.
 */
const auditValue = formatCad(site.offers.freeAudit.value);

export const contactCanonicalPath = '/contact';

export const contact = {
  seo: {
    title: 'Contact et soumission gratuite',
    description: `Joignez ${site.name} par téléphone ou par courriel, ou demandez en ligne votre soumission gratuite sous 24\u00a0h et votre audit de conformité d\u2019une valeur de ${auditValue}.`,
    keywords: [
      'soumission nettoyage commercial',
      'contact entreprise de nettoyage',
      'audit de conformité gratuit',
      'nettoyage clinique soumission',
      'nettoyage garderie soumission',
    ],
  },
  breadcrumb: 'Contact',
  hero: {
    eyebrow: 'Contact et soumission',
    title: 'Parlons de votre établissement',
    lead: `Une question, une soumission, un audit de conformité gratuit d\u2019une valeur de ${auditValue}\u00a0? Appelez-nous, écrivez-nous ou remplissez le formulaire\u00a0: nous répondons sous 24\u00a0h.`,
    actions: [
      { label: 'Demander ma soumission', href: '#audit-gratuit', variant: 'accent' },
      { label: 'Écrire un courriel', href: `mailto:${site.email}`, variant: 'outline' },
    ],
  },
  details: {
    title: 'Nos coordonnées',
    callLabel: 'Appeler maintenant',
    hours: businessHours,
    area: {
      text: `Grand Montréal et ${figure('villes.nombre')} villes du Québec.`,
      link: { label: 'Voir la zone de couverture', href: '/zone-couverture' },
    },
  },
  whyUs: {
    id: 'pourquoi-nous',
    title: 'Pourquoi nous choisir',
    lead: 'Des chiffres qui parlent aux gestionnaires de milieux réglementés.',
    stats: [
      { value: '15\u00a0ans', label: 'D\u2019expérience, depuis 2009' },
      { value: '1000+', label: 'Clients conformes' },
      { value: '99,8\u00a0%', label: 'Taux de satisfaction' },
      { value: '24\u00a0h', label: 'Délai de soumission' },
    ],
  },
  form: {
    id: 'audit-gratuit',
    title: 'Demandez votre soumission ou votre audit gratuit',
    lead: 'Quelques renseignements suffisent\u00a0: vous recevez votre soumission gratuite sous 24\u00a0h, et un conseiller vous rappelle pour préciser vos besoins et planifier l\u2019audit sur place.',
  },
} as const;

/** What the contact page template receives. */
export type ContactContent = typeof contact;
